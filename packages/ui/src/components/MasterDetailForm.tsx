import { Alert, App, Button, Card, Col, Form, Row, Space, Spin, Tabs, type FormInstance } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildColumns, buildFormItems, defaultValues, type FieldDefinition, type FormItem } from '@wb/templates';
import type { FormatView, RecordRow } from '@wb/api';
import { useLeadingDebounce } from '../hooks/useLeadingDebounce';
import { useUserContext } from '../hooks/useUserContext';
import { antdRules } from '../logic/antdRules';
import { firstError, rowErrors, withRowKeys, type EditableRow, type RowErrors } from '../logic/editableRows';
import { toFormValues, toWireValues } from '../logic/formValues';
import { gridSpan } from '../logic/gridSpan';
import { SAVE_DEBOUNCE_MS } from '../logic/leadingDebounce';
import {
  AUTO_CHILD_ROW_DELAY_MS,
  childRowsCheck,
  childStatistics,
  childTables,
  formTypeBehaviour,
  masterDetailPayload,
  MSG_ONE_CHILD_ROW,
  splitFields,
  splitRecord,
  type FormType,
} from '../logic/masterDetail';
import { EditableTable } from './EditableTable';
import { FormControl } from './FormControl';

/** Options of a master-detail form the template does not carry (SPEC.md §5). */
export interface MasterDetailOptions {
  /** saving without child rows asks 子表未新增数据, 是否继续提交? (title 提示) */
  validTable?: boolean;
  /** one child row at most: 只能有一条子表信息 */
  oneActicle?: boolean;
  /** the child tables offer 复制 */
  copyable?: boolean;
  /** the child tables offer 统计信息 (row count and itotal sums) */
  statistics?: boolean;
  /** tab / card labels of the child tables (default: the table name) */
  tableLabels?: Readonly<Record<string, string>>;
}

export interface MasterDetailFormProps extends MasterDetailOptions {
  /** the main form; the caller owns it to fill it (loaded values, defaults, picker fills) */
  form: FormInstance;
  /** the FORM template (FORMAT_MASTER_CHILD_FROM or FORMAT_TAB_FROM) */
  template: FormatView;
  /** the route query type (SPEC.md §2) */
  type: FormType;
  /** the loaded record (its child rows under the child table names); null when creating or loading */
  record: RecordRow | null;
  loading?: boolean;
  saving?: boolean;
  /** fields of the main form kept out (hidden by the caller's rules) */
  hidden?: ReadonlySet<string>;
  /** values carried along without an input (id, version, fields filled by pickers) */
  carried?: () => Record<string, unknown>;
  onPick?: (item: FormItem) => void;
  onValuesChange?: (changed: unknown, all: Record<string, unknown>) => void;
  /** `{...main, [childTable]: rows}` when both parts are valid; null and false otherwise (SPEC.md §5) */
  onSubmit: (payload: Record<string, unknown> | null, ok: boolean) => void;
  onCancel: () => void;
  onViewImage?: (paths: string[], field: FieldDefinition) => void;
}

/** The main form's items (8 columns, master-detail required wording) of a master-child template. */
export function masterItems(template: FormatView): FormItem[] {
  const { main } = splitFields(template.formSubList, childTables(template.opations));
  return buildFormItems(main, { style: 'FORMAT_EIGHT_COLUMN_FROM', requiredStyle: 'masterDetail' });
}

/** A flag the template's opations may carry beside main/son (older servers do); props win. */
function opationFlag(template: FormatView, key: string): boolean | undefined {
  const v = (template.opations as Record<string, unknown> | undefined)?.[key];
  return v === true || v === 'true' || v === 1 || v === '1' ? true : undefined;
}

/**
 * The master-detail form (SPEC.md §2, §5): an 8-column main form and one editable child table per
 * child table (tabs in the tab layout), with 新增 / 删除 / optional 复制 and 统计信息. Saving checks
 * the main form and every child row; the route query type decides the auto child row (create,
 * createRef), hidden child buttons (safeUpdate) and the button set (weigh: 称重保存 / 取 消).
 */
