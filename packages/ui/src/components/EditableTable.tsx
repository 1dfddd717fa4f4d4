import { HolderOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  buildColumns,
  buildFormItems,
  linkPairFills,
  summaryRow,
  SUMMARY_LABEL,
  type FieldDefinition,
  type FormItem,
} from '@wb/templates';
import { fetchLinkPairs, type LinkPairRow, type RecordRow } from '@wb/api';
import {
  cellProblem,
  copyRows,
  deleteRows,
  insertPosition,
  insertRow,
  moveRow,
  moveToTypedIndex,
  toggledFlag,
  updateCell,
  type EditableRow,
  type RowErrors,
} from '../logic/editableRows';
import { toFormValues, toWireValues } from '../logic/formValues';
import { EMPTY_TEXT } from '../logic/listPaging';
import { MSG_AT_LEAST_ONE } from '../logic/selectionRules';
import { CellPickerDialog } from './CellPickerDialog';
import { CellText } from './CellText';
import { FormControl } from './FormControl';
import { ImageThumbCell } from './ImageThumbCell';
import { PopupPicker } from './PopupPicker';

/** Cells edited in a dialog (SPEC.md §2): time range, date-time and time point. */
const DIALOG_WIDGETS = new Set(['timeRange', 'dateRange', 'datetime', 'time']);
/** Choices commit as soon as they are made; typed text commits on blur. */
const TYPED_WIDGETS = new Set(['input', 'multiInput', 'textarea', 'sqlEditor', 'autoComplete', 'remoteSearch', 'number']);

export interface EditableTableToolbar {
  /** 新增: after the last selected row, else at the end */
  add?: boolean;
  /** 复制 the selected rows */
  copy?: boolean;
  /** 删除 the selected rows */
  remove?: boolean;
}

export interface EditableTableProps {
  /** the table's fields (visible ones become columns, by seq) */
  fields: readonly FieldDefinition[];
  rows: readonly EditableRow[];
  onChange?: (rows: EditableRow[]) => void;
  /** every cell read-only (detail views) */
  readOnly?: boolean;
  /** a 序号 column */
  showIndex?: boolean;
  /** a drag-handle column with the row's position, which can be typed to move the row */
  reorder?: boolean;
  /** checkbox selection, radio (RESOURCE_CONTROLS mode: one row at a time) or none */
  selection?: 'checkbox' | 'radio' | 'none';
  /** controlled selection (row keys); uncontrolled without it */
  selectedKeys?: readonly string[];
  onSelect?: (keys: string[]) => void;
  /** the 合计 row of itotal columns; default: when a column is summed */
  summary?: boolean;
  /** cell problems from a save check, shown like the blur checks */
  errors?: RowErrors;
  toolbar?: EditableTableToolbar;
  /** values of a new row (defaults) */
  newRow?: () => Record<string, unknown>;
  /** refuses 新增 / 复制 past this many rows with `maxRowsMessage` */
  maxRows?: number;
  maxRowsMessage?: string;
  /** extra toolbar content (e.g. 统计信息) */
  extra?: ReactNode;
  /** opens the picture viewer of an image cell */
  onViewImage?: (paths: string[], field: FieldDefinition) => void;
  desensitization?: string;
  scrollY?: number;
  testId?: string;
}

interface EditingCell {
  rowKey: string;
  key: string;
}

/**
 * The editable table (SPEC.md §2, §4): columns by control kind (the form's own controls), optional
 * 序号 and reorder columns (drag or typed position), checkbox or radio selection, 合计 row, rows
 * added at the end or after the selection, copied and deleted; a cell edits on click, boolean
 * flags toggle on click, required cells are checked on blur ('{label}不能为空！'); time ranges,
 * date-times and time points open a dialog; pictures show as thumbnail links to the viewer.
 */
