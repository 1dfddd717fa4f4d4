import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, InputNumber, Select, Space, Table, Tabs, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { CONTROL_KINDS, FIELD_TYPES } from '@wb/templates';
import type { FieldConfig, FieldSectionKey, FormatConfig } from '@wb/api';
import {
  fieldRowsProblem,
  linksText,
  moveFieldRow,
  newFieldRow,
  parseLinks,
  patchFieldRow,
} from '../../logic/fieldRows';

export interface FormatFieldEditorProps {
  config: FormatConfig;
  /** saves every section's rows; a rejection's message is shown above the table */
  onSave: (lists: Record<FieldSectionKey, FieldConfig[]>) => Promise<void>;
  /** reads an enum's items (the 选项 source) */
  loadEnum?: (code: string) => Promise<NonNullable<FieldConfig['options']>>;
  onCancel?: () => void;
}

const SECTIONS: { key: FieldSectionKey; label: string }[] = [
  { key: 'form', label: '表单字段' },
  { key: 'list', label: '列表字段' },
  { key: 'res', label: '弹窗字段' },
  { key: 'search', label: '查询字段' },
];

const FLAGS: { key: keyof FieldConfig; label: string }[] = [
  { key: 'ishow', label: '显示' },
  { key: 'ihidden', label: '隐藏' },
  { key: 'iupdate', label: '可改' },
  { key: 'irequired', label: '必填' },
  { key: 'iallowQuery', label: '快速查询' },
  { key: 'iallowAdvanceQuery', label: '高级查询' },
  { key: 'isortField', label: '排序' },
  { key: 'itotal', label: '合计' },
];

const on = (v: unknown) => v === true || v === 1 || v === '1';
const typeOptions = FIELD_TYPES.map((v) => ({ value: v, label: v }));
const kindOptions = CONTROL_KINDS.map((v) => ({ value: v, label: v }));

/**
 * The 格式模板 field editor (设计字段): one inline-edited table per section (formSubList,
 * listSubList, resSubList, search panel) with the attributes of SPEC §3: name, label, type,
 * control kind, flags, seq (上移/下移), width, default value, options (from an enum), cgValidate,
 * cgValFormat, popup template and link pairs. The rows are checked here as the server will check
 * them; the server's answer (its Chinese message) is shown when it refuses.
 */
