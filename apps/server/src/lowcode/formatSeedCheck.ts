import {
  CONTROL_KINDS,
  FIELD_TYPES,
  FORM_STYLES,
  RESOURCE_STYLES,
  SEARCH_OPS,
  SEARCH_TYPES,
  SORT_DIRS,
  compileFormula,
  type FieldOption,
  type LinkPair,
  type SearchParameter,
} from '@wb/templates';
import type { FieldSection, FormatType } from '../templates/schema';
import type { FieldSeed, FormatSeed } from '../templates/seedData/FormatSeed';
import { FIELD_NAME, FORMAT_CODE, RES_URL, TABLE_NAME } from './names';
import { patternBody, unsafePatternReason } from './safePattern';

/**
 * Field-by-field check of a format template as configuration (`FormatSeed`: the export/import
 * JSON and the designer's save body). Only known keys are copied out, each checked against its
 * vocabulary or pattern; the first problem is a Chinese message naming the field. Nothing in a
 * template is evaluated: patterns are checked statically (safePattern.ts), formulas are parsed
 * by the engine's formula compiler, default values are JSON data or plain text.
 */

export const FORMAT_TYPES: readonly FormatType[] = ['FORM', 'LIST', 'RESOURCE'];
export const SECTIONS: readonly FieldSection[] = ['form', 'list', 'res', 'search'];
const SECTION_LABEL: Record<FieldSection, string> = {
  form: '表单字段',
  list: '列表字段',
  res: '弹窗字段',
  search: '查询字段',
};
const MAX_FIELDS = 500;
const MAX_TEXT = 500;
/** Keys of a default-value setting (SPEC §3); anything else in a JSON default is refused. */
const DEFAULT_KEYS = new Set([
  'start',
  'end',
  'startTime',
  'endTime',
  'yearMark',
  'year',
  'monthMark',
  'month',
  'dayMark',
  'day',
  'hourMark',
  'hour',
  'minuteMark',
  'minute',
  'secondMark',
  'second',
]);
const FLAG_KEYS = [
  'ishow',
  'ihidden',
  'iupdate',
  'irequired',
  'imerge',
  'itotal',
  'iallowQuery',
  'iallowAdvanceQuery',
  'isortField',
  'idefinedSort',
  'isEffect',
  'ihandle',
] as const;
const TEXT_KEYS = ['tipsMessage', 'controlValue', 'classType', 'detailsUrl'] as const;

export class FormatCheckError extends Error {}

const fail = (message: string): never => {
  throw new FormatCheckError(message);
};
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, what: string, max = MAX_TEXT): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return fail(`${what}必须是文本`);
  if (v.length > max) return fail(`${what}长度不能超过${max}个字符`);
  return v;
};
const oneOf = <T extends string>(v: unknown, list: readonly T[], what: string): T | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  return list.includes(v as T) ? (v as T) : fail(`${what}「${String(v)}」不存在`);
};
const flagOf = (v: unknown, what: string): boolean | undefined => {
  if (v === undefined || v === null) return undefined;
  if (v === true || v === 1 || v === '1') return true;
  if (v === false || v === 0 || v === '0') return false;
  return fail(`${what}只能是是或否`);
};
const intOf = (v: unknown, what: string, min: number, max: number): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    return fail(`${what}必须是${min}到${max}之间的整数`);
  return n;
};

/** A default value: a JSON default-value setting (known keys, plain values) or plain text. */
function defaultValueOf(v: unknown, what: string): string | undefined {
  const s = text(v, what, 2000);
  if (s === undefined || !s.trim().startsWith('{')) return s;
  let parsed: unknown;
  try {
    parsed = JSON.parse(s);
  } catch {
    return fail(`${what}不是合法的默认值配置`);
  }
  if (!isObject(parsed)) return fail(`${what}不是合法的默认值配置`);
  for (const [key, value] of Object.entries(parsed)) {
    if (!DEFAULT_KEYS.has(key)) return fail(`${what}含有未知的配置项${key}`);
    if (value !== null && !['string', 'number'].includes(typeof value))
      return fail(`${what}的${key}必须是文本或数字`);
  }
  return s;
}