export function MasterDetailForm({
  form,
  template,
  type,
  record,
  loading = false,
  saving = false,
  hidden,
  carried,
  onPick,
  onValuesChange,
  onSubmit,
  onCancel,
  onViewImage,
  ...options
}: MasterDetailFormProps) {
  const { message, modal } = App.useApp();
  const user = useUserContext();
  const validTable = options.validTable ?? opationFlag(template, 'validTable') ?? false;
  const oneActicle = options.oneActicle ?? opationFlag(template, 'oneActicle') ?? false;
  const behaviour = formTypeBehaviour(type);
  const tables = useMemo(() => childTables(template.opations), [template.opations]);
  const split = useMemo(() => splitFields(template.formSubList, tables), [template.formSubList, tables]);
  const items = useMemo(() => masterItems(template), [template]);
  const childItems = useMemo(
    () => Object.fromEntries(tables.map((t) => [t, buildFormItems(split.children[t], { requiredStyle: 'table' })])),
    [tables, split],
  );
  const [children, setChildren] = useState<Record<string, EditableRow[]>>(() => Object.fromEntries(tables.map((t) => [t, []])));
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [stats, setStats] = useState<Record<string, boolean>>({});
  const [activeTab, setActiveTab] = useState<string | undefined>(tables[0]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const emptyChild = (table: string): Record<string, unknown> => {
    const its = childItems[table] ?? [];
    const { values } = defaultValues(split.children[table] ?? [], { now: new Date(), user });
    return toWireValues(its, toFormValues(its, values));
  };

  // loaded child rows replace the table; a new record gets one empty row ~200 ms after load (SPEC.md §2)
  useEffect(() => {
    if (loading) return;
    if (record) {
      const { children: loaded } = splitRecord(record, tables);
      setChildren(Object.fromEntries(tables.map((t) => [t, withRowKeys(loaded[t] ?? [])])));
      return;
    }
    setChildren(Object.fromEntries(tables.map((t) => [t, []])));
    if (!behaviour.autoChildRow || tables.length === 0) return;
    timer.current = setTimeout(() => {
      setChildren((prev) => ({ ...prev, [tables[0]]: withRowKeys([emptyChild(tables[0])]) }));
    }, AUTO_CHILD_ROW_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // runs when the record arrives or loading ends, not on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, loading, tables, behaviour.autoChildRow]);

  const save = async () => {
    const values = await form.validateFields().then(
      (v) => v as Record<string, unknown>,
      () => null,
    );
    const found: Record<string, RowErrors> = {};
    for (const t of tables) {
      const e = rowErrors(childItems[t] ?? [], children[t] ?? []);
      if (Object.keys(e).length) found[t] = e;
    }
    setErrors(found);
    const childProblem = Object.values(found).map(firstError).find(Boolean);
    if (childProblem) {
      void message.error(childProblem);
      const bad = tables.find((t) => found[t]);
      if (bad) setActiveTab(bad);
    }
    if (!values || childProblem) {
      onSubmit(null, false);
      return;
    }
    const check = childRowsCheck(
      tables.map((t) => children[t]?.length ?? 0),
      { validTable, oneActicle },
    );
    if (check.kind === 'refuse') {
      void message.warning(check.message);
      onSubmit(null, false);
      return;
    }
    const shown = items.filter((i) => !hidden?.has(i.key));
    const shownKeys = new Set(shown.map((i) => i.key));
    const mainValues = Object.fromEntries(Object.entries(values).filter(([k]) => shownKeys.has(k)));
    const main = { ...(carried?.() ?? {}), ...toWireValues(shown, mainValues) };
    for (const t of tables) delete main[t];
    const payload = masterDetailPayload(main, children, split.children);
    if (check.kind === 'confirm') {
      modal.confirm({
        title: check.title,
        content: check.message,
        okText: '确定',
        cancelText: '取消',
        onOk: () => onSubmit(payload, true),
      });
      return;
    }
    onSubmit(payload, true);
  };
  const submit = useLeadingDebounce(() => void save(), SAVE_DEBOUNCE_MS);

  const tableOf = (t: string) => {
    const columns = buildColumns(split.children[t] ?? []);
    const summed = columns.some((c) => c.summable);
    const st = childStatistics(columns, children[t] ?? []);
    return (
      <>
        {stats[t] && (
          <Alert
            type="info"
            style={{ marginBottom: 8 }}
            data-testid="child-statistics"
            message={[`共 ${st.count} 条`, ...st.sums.map((s) => `${s.label}: ${s.text}`)].join('，')}
          />
        )}
        <EditableTable
          testId={`child-table-${t}`}
          fields={split.children[t] ?? []}
          rows={children[t] ?? []}
          onChange={(rows) => {
            setChildren((prev) => ({ ...prev, [t]: rows }));
            setErrors((prev) => ({ ...prev, [t]: {} }));
          }}
          showIndex
          reorder={behaviour.childButtons}
          errors={errors[t]}
          toolbar={behaviour.childButtons ? { add: true, remove: true, copy: options.copyable ?? false } : undefined}
          newRow={() => emptyChild(t)}
          maxRows={oneActicle ? 1 : undefined}
          maxRowsMessage={MSG_ONE_CHILD_ROW}
          summary={summed}
          onViewImage={onViewImage}
          extra={
            options.statistics ? (
              <Button size="small" onClick={() => setStats((s) => ({ ...s, [t]: !s[t] }))}>
                统计信息
              </Button>
            ) : undefined
          }
        />
      </>
    );
  };
  const labelOf = (t: string) => options.tableLabels?.[t] ?? t;
  const tabLayout = template.formatStyle === 'FORMAT_TAB_FROM';

  return (
    <div data-testid="master-detail-form">
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" requiredMark onValuesChange={onValuesChange}>
          <Row gutter={12}>
            {items
              .filter((item) => !hidden?.has(item.key))
              .map((item) => (
                <Col key={item.key} span={item.control.widget === 'textarea' ? 12 : gridSpan(item.span)} style={{ minWidth: 0 }}>
                  <Form.Item
                    name={item.key}
                    label={item.label}
                    rules={antdRules(item.rules)}
                    validateTrigger={['onBlur', 'onChange']}
                    style={{ marginBottom: 12 }}
                  >
                    <FormControl item={item} onPick={onPick} />
                  </Form.Item>
                </Col>
              ))}
          </Row>
        </Form>
        {tables.length > 0 &&
          (tabLayout || tables.length > 1 ? (
            <Tabs
              activeKey={activeTab}
              onChange={setActiveTab}
              items={tables.map((t) => ({ key: t, label: labelOf(t), children: tableOf(t) }))}
            />
          ) : (
            <Card size="small" title={options.tableLabels?.[tables[0]] ?? '明细'}>
              {tableOf(tables[0])}
            </Card>
          ))}
      </Spin>
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button onClick={onCancel}>取 消</Button>
        <Button type="primary" loading={saving} disabled={loading} onClick={submit}>
          {behaviour.buttons === 'weigh' ? '称重保存' : '保 存'}
        </Button>
      </Space>
    </div>
  );
}