export function FormatFieldEditor({ config, onSave, loadEnum, onCancel }: FormatFieldEditorProps) {
  const [lists, setLists] = useState<Record<FieldSectionKey, FieldConfig[]>>(() => ({
    form: config.form ?? [],
    list: config.list ?? [],
    res: config.res ?? [],
    search: config.search ?? [],
  }));
  const [section, setSection] = useState<FieldSectionKey>(
    config.type === 'FORM' ? 'form' : config.type === 'RESOURCE' ? 'res' : 'list',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [linkDrafts, setLinkDrafts] = useState<Record<string, string>>({});
  const [enumCodes, setEnumCodes] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const rows = lists[section];
  const master = config.customTable ?? config.opations?.main;

  const setRows = (next: FieldConfig[]) => setLists((l) => ({ ...l, [section]: next }));
  /** link text being typed belongs to its row: when rows move or go, the drafts follow them */
  const remapDrafts = (map: (index: number) => number | null) =>
    setLinkDrafts((drafts) => {
      const out: Record<string, string> = {};
      for (const [key, text] of Object.entries(drafts)) {
        const [s, i] = key.split(':');
        if (s !== section) out[key] = text;
        else {
          const to = map(Number(i));
          if (to !== null) out[`${s}:${to}`] = text;
        }
      }
      return out;
    });
  const move = (i: number, by: -1 | 1) => {
    if (i + by < 0 || i + by >= rows.length) return;
    setRows(moveFieldRow(rows, i, by));
    remapDrafts((j) => (j === i ? i + by : j === i + by ? i : j));
  };
  const remove = (i: number) => {
    setRows(rows.filter((_, j) => j !== i));
    remapDrafts((j) => (j === i ? null : j > i ? j - 1 : j));
  };
  const patch = (index: number, p: Partial<FieldConfig>) => setRows(patchFieldRow(rows, index, p));

  const importEnum = async (index: number) => {
    const code = enumCodes[index]?.trim();
    if (!code || !loadEnum) return;
    try {
      patch(index, { options: await loadEnum(code) });
      setProblem(null);
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : `枚举${code}不存在`);
    }
  };

  const save = async () => {
    for (const s of SECTIONS) {
      const p = fieldRowsProblem(lists[s.key]);
      if (p) {
        setSection(s.key);
        setProblem(`${s.label}：${p}`);
        return;
      }
    }
    // link drafts typed but not yet applied are applied now (or refused)
    const next = { ...lists };
    for (const [key, text] of Object.entries(linkDrafts)) {
      const [s, i] = key.split(':') as [FieldSectionKey, string];
      const parsed = parseLinks(text, master);
      if ('error' in parsed) {
        setSection(s);
        setProblem(parsed.error);
        return;
      }
      next[s] = patchFieldRow(next[s], Number(i), { links: parsed.links.length ? parsed.links : undefined });
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSave(next);
      setLists(next);
      setLinkDrafts({});
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const columns: ColumnsType<FieldConfig> = [
    {
      title: '字段名',
      width: 150,
      fixed: 'left',
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`字段名${i + 1}`}
          value={r.fieldName}
          onChange={(e) => patch(i, { fieldName: e.target.value })}
        />
      ),
    },
    {
      title: '名称',
      width: 130,
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`名称${i + 1}`}
          value={r.fieldExplain}
          onChange={(e) => patch(i, { fieldExplain: e.target.value })}
        />
      ),
    },
    {
      title: '字段类型',
      width: 110,
      render: (_, r, i) => (
        <Select
          size="small"
          aria-label={`字段类型${i + 1}`}
          style={{ width: '100%' }}
          options={typeOptions}
          value={r.fieldType}
          onChange={(v) => patch(i, { fieldType: v })}
        />
      ),
    },
    {
      title: '控件类型',
      width: 190,
      render: (_, r, i) => (
        <Select
          size="small"
          aria-label={`控件类型${i + 1}`}
          style={{ width: '100%' }}
          allowClear
          options={kindOptions}
          value={r.formSubmitType}
          onChange={(v) => patch(i, { formSubmitType: v })}
        />
      ),
    },
    ...FLAGS.map((f): ColumnsType<FieldConfig>[number] => ({
      title: f.label,
      width: 64,
      align: 'center',
      render: (_, r, i) => (
        <Checkbox
          aria-label={`${f.label}${i + 1}`}
          checked={on(r[f.key])}
          onChange={(e) => patch(i, { [f.key]: e.target.checked })}
        />
      ),
    })),
    {
      title: '序号',
      width: 80,
      render: (_, r, i) => (
        <InputNumber
          size="small"
          aria-label={`序号${i + 1}`}
          value={r.seq}
          onChange={(v) => patch(i, { seq: v ?? undefined })}
        />
      ),
    },
    {
      title: '列宽',
      width: 80,
      render: (_, r, i) => (
        <InputNumber
          size="small"
          aria-label={`列宽${i + 1}`}
          min={0}
          max={2000}
          value={r.columnWidth === undefined ? null : Number(r.columnWidth)}
          onChange={(v) => patch(i, { columnWidth: v ?? undefined })}
        />
      ),
    },
    {
      title: '默认值',
      width: 130,
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`默认值${i + 1}`}
          value={r.defaultValue ?? ''}
          placeholder="文本或默认值配置JSON"
          onChange={(e) => patch(i, { defaultValue: e.target.value })}
        />
      ),
    },
    {
      title: '选项',
      width: 190,
      render: (_, r, i) => (
        <Space.Compact size="small">
          <Tooltip title={(r.options ?? []).map((o) => o.label).join('、') || '无'}>
            <Button size="small" disabled>
              {(r.options ?? []).length}项
            </Button>
          </Tooltip>
          <Input
            size="small"
            aria-label={`枚举编码${i + 1}`}
            placeholder="枚举编码"
            style={{ width: 90 }}
            value={enumCodes[i] ?? ''}
            onChange={(e) => setEnumCodes((c) => ({ ...c, [i]: e.target.value }))}
          />
          <Button size="small" onClick={() => void importEnum(i)} disabled={!loadEnum}>
            导入
          </Button>
        </Space.Compact>
      ),
    },
    {
      title: '校验规则',
      width: 170,
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`校验规则${i + 1}`}
          value={r.cgValidate?.validateMethod ?? ''}
          placeholder="/^正则$/"
          onChange={(e) =>
            patch(i, {
              cgValidate: e.target.value
                ? { validateMethod: e.target.value, validateTitle: r.cgValidate?.validateTitle ?? '' }
                : undefined,
            })
          }
        />
      ),
    },
    {
      title: '校验提示',
      width: 130,
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`校验提示${i + 1}`}
          value={r.cgValidate?.validateTitle ?? ''}
          disabled={!r.cgValidate}
          onChange={(e) =>
            r.cgValidate && patch(i, { cgValidate: { ...r.cgValidate, validateTitle: e.target.value } })
          }
        />
      ),
    },
    {
      title: '值格式',
      width: 90,
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`值格式${i + 1}`}
          value={r.cgValFormat?.valFormatFun ?? ''}
          placeholder="1-6"
          onChange={(e) =>
            patch(i, { cgValFormat: e.target.value ? { valFormatFun: e.target.value } : undefined })
          }
        />
      ),
    },
    {
      title: '弹窗模板',
      width: 140,
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`弹窗模板${i + 1}`}
          value={r.popup ?? ''}
          placeholder="模板编码"
          onChange={(e) => patch(i, { popup: e.target.value })}
        />
      ),
    },
    {
      title: '关联字段',
      width: 220,
      render: (_, r, i) => (
        <Input
          size="small"
          aria-label={`关联字段${i + 1}`}
          placeholder="本表字段=弹窗字段"
          value={linkDrafts[`${section}:${i}`] ?? linksText(r.links)}
          onChange={(e) => setLinkDrafts((d) => ({ ...d, [`${section}:${i}`]: e.target.value }))}
        />
      ),
    },
    {
      title: '操作',
      width: 110,
      fixed: 'right',
      render: (_, _r, i) => (
        <Space size={2}>
          <Button
            size="small"
            type="text"
            aria-label={`上移${i + 1}`}
            icon={<ArrowUpOutlined />}
            onClick={() => move(i, -1)}
          />
          <Button
            size="small"
            type="text"
            aria-label={`下移${i + 1}`}
            icon={<ArrowDownOutlined />}
            onClick={() => move(i, 1)}
          />
          <Button
            size="small"
            type="text"
            danger
            aria-label={`删除${i + 1}`}
            icon={<DeleteOutlined />}
            onClick={() => remove(i)}
          />
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="format-field-editor">
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 8 }}
          data-testid="field-editor-problem"
        />
      )}
      <Tabs
        activeKey={section}
        onChange={(k) => setSection(k as FieldSectionKey)}
        items={SECTIONS.map((s) => ({ key: s.key, label: `${s.label}(${lists[s.key].length})` }))}
      />
      <Table<FieldConfig>
        size="small"
        rowKey={(r) => `${r.customTable ?? ''}.${r.fieldName}.${rows.indexOf(r)}`}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 2600, y: 480 }}
      />
      <Space style={{ marginTop: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => setRows([...rows, newFieldRow(rows)])}>
          新增字段
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保 存
        </Button>
        {onCancel && <Button onClick={onCancel}>取 消</Button>}
      </Space>
    </div>
  );
}