function optionsOf(v: unknown, what: string): FieldOption[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.length > 500) return fail(`${what}的选项必须是不超过500项的列表`);
  return v.map((o, i) => {
    if (!isObject(o)) return fail(`${what}的第${i + 1}个选项格式错误`);
    const value = o.value;
    if (!['string', 'number', 'boolean'].includes(typeof value))
      return fail(`${what}的第${i + 1}个选项缺少值`);
    const label = text(o.label, `${what}的第${i + 1}个选项名称`, 100);
    if (!label) return fail(`${what}的第${i + 1}个选项名称不能为空`);
    const out: FieldOption = { value: value as FieldOption['value'], label };
    const color = text(o.color, `${what}的第${i + 1}个选项颜色`, 32);
    if (color) {
      if (!/^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/.test(color)) fail(`${what}的第${i + 1}个选项颜色格式错误`);
      out.color = color;
    }
    const disabled = flagOf(o.disabled, `${what}的第${i + 1}个选项停用`);
    if (disabled !== undefined) out.disabled = disabled;
    return out;
  });
}

/** Context of a check: which template codes a popup or detail may name. */
export interface FormatCheckContext {
  /** codes of the group's stored templates (besides the one being checked) */
  knownCodes: ReadonlySet<string>;
}

function fieldOf(raw: unknown, section: FieldSection, index: number, ctx: FormatCheckContext): FieldSeed {
  const where = `${SECTION_LABEL[section]}第${index + 1}行`;
  if (!isObject(raw)) return fail(`${where}格式错误`);
  const name = raw.fieldName;
  if (typeof name !== 'string' || !FIELD_NAME.test(name))
    return fail(
      `${where}的字段名「${String(name ?? '')}」不合法（字母开头，只能含字母、数字和下划线，最长64个字符）`,
    );
  const what = `字段${name}`;
  const label = text(raw.fieldExplain, `${what}的名称`, 100);
  if (!label) return fail(`${what}的名称不能为空`);
  const fieldType = oneOf(raw.fieldType, FIELD_TYPES, `${what}的字段类型`);
  if (!fieldType) return fail(`${what}的字段类型不能为空`);
  const f: FieldSeed = { fieldName: name, fieldExplain: label, fieldType };
  const kind = oneOf(raw.formSubmitType, CONTROL_KINDS, `${what}的控件类型`);
  if (kind) f.formSubmitType = kind;
  for (const key of FLAG_KEYS) {
    const v = flagOf(raw[key], `${what}的${key}`);
    if (v !== undefined) f[key] = v;
  }
  const seq = intOf(raw.seq, `${what}的序号`, -100000, 100000);
  if (seq !== undefined) f.seq = seq;
  const width = intOf(raw.columnWidth, `${what}的列宽`, 0, 2000);
  if (width !== undefined) f.columnWidth = width;
  const rows = intOf(raw.rows, `${what}的行数`, 1, 50);
  if (rows !== undefined) f.rows = rows;
  const dv = defaultValueOf(raw.defaultValue, `${what}的默认值`);
  if (dv !== undefined) f.defaultValue = dv;
  for (const key of TEXT_KEYS) {
    const v = text(raw[key], `${what}的${key}`, 200);
    if (v !== undefined) f[key] = v;
  }
  const sortMethod = oneOf(raw.sortMethod, SORT_DIRS, `${what}的排序方式`);
  if (sortMethod) f.sortMethod = sortMethod;
  const searchType = oneOf(raw.searchType, SEARCH_TYPES, `${what}的查询方式`);
  if (searchType) f.searchType = searchType;
  const op = oneOf(raw.op, SEARCH_OPS, `${what}的查询条件`);
  if (op) f.op = op;
  for (const key of ['sortField', 'effectField'] as const) {
    const v = raw[key];
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string' || !FIELD_NAME.test(v)) fail(`${what}的${key}「${String(v)}」不合法`);
    f[key] = v as string;
  }
  const customTable = raw.customTable;
  if (customTable !== undefined && customTable !== null && customTable !== '') {
    if (typeof customTable !== 'string' || !TABLE_NAME.test(customTable))
      fail(`${what}的所属表「${String(customTable)}」不合法`);
    f.customTable = customTable as string;
  }
  const options = optionsOf(raw.options, what);
  if (options) f.options = options;
  const enumOptions = raw.enumOptions;
  if (enumOptions !== undefined && enumOptions !== null) {
    const parsed = typeof enumOptions === 'string' ? safeJson(enumOptions, `${what}的枚举选项`) : enumOptions;
    f.enumOptions = optionsOf(parsed, what);
  }
  if (isObject(raw.cgValidate) && raw.cgValidate.validateMethod) {
    const method = text(raw.cgValidate.validateMethod, `${what}的校验规则`, 210)!;
    const body = patternBody(method.trim().replace(/^!/, ''));
    const reason = unsafePatternReason(body);
    if (reason) fail(`${what}：${reason}`);
    try {
      new RegExp(body);
    } catch {
      fail(`${what}：校验规则不是合法的正则表达式`);
    }
    const title = text(raw.cgValidate.validateTitle, `${what}的校验提示`, 100);
    f.cgValidate = { validateMethod: method, validateTitle: title || `${label}格式错误` };
  } else if (raw.cgValidate !== undefined && raw.cgValidate !== null && !isObject(raw.cgValidate)) {
    fail(`${what}的校验规则格式错误`);
  }
  if (isObject(raw.cgValFormat) && raw.cgValFormat.valFormatFun) {
    const fun = text(raw.cgValFormat.valFormatFun, `${what}的值格式`, 64)!;
    if (!/^[A-Za-z0-9_.#,%-]{1,64}$/.test(fun)) fail(`${what}的值格式「${fun}」不合法`);
    f.cgValFormat = { valFormatFun: fun };
  }
  const calculate = text(raw.calculate, `${what}的计算公式`, 1000);
  if (calculate) {
    const compiled = compileFormula(calculate);
    if (!compiled.ok) fail(`${what}的计算公式错误：${compiled.error}`);
    f.calculate = calculate;
  }
  const popup = raw.popup;
  if (popup !== undefined && popup !== null && popup !== '') {
    if (typeof popup !== 'string' || !ctx.knownCodes.has(popup))
      fail(`${what}的弹窗模板「${String(popup)}」不存在`);
    f.popup = popup as string;
  }
  if (raw.links !== undefined && raw.links !== null) {
    if (!Array.isArray(raw.links) || raw.links.length > 100) fail(`${what}的关联字段必须是不超过100项的列表`);
    if (!f.popup && (raw.links as unknown[]).length > 0) fail(`${what}没有弹窗模板，不能配置关联字段`);
    f.links = (raw.links as unknown[]).map((l, i) => linkOf(l, `${what}的第${i + 1}个关联字段`));
  }
  return f;
}

function safeJson(s: string, what: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return fail(`${what}不是合法的JSON`);
  }
}

function linkOf(raw: unknown, what: string): LinkPair {
  if (!isObject(raw) || !isObject(raw.fieldSub1) || !isObject(raw.fieldSub2)) return fail(`${what}格式错误`);
  const mine = raw.fieldSub1.fieldName;
  const theirs = raw.fieldSub2.fieldName;
  if (typeof mine !== 'string' || !FIELD_NAME.test(mine))
    return fail(`${what}的本表字段「${String(mine ?? '')}」不合法`);
  if (typeof theirs !== 'string' || !FIELD_NAME.test(theirs))
    return fail(`${what}的弹窗字段「${String(theirs ?? '')}」不合法`);
  const pair: LinkPair = { fieldSub1: { fieldName: mine }, fieldSub2: { fieldName: theirs } };
  const master = raw.fieldSub1.masterTable;
  if (master !== undefined && master !== null && master !== '') {
    if (typeof master !== 'string' || !TABLE_NAME.test(master))
      fail(`${what}的表名「${String(master)}」不合法`);
    pair.fieldSub1.masterTable = master as string;
  }
  const iupdate = flagOf(raw.iupdate, `${what}的可修改`);
  if (iupdate !== undefined) pair.iupdate = iupdate;
  return pair;
}

function paramOf(raw: unknown, index: number): SearchParameter {
  const what = `第${index + 1}个查询参数`;
  if (!isObject(raw)) return fail(`${what}格式错误`);
  if (typeof raw.fieldName !== 'string' || !FIELD_NAME.test(raw.fieldName))
    return fail(`${what}的字段名「${String(raw.fieldName ?? '')}」不合法`);
  const p: SearchParameter = { fieldName: raw.fieldName };
  const dv = defaultValueOf(raw.defaultValue, `${what}的默认值`);
  if (dv !== undefined) p.defaultValue = dv;
  const kind = oneOf(raw.formSubmitType, CONTROL_KINDS, `${what}的控件类型`);
  if (kind) p.formSubmitType = kind;
  const op = oneOf(raw.op, SEARCH_OPS, `${what}的查询条件`);
  if (op) p.op = op;
  const hidden = flagOf(raw.ihidden, `${what}的隐藏`);
  if (hidden !== undefined) p.ihidden = hidden;
  return p;
}

function urlOf(v: unknown, what: string): string | undefined {
  const s = text(v, what, 200);
  if (s === undefined || s === '') return undefined;
  if (!RES_URL.test(s)) fail(`${what}「${s}」不合法（以/开头的站内路径）`);
  return s;
}

function methodOf(v: unknown, what: string): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const m = typeof v === 'string' ? v.toUpperCase() : v;
  return m === 'GET' || m === 'POST' ? m : fail(`${what}只能是GET或POST`);
}

