import { CONTROL_KINDS, DATE_FORMATS, FIELD_TYPES } from '@wb/templates';
import { sql, type Kysely } from 'kysely';
import { badRequest } from '../../../http/errors';
import { stableId } from '../../../seed/stableId';
import { CODE, COLUMN_NAME, CUSTOM_TABLE_NAME } from '../../../lowcode/names';
import { checkPattern } from '../../../lowcode/safePattern';
import type { CrudDb } from '../../schema';
import type { CatalogChild, CatalogEntity, CatalogField } from '../types';

/**
 * The low-code designer's own definitions (低代码设计 → 设计器, module optimus_prime), served by
 * the record engine like any declared entity: enums, validation rules, value formats, custom
 * field types, custom tables and sub-tables. Names a definition introduces are checked against
 * whitelist patterns both by the FORM template (the client's blur check) and in `beforeSave`
 * (authoritative, same transaction as the write); patterns are checked statically before they
 * are ever compiled. Migration 015_lowcode.
 */

const codeRule = (label: string) => ({
  validateMethod: `/${CODE.source}/`,
  validateTitle: `${label}须以字母开头，只能含字母、数字和下划线`,
});

/** Existing values of a row being updated (an update body may carry only the changed fields). */
async function withStored(
  db: Kysely<CrudDb>,
  table: 'cg_validate' | 'cg_val_format' | 'cg_table' | 'cg_sub_table',
  orgId: string,
  selfId: string | null,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!selfId) return values;
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
    where id = ${selfId} and org_id = ${orgId}`.execute(db);
  const stored = rows[0] ?? {};
  const merged: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(stored))
    merged[k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = v;
  return { ...merged, ...values };
}

// ---------------------------------------------------------------- 枚举

export const ENUM_MSG = {
  color: '颜色格式错误（如 #1677ff 或 red）',
} as const;

export const cgEnum: CatalogEntity = {
  module: 'optimus_prime',
  name: 'cg_enum',
  label: '枚举',
  fields: [
    {
      name: 'enumCode',
      label: '枚举编码',
      required: true,
      unique: '枚举编码已存在',
      query: 'quick',
      sort: true,
      validate: codeRule('枚举编码'),
    },
    {
      name: 'enumName',
      label: '枚举名称',
      required: true,
      unique: '枚举名称已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    {
      table: 'cg_enum_item',
      label: '枚举项',
      fields: [
        { name: 'itemValue', label: '值', required: true },
        { name: 'itemLabel', label: '显示名称', required: true },
        {
          name: 'color',
          label: '颜色',
          validate: { validateMethod: '/^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/', validateTitle: ENUM_MSG.color },
        },
        { name: 'disabled', label: '停用', control: 'yesNo', defaultValue: '否' },
      ],
    },
  ],
  demo: () => [
    {
      enumCode: 'weighType',
      enumName: '过磅类型',
      remark: '称重记录的业务类型',
      cg_enum_item: [
        { itemValue: 'PU', itemLabel: '采购', color: '#1677ff', disabled: '否' },
        { itemValue: 'SA', itemLabel: '销售', color: '#52c41a', disabled: '否' },
        { itemValue: 'AL', itemLabel: '调拨', color: '#faad14', disabled: '否' },
      ],
    },
    {
      enumCode: 'yesNo',
      enumName: '是否',
      remark: null,
      cg_enum_item: [
        { itemValue: '是', itemLabel: '是', color: 'green', disabled: '否' },
        { itemValue: '否', itemLabel: '否', color: 'red', disabled: '否' },
      ],
    },
  ],
};

// ---------------------------------------------------------------- 校验规则

/**
 * A rule's pattern must pass the static ReDoS check, compile, and match its sample value; the
 * inversion is a flag of its own (a field's cgValidate gets the `!` marker from it).
 */
async function checkValidateRule(
  db: Kysely<CrudDb>,
  orgId: string,
  values: Record<string, unknown>,
  selfId: string | null,
) {
  const row = await withStored(db, 'cg_validate', orgId, selfId, values);
  const pattern = typeof row.validateMethod === 'string' ? row.validateMethod.trim() : '';
  if (pattern.startsWith('!')) throw badRequest('校验规则不能以!开头，取反请使用“取反”选项');
  const result = checkPattern(pattern, typeof row.sampleValue === 'string' ? row.sampleValue : null);
  if (result.error) throw badRequest(result.error);
}

export const cgValidate: CatalogEntity = {
  module: 'optimus_prime',
  name: 'cg_validate',
  label: '校验规则',
  labelField: 'validateName',
  fields: [
    {
      name: 'validateName',
      label: '规则名称',
      required: true,
      unique: '规则名称已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'validateMethod', label: '正则表达式', required: true, query: 'quick', width: 240 },
    { name: 'validateTitle', label: '提示信息', required: true },
    { name: 'inverted', label: '取反', control: 'yesNo', defaultValue: '否' },
    { name: 'sampleValue', label: '示例值', required: true },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  beforeSave: checkValidateRule,
  demo: () => [
    {
      validateName: '手机号码',
      validateMethod: '/^1[3-9]\\d{9}$/',
      validateTitle: '手机号码格式错误',
      inverted: '否',
      sampleValue: '13800138000',
      remark: null,
    },
    {
      validateName: '整数',
      validateMethod: '/^\\d{1,9}$/',
      validateTitle: '请输入整数',
      inverted: '否',
      sampleValue: '42',
      remark: null,
    },
    {
      validateName: '不含空格',
      validateMethod: '/\\s/',
      validateTitle: '不能含有空格',
      inverted: '是',
      sampleValue: 'a b',
      remark: '取反：匹配即不通过',
    },
  ],
};

// ---------------------------------------------------------------- 值格式

/** The date display formats of SPEC §5 (codes 1–6): builtins, read-only. */
export const BUILTIN_VAL_FORMATS = Object.entries(DATE_FORMATS).map(([code, pattern]) => ({ code, pattern }));
const BUILTIN_CODES = new Set(BUILTIN_VAL_FORMATS.map((f) => f.code));
/** A custom number format: thousands separators, a 0, up to 6 decimals, optional percent. */
export const NUMBER_FORMAT = /^(#,##0|#,###|0)(\.0{1,6})?%?$/;

export const VAL_FORMAT_MSG = {
  builtinCode: '编码1至6为内置日期格式，不能使用',
  builtinEdit: '内置值格式不能修改',
  builtinDelete: '内置值格式不能删除',
  pattern: '数字格式错误（如 #,##0.00、0.000、0%）',
  kind: '只能新增数字格式',
} as const;

async function checkValFormat(
  db: Kysely<CrudDb>,
  orgId: string,
  values: Record<string, unknown>,
  selfId: string | null,
) {
  const row = await withStored(db, 'cg_val_format', orgId, selfId, values);
  if (row.builtin === '是') throw badRequest(VAL_FORMAT_MSG.builtinEdit);
  if (BUILTIN_CODES.has(String(row.formatCode ?? ''))) throw badRequest(VAL_FORMAT_MSG.builtinCode);
  if (row.formatKind !== '数字') throw badRequest(VAL_FORMAT_MSG.kind);
  if (!NUMBER_FORMAT.test(String(row.formatPattern ?? ''))) throw badRequest(VAL_FORMAT_MSG.pattern);
  values.builtin = '否';
}

async function keepBuiltins(db: Kysely<CrudDb>, orgId: string, ids: readonly string[]) {
  const list = sql.join(ids.map((id) => sql`${id}`));
  const { rows } = await sql`select 1 from cg_val_format where org_id = ${orgId} and builtin = '是'
    and id in (${list}) limit 1`.execute(db);
  if (rows.length > 0) throw badRequest(VAL_FORMAT_MSG.builtinDelete);
}

export const cgValFormat: CatalogEntity = {
  module: 'optimus_prime',
  name: 'cg_val_format',
  label: '值格式',
  fields: [
    {
      name: 'formatCode',
      label: '编码',
      required: true,
      unique: '值格式编码已存在',
      query: 'quick',
      sort: true,
      validate: { validateMethod: '/^[A-Za-z0-9_]{1,32}$/', validateTitle: '编码只能含字母、数字和下划线' },
    },
    { name: 'formatName', label: '名称', required: true, query: 'quick' },
    {
      name: 'formatKind',
      label: '类型',
      control: 'select',
      options: ['日期', '数字'],
      required: true,
      defaultValue: '数字',
      query: 'advanced',
    },
    { name: 'formatPattern', label: '格式', required: true },
    { name: 'builtin', label: '内置', control: 'yesNo', serverOnly: true },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  beforeSave: checkValFormat,
  beforeDelete: keepBuiltins,
  demo: () => [
    ...BUILTIN_VAL_FORMATS.map((f) => ({
      formatCode: f.code,
      formatName: `日期格式${f.code}`,
      formatKind: '日期',
      formatPattern: f.pattern,
      builtin: '是',
      remark: '内置',
    })),
    {
      formatCode: 'ton3',
      formatName: '吨（三位小数）',
      formatKind: '数字',
      formatPattern: '#,##0.000',
      builtin: '否',
      remark: null,
    },
    {
      formatCode: 'money',
      formatName: '金额',
      formatKind: '数字',
      formatPattern: '#,##0.00',
      builtin: '否',
      remark: null,
    },
  ],
};

// ---------------------------------------------------------------- 自定义类型

export const cgType: CatalogEntity = {
  module: 'optimus_prime',
  name: 'cg_type',
  label: '自定义类型',
  fields: [
    {
      name: 'typeCode',
      label: '类型编码',
      required: true,
      unique: '类型编码已存在',
      query: 'quick',
      sort: true,
      validate: codeRule('类型编码'),
    },
    { name: 'typeName', label: '类型名称', required: true, query: 'quick' },
    {
      name: 'fieldType',
      label: '字段类型',
      control: 'select',
      options: [...FIELD_TYPES],
      required: true,
      query: 'advanced',
    },
    {
      name: 'controlKind',
      label: '默认控件',
      control: 'select',
      options: [...CONTROL_KINDS],
      required: true,
    },
    {
      name: 'validateName',
      label: '默认校验规则',
      control: 'picker',
      picker: { popup: 'cg_validate_res', links: { validateId: 'id', validateName: 'validateName' } },
    },
    { name: 'validateId', label: '校验规则ID', control: 'hidden', kind: 'uuid' },
    {
      name: 'valFormatName',
      label: '默认值格式',
      control: 'picker',
      picker: {
        popup: 'cg_val_format_res',
        links: { valFormatId: 'id', valFormatCode: 'formatCode', valFormatName: 'formatName' },
      },
    },
    { name: 'valFormatCode', label: '值格式编码', readOnly: true },
    { name: 'valFormatId', label: '值格式ID', control: 'hidden', kind: 'uuid' },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  demo: () => [
    { typeCode: 'plate', typeName: '车牌号', fieldType: 'TEXT', controlKind: 'ONE_TXT', remark: null },
    { typeCode: 'tonnage', typeName: '吨位', fieldType: 'NUMBER', controlKind: 'NUMBER', remark: null },
  ],
};

// ---------------------------------------------------------------- 自定义表 / 自定义子表

/** Columns every custom table gets from the generator: a definition may not name them. */
export const RESERVED_COLUMNS = new Set([
  'id',
  'org_id',
  'group_id',
  'version',
  'enabled',
  'deleted_at',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'sort_index',
  'parent_id',
  'status',
]);
export const COLUMN_KINDS = ['文本', '多行文本', '数字', '日期', '日期时间', '是否'] as const;

export const TABLE_MSG = {
  tableName: '表名须以cg_开头，其后以小写字母开头，只能含小写字母、数字和下划线，最长43个字符',
  columnName: '列名须以小写字母开头，只能含小写字母、数字和下划线，最长41个字符',
  reserved: (name: string) => `列名${name}为系统保留列`,
  duplicate: (name: string) => `列名${name}重复`,
  published: '已发布的表不能修改表名',
} as const;

const columnFields: CatalogField[] = [
  {
    name: 'columnName',
    label: '列名',
    required: true,
    validate: { validateMethod: `/${COLUMN_NAME.source}/`, validateTitle: TABLE_MSG.columnName },
  },
  { name: 'columnLabel', label: '显示名称', required: true },
  {
    name: 'columnKind',
    label: '类型',
    control: 'select',
    options: [...COLUMN_KINDS],
    required: true,
    defaultValue: '文本',
  },
  { name: 'required', label: '必填', control: 'yesNo', defaultValue: '否' },
  { name: 'uniqueFlag', label: '唯一', control: 'yesNo', defaultValue: '否' },
];

const columnChild = (table: string): CatalogChild => ({
  table,
  label: '列',
  fields: columnFields,
  check: (row) => {
    const name = String(row.columnName ?? '');
    if (!COLUMN_NAME.test(name)) return TABLE_MSG.columnName;
    if (RESERVED_COLUMNS.has(name)) return TABLE_MSG.reserved(name);
    return null;
  },
});

/** The table name's pattern, and a published table keeps its name (its real table has it). */
async function checkTableName(
  db: Kysely<CrudDb>,
  table: 'cg_table' | 'cg_sub_table',
  orgId: string,
  values: Record<string, unknown>,
  selfId: string | null,
) {
  const row = await withStored(db, table, orgId, selfId, values);
  const name = String(row.tableName ?? '');
  if (!CUSTOM_TABLE_NAME.test(name)) throw badRequest(TABLE_MSG.tableName);
  // tables and sub-tables share one name space (both become real tables)
  const other = table === 'cg_table' ? 'cg_sub_table' : 'cg_table';
  const clash = await sql`select 1 from ${sql.table(other)} where org_id = ${orgId} and deleted_at is null
    and table_name = ${name}`.execute(db);
  if (clash.rows.length > 0) throw badRequest('表名已存在');
  if (selfId && row.published === '是' && 'tableName' in values) {
    const { rows } = await sql<{ table_name: string }>`select table_name from ${sql.table(table)}
      where id = ${selfId} and org_id = ${orgId}`.execute(db);
    if (rows[0] && rows[0].table_name !== name) throw badRequest(TABLE_MSG.published);
  }
  if (!selfId) values.published = '否';
}

const tableFields = (label: string): CatalogField[] => [
  {
    name: 'tableName',
    label: '表名',
    required: true,
    unique: '表名已存在',
    query: 'quick',
    sort: true,
    validate: { validateMethod: `/${CUSTOM_TABLE_NAME.source}/`, validateTitle: TABLE_MSG.tableName },
  },
  { name: 'tableLabel', label, required: true, query: 'quick' },
  { name: 'published', label: '已发布', control: 'yesNo', serverOnly: true },
  { name: 'remark', label: '备注', control: 'textarea' },
];

export const cgTable: CatalogEntity = {
  module: 'optimus_prime',
  name: 'cg_table',
  label: '自定义表',
  fields: tableFields('表说明'),
  children: [columnChild('cg_table_column')],
  beforeSave: (db, orgId, values, selfId) => checkTableName(db, 'cg_table', orgId, values, selfId),
  demo: () => [
    {
      tableName: 'cg_sample_point',
      tableLabel: '取样点',
      remark: '示例：取样点登记',
      cg_table_column: [
        {
          columnName: 'point_code',
          columnLabel: '取样点编码',
          columnKind: '文本',
          required: '是',
          uniqueFlag: '是',
        },
        {
          columnName: 'point_name',
          columnLabel: '取样点名称',
          columnKind: '文本',
          required: '是',
          uniqueFlag: '否',
        },
        {
          columnName: 'depth',
          columnLabel: '取样深度',
          columnKind: '数字',
          required: '否',
          uniqueFlag: '否',
        },
      ],
    },
  ],
};

export const cgSubTable: CatalogEntity = {
  module: 'optimus_prime',
  name: 'cg_sub_table',
  label: '自定义子表',
  fields: [
    ...tableFields('子表说明'),
    {
      name: 'parentTableName',
      label: '主表',
      control: 'picker',
      required: true,
      query: 'quick',
      picker: { popup: 'cg_table_res', links: { parentTableId: 'id', parentTableName: 'tableName' } },
    },
    { name: 'parentTableId', label: '主表ID', control: 'hidden', kind: 'uuid' },
  ],
  children: [columnChild('cg_sub_table_column')],
  beforeSave: async (db, orgId, values, selfId) => {
    await checkTableName(db, 'cg_sub_table', orgId, values, selfId);
    const row = await withStored(db, 'cg_sub_table', orgId, selfId, values);
    if (!row.parentTableId) throw badRequest('主表不能为空！');
    const { rows } = await sql<{ table_name: string }>`select table_name from cg_table
      where id = ${String(row.parentTableId)} and org_id = ${orgId} and deleted_at is null`.execute(db);
    if (!rows[0]) throw badRequest('主表不存在');
    values.parentTableName = rows[0].table_name;
  },
  // the parent is cg_table's first demo row (seedCatalog's ids: table, company code, row number)
  demo: ({ org }) => [
    {
      tableName: 'cg_sample_point_record',
      tableLabel: '取样记录',
      remark: '示例：取样点下的取样记录',
      parentTableId: stableId('cg_table', `${org.code}:0`),
      parentTableName: 'cg_sample_point',
      cg_sub_table_column: [
        {
          columnName: 'sample_no',
          columnLabel: '样品编号',
          columnKind: '文本',
          required: '是',
          uniqueFlag: '否',
        },
        {
          columnName: 'sampled_at',
          columnLabel: '取样时间',
          columnKind: '日期时间',
          required: '是',
          uniqueFlag: '否',
        },
      ],
    },
  ],
};

/** Migration 015_lowcode's declarations. */
export const LOWCODE_DECLARATIONS: readonly CatalogEntity[] = [
  cgType,
  cgTable,
  cgSubTable,
  cgEnum,
  cgValidate,
  cgValFormat,
];
