import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { App, Button, Form, InputNumber, Modal, Radio, Select, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  CLEAR_FORMULA_CONFIRM,
  FORMULA_BRACKETS,
  FORMULA_OPERATORS,
  MSG_CLEARED,
  MSG_CLEAR_CANCELLED,
  checkExpression,
  formulaToRows,
  moveRow,
  rowText,
  sumFormula,
  withoutRows,
  type FormulaRow,
} from '../logic/formulaRows';
import { MSG_POPUP_AT_LEAST_ONE } from '../logic/selectionRules';

export interface FormulaField {
  fieldName: string;
  label: string;
}

export interface FormulaTable {
  /** the sub-table name used in sum(table.column) */
  name: string;
  label: string;
  columns: readonly FormulaField[];
}

export interface FormulaDialogProps {
  open: boolean;
  /** the form's fields an expression may read */
  fields: readonly FormulaField[];
  /** sub-tables a sum may run over */
  tables?: readonly FormulaTable[];
  /** the stored formula, edited as rows when it is an expression */
  value?: string;
  onCancel: () => void;
  onConfirm: (formula: string) => void;
}

/**
 * 公式设置 (SPEC.md §2, §4, §5): an ordered expression over the form's fields with + - * / and
 * brackets, or the sum of a sub-table column (请选择合计表！). Rows are deleted by selection
 * (最少要选择一条数据！) or all at once after 此操作将删除所有数据, 是否继续?; 确 定 checks the formula
 * with the template engine (compileFormula), so what is saved is what the forms can compute.
 */
export function FormulaDialog({ open, fields, tables = [], value = '', onCancel, onConfirm }: FormulaDialogProps) {
  const { message, modal } = App.useApp();
  const seq = useRef(0);
  const nextId = () => `r${++seq.current}`;
  const [mode, setMode] = useState<'expression' | 'sum'>('expression');
  const [rows, setRows] = useState<FormulaRow[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [field, setField] = useState<string | null>(null);
  const [num, setNum] = useState<number | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const [column, setColumn] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const labels = Object.fromEntries(fields.map((f) => [f.fieldName, f.label]));
    const sum = /^\s*sum\s*\(\s*([\w\u4e00-\u9fa5]+)\.([\w\u4e00-\u9fa5]+)\s*\)\s*$/i.exec(value);
    setMode(sum ? 'sum' : 'expression');
    setTable(sum ? sum[1] : null);
    setColumn(sum ? sum[2] : null);
    setRows(sum ? [] : (formulaToRows(value, labels, nextId) ?? []));
    setSelected([]);
    setField(null);
    setNum(null);
    // only on opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const add = (row: FormulaRow) => setRows((r) => [...r, row]);
  const remove = () => {
    if (selected.length === 0) {
      void message.warning(MSG_POPUP_AT_LEAST_ONE);
      return;
    }
    setRows((r) => withoutRows(r, selected));
    setSelected([]);
  };
  const clear = () =>
    modal.confirm({
      title: '提示',
      content: CLEAR_FORMULA_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        setRows([]);
        setSelected([]);
        void message.success(MSG_CLEARED);
      },
      onCancel: () => void message.info(MSG_CLEAR_CANCELLED),
    });

  const confirm = () => {
    const r = mode === 'sum' ? sumFormula(table, column) : checkExpression(rows);
    if (!r.ok) {
      void message.warning(r.error);
      return;
    }
    onConfirm(r.formula);
  };

  const tableColumns = tables.find((t) => t.name === table)?.columns ?? [];
  return (
    <Modal
      open={open}
      title="公式设置"
      width={720}
      maskClosable={false}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>取 消</Button>
          <Button type="primary" onClick={confirm}>
            确 定
          </Button>
        </Space>
      }
    >
      <div data-testid="formula-dialog">
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as 'expression' | 'sum')}
          options={[
            { value: 'expression', label: '表达式' },
            { value: 'sum', label: '子表合计' },
          ]}
          style={{ marginBottom: 12 }}
        />
        {mode === 'sum' ? (
          <Form layout="vertical">
            <Form.Item label="合计表">
              <Select aria-label="合计表" placeholder="请选择合计表" value={table ?? undefined} options={tables.map((t) => ({ value: t.name, label: t.label }))} onChange={(v) => { setTable(v); setColumn(null); }} />
            </Form.Item>
            <Form.Item label="合计字段">
              <Select aria-label="合计字段" placeholder="请选择合计字段" value={column ?? undefined} options={tableColumns.map((c) => ({ value: c.fieldName, label: c.label }))} onChange={setColumn} />
            </Form.Item>
          </Form>
        ) : (
          <>
            <Space wrap style={{ marginBottom: 8 }}>
              <Select aria-label="字段" placeholder="选择字段" style={{ width: 180 }} value={field ?? undefined} options={fields.map((f) => ({ value: f.fieldName, label: f.label }))} onChange={setField} showSearch={{ optionFilterProp: 'label' }} />
              <Button
                disabled={!field}
                onClick={() => {
                  const f = fields.find((x) => x.fieldName === field);
                  if (f) add({ id: nextId(), kind: 'field', value: f.fieldName, label: f.label });
                }}
              >
                添加字段
              </Button>
              <InputNumber aria-label="数值" placeholder="数值" value={num} onChange={(v) => setNum(v)} style={{ width: 110 }} />
              <Button disabled={num === null} onClick={() => num !== null && add({ id: nextId(), kind: 'number', value: String(Math.abs(num)) })}>
                添加数值
              </Button>
              {FORMULA_OPERATORS.map((op) => (
                <Button key={op} aria-label={`运算符${op}`} onClick={() => add({ id: nextId(), kind: 'operator', value: op })}>
                  {op}
                </Button>
              ))}
              {FORMULA_BRACKETS.map((b) => (
                <Button key={b} aria-label={`括号${b}`} onClick={() => add({ id: nextId(), kind: 'bracket', value: b })}>
                  {b}
                </Button>
              ))}
            </Space>
            <Table<FormulaRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={rows}
              scroll={{ y: 240 }}
              locale={{ emptyText: '暂无数据' }}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
              columns={[
                { key: 'n', title: '序号', width: 60, render: (_v, _r, i) => i + 1 },
                { key: 'text', title: '内容', render: (_v, r) => rowText(r) },
                {
                  key: 'move',
                  title: '排序',
                  width: 100,
                  render: (_v, r) => (
                    <Space size={0}>
                      <Button type="link" size="small" aria-label="上移" icon={<ArrowUpOutlined />} onClick={() => setRows((x) => moveRow(x, r.id, -1))} />
                      <Button type="link" size="small" aria-label="下移" icon={<ArrowDownOutlined />} onClick={() => setRows((x) => moveRow(x, r.id, 1))} />
                    </Space>
                  ),
                },
              ]}
            />
            <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }}>
              <Space>
                <Button danger onClick={remove}>
                  删除
                </Button>
                <Button onClick={clear}>清空</Button>
              </Space>
              <Typography.Text type="secondary" data-testid="formula-preview">
                {rows.map(rowText).join(' ')}
              </Typography.Text>
            </Space>
          </>
        )}
      </div>
    </Modal>
  );
}