function tableOf(v: unknown, what: string): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !TABLE_NAME.test(v)) fail(`${what}「${String(v)}」不合法`);
  return v as string;
}

/** Small JSON settings (mapData, defaultSearch): data only, bounded. */
function jsonData(v: unknown, what: string): unknown {
  if (v === undefined || v === null) return undefined;
  if (JSON.stringify(v).length > 20000) fail(`${what}过大`);
  return v;
}

/**
 * Checks an imported (or edited) template; answers the clean configuration or throws
 * `FormatCheckError` with the first problem. Link pairs must name fields of this template (their
 * own side) and every popup / detail code must name a template of the group or this one.
 */
export function checkFormatSeed(raw: unknown, ctx: FormatCheckContext): FormatSeed {
  if (!isObject(raw)) return fail('模板内容格式错误');
  const code = raw.code;
  if (typeof code !== 'string' || !FORMAT_CODE.test(code))
    return fail(`模板编码「${String(code ?? '')}」不合法（字母、数字、下划线、点或横线，最长64个字符）`);
  const name = text(raw.name, '模板名称', 100);
  if (!name || !name.trim()) return fail('模板名称不能为空');
  const type = oneOf(raw.type, FORMAT_TYPES, '模板类型');
  if (!type) return fail('模板类型不能为空');
  const seed: FormatSeed = { code, name: name.trim(), type };
  if (raw.style !== undefined && raw.style !== null && raw.style !== '') {
    const styles: readonly string[] =
      type === 'FORM' ? FORM_STYLES : type === 'RESOURCE' ? RESOURCE_STYLES : [];
    if (!styles.includes(raw.style as string)) fail(`模板样式「${String(raw.style)}」不适用于${type}模板`);
    seed.style = raw.style as FormatSeed['style'];
  }
  const menuPath = text(raw.menuPath, '菜单路径', 200);
  if (menuPath) {
    if (!/^\/[A-Za-z0-9_\-/]*$/.test(menuPath)) fail(`菜单路径「${menuPath}」不合法`);
    seed.menuPath = menuPath;
  }
  const resUrl = urlOf(raw.resUrl, '请求路由');
  if (resUrl) seed.resUrl = resUrl;
  const resMethod = methodOf(raw.resMethod, '请求方式');
  if (resMethod) seed.resMethod = resMethod;
  const treeResUrl = urlOf(raw.treeResUrl, '树请求路由');
  if (treeResUrl) seed.treeResUrl = treeResUrl;
  const treeResMethod = methodOf(raw.treeResMethod, '树请求方式');
  if (treeResMethod) seed.treeResMethod = treeResMethod;
  const customTable = tableOf(raw.customTable, '所属表');
  if (customTable) seed.customTable = customTable;
  if (isObject(raw.opations)) {
    const main = tableOf(raw.opations.main, '主表');
    const son = raw.opations.son;
    seed.opations = {};
    if (main) seed.opations.main = main;
    if (son !== undefined && son !== null && son !== '') {
      if (typeof son !== 'string') fail('子表格式错误');
      for (const t of (son as string).split(',')) tableOf(t.trim(), '子表');
      seed.opations.son = son as string;
    }
  }
  const ps = intOf(raw.ps, '每页条数', 1, 1000);
  if (ps !== undefined) seed.ps = ps;
  for (const key of ['valueResourceSubName', 'viewResourceSubName'] as const) {
    const v = raw[key];
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string' || !FIELD_NAME.test(v)) fail(`${key}「${String(v)}」不合法`);
    seed[key] = v as string;
  }
  const known = new Set([...ctx.knownCodes, code]);
  if (raw.detailCode !== undefined && raw.detailCode !== null && raw.detailCode !== '') {
    if (typeof raw.detailCode !== 'string' || !known.has(raw.detailCode))
      fail(`详情模板「${String(raw.detailCode)}」不存在`);
    seed.detailCode = raw.detailCode as string;
  }
  const mapData = jsonData(raw.mapData, 'mapData');
  if (mapData !== undefined) seed.mapData = mapData;
  const defaultSearch = jsonData(raw.defaultSearch, 'defaultSearch');
  if (defaultSearch !== undefined) seed.defaultSearch = defaultSearch;

  const fieldCtx = { knownCodes: known };
  let total = 0;
  for (const section of SECTIONS) {
    const list = raw[section];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) fail(`${SECTION_LABEL[section]}必须是列表`);
    total += (list as unknown[]).length;
    if (total > MAX_FIELDS) fail(`字段不能超过${MAX_FIELDS}个`);
    const fields = (list as unknown[]).map((f, i) => fieldOf(f, section, i, fieldCtx));
    const seen = new Set<string>();
    for (const f of fields) {
      const key = `${f.customTable ?? ''}.${f.fieldName}`;
      if (seen.has(key)) fail(`${SECTION_LABEL[section]}中字段${f.fieldName}重复`);
      seen.add(key);
    }
    seed[section] = fields;
  }
  // a link pair fills a field of this template: its own side must be one of them
  const own = new Set(SECTIONS.flatMap((s) => (seed[s] ?? []).map((f) => f.fieldName)));
  for (const section of SECTIONS)
    for (const f of seed[section] ?? [])
      for (const pair of f.links ?? [])
        if (!own.has(pair.fieldSub1.fieldName))
          fail(`字段${f.fieldName}的关联字段${pair.fieldSub1.fieldName}不是本模板的字段`);
  if (raw.params !== undefined && raw.params !== null) {
    if (!Array.isArray(raw.params) || raw.params.length > 100) fail('查询参数必须是不超过100项的列表');
    seed.params = (raw.params as unknown[]).map(paramOf);
  }
  return seed;
}