export function EditableTable({
  fields,
  rows,
  onChange,
  readOnly = false,
  showIndex = false,
  reorder = false,
  selection = 'checkbox',
  selectedKeys,
  onSelect,
  summary,
  errors,
  toolbar,
  newRow = () => ({}),
  maxRows,
  maxRowsMessage,
  extra,
  onViewImage,
  desensitization = '0',
  scrollY,
  testId = 'editable-table',
}: EditableTableProps) {
  const { message } = App.useApp();
  const columns = useMemo(() => buildColumns(fields, { editable: !readOnly }), [fields, readOnly]);
  const items = useMemo(() => new Map(buildFormItems(fields, { requiredStyle: 'table' }).map((i) => [i.key, i])), [fields]);
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selected = selectedKeys ? [...selectedKeys] : ownSelection;
  const select = (keys: string[]) => {
    const next = selection === 'radio' ? keys.slice(-1) : keys;
    if (!selectedKeys) setOwnSelection(next);
    onSelect?.(next);
  };
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const [draft, setDraft] = useState<unknown>(null);
  const [blurErrors, setBlurErrors] = useState<RowErrors>({});
  const [dialog, setDialog] = useState<{ item: FormItem; rowKey: string } | null>(null);
  const [picking, setPicking] = useState<{ item: FormItem; rowKey: string } | null>(null);
  const dragFrom = useRef<number | null>(null);
  const [orderDrafts, setOrderDrafts] = useState<Record<string, string>>({});

  const emit = (next: EditableRow[]) => onChange?.(next);
  const rowOf = (rowKey: string) => rows.find((r) => r.rowKey === rowKey);
  const errorOf = (rowKey: string, key: string) => blurErrors[rowKey]?.[key] ?? errors?.[rowKey]?.[key];

  const check = (rowKey: string, item: FormItem, value: unknown) => {
    const problem = cellProblem(item, value);
    setBlurErrors((prev) => {
      const cells = { ...(prev[rowKey] ?? {}) };
      if (problem) cells[item.key] = problem;
      else delete cells[item.key];
      return { ...prev, [rowKey]: cells };
    });
  };
  const commit = (rowKey: string, item: FormItem, formValue: unknown, validate: boolean) => {
    // typed text commits on blur only, so trimming here never eats a space being typed
    const wire = toWireValues([item], { [item.key]: formValue })[item.key];
    emit(updateCell(rows, rowKey, item.key, wire));
    if (validate) check(rowKey, item, wire);
    return wire;
  };

  const startEdit = (row: EditableRow, item: FormItem) => {
    if (DIALOG_WIDGETS.has(item.control.widget)) {
      setDialog({ item, rowKey: row.rowKey });
      return;
    }
    if (item.control.widget === 'switch') {
      const flipped = toggledFlag(row[item.key]);
      emit(updateCell(rows, row.rowKey, item.key, flipped));
      return;
    }
    if (item.control.widget === 'resourcePicker') {
      setPicking({ item, rowKey: row.rowKey });
      return;
    }
    setEditing({ rowKey: row.rowKey, key: item.key });
    setDraft(toFormValues([item], { [item.key]: row[item.key] })[item.key] ?? null);
  };
  const finishEdit = (item: FormItem) => {
    if (!editing) return;
    commit(editing.rowKey, item, draft, true);
    setEditing(null);
  };

  const onPicked = async (item: FormItem, rowKey: string, picked: RecordRow[]) => {
    setPicking(null);
    let pairs: LinkPairRow[] = [];
    if (item.field.id !== undefined) {
      try {
        pairs = await fetchLinkPairs(String(item.field.id));
      } catch {
        pairs = [];
      }
    }
    const fills = linkPairFills(pairs, picked);
    let next = [...rows];
    for (const fill of fills) next = updateCell(next, rowKey, fill.fieldName, fill.value);
    if (!fills.some((f) => f.fieldName === item.key)) {
      next = updateCell(next, rowKey, item.key, picked.map((r) => String(r[item.key] ?? r.label ?? r.id)).join(','));
    }
    emit(next);
    check(rowKey, item, next.find((r) => r.rowKey === rowKey)?.[item.key]);
  };

  const renderCell = (row: EditableRow, item: FormItem | undefined, field: FieldDefinition) => {
    const value = row[field.fieldName];
    if (item?.control.widget === 'imageUpload') return <ImageThumbCell field={field} value={value} onView={onViewImage} />;
    const editable = !readOnly && item !== undefined && item.editable;
    const pickOnly = !readOnly && item?.control.widget === 'resourcePicker' && item.control.picker?.confirmButton === false;
    if (item && editable && editing?.rowKey === row.rowKey && editing.key === item.key) {
      return (
        <div
          data-testid="cell-editor"
          onBlur={(e) => {
            // leaving the editor (not moving inside it, nor into its dropdown) ends the edit
            const next = e.relatedTarget as Node | null;
            if (next && e.currentTarget.contains(next)) return;
            finishEdit(item);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && TYPED_WIDGETS.has(item.control.widget) && item.control.widget !== 'textarea') finishEdit(item);
          }}
        >
          <FormControl
            item={item}
            value={draft}
            onChange={(v) => {
              setDraft(v);
              if (!TYPED_WIDGETS.has(item.control.widget)) commit(row.rowKey, item, v, true);
            }}
          />
        </div>
      );
    }
    if (item && editable && item.control.widget === 'switch') {
      return <Checkbox checked={value === true || value === 'true' || value === '1' || value === 1 || value === '是'} aria-label={item.label} />;
    }
    const shown = <CellText field={field} value={value} desensitization={desensitization} />;
    if (!(editable || pickOnly)) return shown;
    return <div style={{ minHeight: 22, cursor: 'pointer' }}>{shown}</div>;
  };

  const leading: ColumnsType<EditableRow> = [];
  if (reorder) {
    leading.push({
      key: '__order',
      title: '排序',
      width: 90,
      render: (_: unknown, row: EditableRow, index: number) => {
        const typed = orderDrafts[row.rowKey];
        const apply = () => {
          if (typed !== undefined) emit(moveToTypedIndex(rows, row.rowKey, typed));
          setOrderDrafts((d) => {
            const { [row.rowKey]: _drop, ...rest } = d;
            return rest;
          });
        };
        return (
          <Space size={4}>
            {!readOnly && (
              <span
                draggable
                aria-label="拖动排序"
                style={{ cursor: 'move' }}
                onDragStart={(e) => {
                  dragFrom.current = index;
                  e.dataTransfer.effectAllowed = 'move';
                }}
              >
                <HolderOutlined />
              </span>
            )}
            <Input
              size="small"
              aria-label="行号"
              style={{ width: 48 }}
              disabled={readOnly}
              value={typed ?? String(index + 1)}
              onChange={(e) => setOrderDrafts((d) => ({ ...d, [row.rowKey]: e.target.value }))}
              onBlur={apply}
              onPressEnter={apply}
            />
          </Space>
        );
      },
    });
  }
  if (showIndex) leading.push({ key: '__index', title: '序号', width: 60, align: 'center', render: (_: unknown, _r: EditableRow, i: number) => i + 1 });

  const dataColumns: ColumnsType<EditableRow> = columns.map((c) => {
    const item = items.get(c.key);
    const editable = !readOnly && item !== undefined && (item.editable || (item.control.widget === 'resourcePicker' && item.control.picker?.confirmButton === false));
    return {
      key: c.key,
      dataIndex: c.key,
      title: item?.required && !readOnly ? (
        <span>
          <span style={{ color: '#ff4d4f', marginRight: 2 }}>*</span>
          {c.label}
        </span>
      ) : (
        c.label
      ),
      width: c.width,
      fixed: c.fixed,
      onHeaderCell: () => ({ style: { minWidth: c.minWidth } }),
      onCell: (row: EditableRow) => ({
        'data-cell': c.key,
        onClick: editable && item && !(editing?.rowKey === row.rowKey && editing.key === c.key) ? () => startEdit(row, item) : undefined,
      }),
      render: (_: unknown, row: EditableRow) => {
        const problem = errorOf(row.rowKey, c.key);
        return (
          <>
            {renderCell(row, item, c.field)}
            {problem && (
              <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }} data-testid="cell-error">
                {problem}
              </Typography.Text>
            )}
          </>
        );
      },
    };
  });

  const full = maxRows !== undefined && rows.length >= maxRows;
  const refuseFull = () => {
    void message.warning(maxRowsMessage ?? `最多${maxRows}条`);
  };
  const add = () => {
    if (full) return refuseFull();
    emit(insertRow(rows, newRow(), insertPosition(rows, selected)));
  };
  const copy = () => {
    if (selected.length === 0) return void message.warning(MSG_AT_LEAST_ONE);
    if (maxRows !== undefined && rows.length + selected.length > maxRows) return refuseFull();
    emit(copyRows(rows, selected));
  };
  const remove = () => {
    if (selected.length === 0) return void message.warning(MSG_AT_LEAST_ONE);
    emit(deleteRows(rows, selected));
    select([]);
  };
  const hasToolbar = !readOnly && toolbar && (toolbar.add || toolbar.copy || toolbar.remove);
  const hasSummary = summary ?? columns.some((c) => c.summable);
  const leadCount = leading.length + (selection === 'none' ? 0 : 1);

  const pickerItem = picking?.item;
  const dialogRow = dialog ? rowOf(dialog.rowKey) : undefined;

  return (
    <div data-testid={testId}>
      {(hasToolbar || extra) && (
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
          <Space>
            {!readOnly && toolbar?.add && (
              <Button type="primary" size="small" onClick={add}>
                新增
              </Button>
            )}
            {!readOnly && toolbar?.remove && (
              <Button danger size="small" onClick={remove}>
                删除
              </Button>
            )}
            {!readOnly && toolbar?.copy && (
              <Button size="small" onClick={copy}>
                复制
              </Button>
            )}
          </Space>
          {extra}
        </Space>
      )}
      <Table<EditableRow>
        size="small"
        bordered
        rowKey="rowKey"
        pagination={false}
        columns={[...leading, ...dataColumns]}
        dataSource={rows as EditableRow[]}
        locale={{ emptyText: EMPTY_TEXT }}
        scroll={{ x: 'max-content', ...(scrollY ? { y: scrollY } : {}) }}
        rowSelection={
          selection === 'none'
            ? undefined
            : {
                type: selection,
                selectedRowKeys: selected,
                onChange: (keys) => select(keys.map(String)),
              }
        }
        onRow={(row, index) => ({
          // a click on a plain cell selects the row (checkbox toggles, radio keeps one)
          onClick: (e) => {
            if (selection === 'none') return;
            const target = e.target as HTMLElement;
            if (target.closest('.ant-table-selection-column, a, button, input, [data-testid="cell-editor"]')) return;
            const cell = target.closest('td')?.getAttribute('data-cell');
            const item = cell ? items.get(cell) : undefined;
            if (!readOnly && item?.editable) return;
            const has = selected.includes(row.rowKey);
            select(selection === 'radio' ? [row.rowKey] : has ? selected.filter((k) => k !== row.rowKey) : [...selected, row.rowKey]);
          },
          onDragOver: (e) => {
            if (reorder && dragFrom.current !== null) e.preventDefault();
          },
          onDrop: (e) => {
            if (!reorder || dragFrom.current === null || index === undefined) return;
            e.preventDefault();
            emit(moveRow(rows, dragFrom.current, index));
            dragFrom.current = null;
          },
        })}
        summary={
          hasSummary && rows.length > 0
            ? () => {
                const sums = summaryRow(columns, rows);
                const first = columns[0];
                // with leading columns the label sits in the first of them
                if (leadCount > 0 && first && !first.summable && sums[first.key] === SUMMARY_LABEL) delete sums[first.key];
                return (
                  <Table.Summary fixed>
                    <Table.Summary.Row data-testid="summary-row">
                      {Array.from({ length: leadCount }, (_, i) => (
                        <Table.Summary.Cell key={`lead-${i}`} index={i}>
                          {i === 0 ? <Typography.Text strong>{SUMMARY_LABEL}</Typography.Text> : null}
                        </Table.Summary.Cell>
                      ))}
                      {columns.map((c, i) => (
                        <Table.Summary.Cell key={c.key} index={leadCount + i}>
                          <Typography.Text strong>{sums[c.key] ?? ''}</Typography.Text>
                        </Table.Summary.Cell>
                      ))}
                    </Table.Summary.Row>
                  </Table.Summary>
                );
              }
            : undefined
        }
      />
      <CellPickerDialog
        item={dialog?.item ?? null}
        value={dialogRow?.[dialog?.item.key ?? '']}
        onCancel={() => setDialog(null)}
        onConfirm={(value) => {
          if (!dialog) return;
          emit(updateCell(rows, dialog.rowKey, dialog.item.key, value));
          check(dialog.rowKey, dialog.item, value);
          setDialog(null);
        }}
      />
      <PopupPicker
        open={picking !== null}
        resourceId={pickerItem?.cgFormatResId !== undefined ? String(pickerItem.cgFormatResId) : null}
        multiple={pickerItem?.control.multiple ?? false}
        confirmButton={pickerItem?.control.picker?.confirmButton ?? true}
        onCancel={() => setPicking(null)}
        onConfirm={(picked) => picking && void onPicked(picking.item, picking.rowKey, picked)}
      />
    </div>
  );
}
