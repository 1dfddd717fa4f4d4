import dayjs from 'dayjs';
import type { FieldType, SearchOp } from '../model/enums';
import type { FieldDefinition } from '../model/field';
import type { SearchCondition } from '../model/search';
import { isOn } from '../fields/isOn';
import { bySeq } from '../columns/bySeq';
import { OPERATOR_LABELS } from './operatorLabels';

export interface OperatorChoice {
  value: SearchOp;
  label: string;
}

export interface AdvancedQueryRow {
  key: string;
  label: string;
  fieldType: FieldType;
  operators: readonly OperatorChoice[];
  op: SearchOp;
  val: string;
}

/** State of the 高级查询 dialog (650 px; 清 空 / 取 消 / 确 定). */
export interface AdvancedQueryState {
  /** 'YYYY-MM-DD HH:mm:ss' */
  start: string;
  end: string;
  rows: AdvancedQueryRow[];
}

const LIKE_EQ: readonly OperatorChoice[] = [
  { value: 'like', label: OPERATOR_LABELS.like },
  { value: 'eq', label: OPERATOR_LABELS.eq },
];
const EQ_ONLY: readonly OperatorChoice[] = [{ value: 'eq', label: OPERATOR_LABELS.eq }];

/**
 * Opens (or clears) the 高级查询 dialog: one row per iallowAdvanceQuery field with the operators
 * 模糊查询 (like) and 等于 (eq), ENUM fields eq only; the field's `controlValue` picks the starting
 * operator. Start defaults to today 00:00 + 9h30, end to tomorrow 00:00 + 9h30.
 */
export function advancedQueryDialog(fields: readonly FieldDefinition[], now: Date): AdvancedQueryState {
  const today = dayjs(now).startOf('day').add(9, 'hour').add(30, 'minute');
  const rows = fields
    .filter((f) => isOn(f.iallowAdvanceQuery) && f.fieldType !== 'BUTTON')
    .sort(bySeq)
    .map((f): AdvancedQueryRow => {
      const operators = f.fieldType === 'ENUM' ? EQ_ONLY : LIKE_EQ;
      const chosen = operators.find((o) => o.value === f.controlValue);
      return {
        key: f.fieldName,
        label: f.fieldExplain,
        fieldType: f.fieldType,
        operators,
        op: (chosen ?? operators[0]).value,
        val: '',
      };
    });
  return {
    start: today.format('YYYY-MM-DD HH:mm:ss'),
    end: today.add(1, 'day').format('YYYY-MM-DD HH:mm:ss'),
    rows,
  };
}

/**
 * Conditions of a confirmed 高级查询 dialog: `timeKey` ge start and le end (when set), then every
 * row with a value, with its operator (an ENUM row is forced to eq).
 */
export function advancedQueryConditions(
  state: AdvancedQueryState,
  timeKey = 'createDate',
): SearchCondition[] {
  const out: SearchCondition[] = [];
  if (state.start.trim()) out.push({ key: timeKey, op: 'ge', val: state.start.trim() });
  if (state.end.trim()) out.push({ key: timeKey, op: 'le', val: state.end.trim() });
  for (const row of state.rows) {
    const val = row.val.trim();
    if (val === '') continue;
    const op = row.operators.some((o) => o.value === row.op) ? row.op : row.operators[0].value;
    out.push({ key: row.key, label: row.label, op, val });
  }
  return out;
}
