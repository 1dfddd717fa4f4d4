import type { FieldType, SearchOp } from '../model/enums';
import { SEARCH_OPS } from '../model/enums';
import type { FieldDefinition } from '../model/field';
import type { PageLimit } from '../model/search';
import { isOn } from '../fields/isOn';
import { fieldTypeOf } from '../fieldTypes/fieldTypeRegistry';
import { fieldOperators } from './fieldOperators';

type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
type Scalar = string | number | boolean;

/** Where a compiled condition points: the template's field name and table, never the client's. */
interface Target {
  key: string;
  customTable?: string;
  fieldType: FieldType;
}

/** A checked, typed condition. Top-level conditions are ANDed; `or` holds the quick search. */
export type CompiledCondition =
  | (Target & { kind: 'compare'; op: CompareOp; value: Scalar })
  /** `pattern` is already `%…%` with `\`, `%` and `_` escaped by backslash (PostgreSQL's default). */
  | (Target & { kind: 'like'; pattern: string })
  | (Target & { kind: 'in'; values: Scalar[] })
  | { kind: 'or'; conditions: CompiledCondition[] };

export interface CompiledSort {
  key: string;
  customTable?: string;
  dir: 'asc' | 'desc';
}

export interface ValidListRequest {
  conditions: CompiledCondition[];
  sort: CompiledSort[];
  limit: PageLimit;
}

export type ListRequestResult = { ok: true; value: ValidListRequest } | { ok: false; error: string };

export interface ListRequestLimits {
  /** Longest accepted text value (each `in` item alone). Default 200. */
  maxValueLength?: number;
  /** Most items in an `in` list. Default 100. */
  maxInItems?: number;
  /** Most conditions at the top level and inside the quick-search group. Default 50. */
  maxConditions?: number;
  /** Most sort keys. Default 5. */
  maxSorts?: number;
  /** Largest page size. Default 1000. */
  maxPageSize?: number;
  /**
   * Server-defined columns that are queryable and sortable beside the template's fields
   * (e.g. createDate for the 高级查询 time range and the popup sort).
   */
  extraFields?: readonly FieldDefinition[];
}

const DEFAULT_LIMIT: PageLimit = { pn: 1, ps: 10 };
const KNOWN_OPS = new Set<string>(SEARCH_OPS);
const BAD_REQUEST = '查询参数格式错误';

class Rejection {
  constructor(readonly message: string) {}
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Echoed keys are cut short so an attacker cannot make the message arbitrarily large. */
function shown(v: unknown): string {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

interface Index {
  queryable: Map<string, FieldDefinition>;
  quick: Map<string, FieldDefinition>;
  sortable: Map<string, FieldDefinition>;
}

function indexFields(fields: readonly FieldDefinition[], extra: readonly FieldDefinition[]): Index {
  const index: Index = { queryable: new Map(), quick: new Map(), sortable: new Map() };
  for (const f of fields) {
    if (isOn(f.iallowQuery)) index.quick.set(f.fieldName, f);
    if (isOn(f.iallowQuery) || isOn(f.iallowAdvanceQuery)) index.queryable.set(f.fieldName, f);
    if (isOn(f.isortField) || isOn(f.idefinedSort)) index.sortable.set(f.fieldName, f);
    if (isOn(f.idefinedSort) && f.sortField)
      index.sortable.set(f.sortField, { ...f, fieldName: f.sortField });
  }
  for (const f of extra) {
    index.queryable.set(f.fieldName, f);
    index.sortable.set(f.fieldName, f);
  }
  return index;
}

function target(field: FieldDefinition): Target {
  const t: Target = { key: field.fieldName, fieldType: field.fieldType };
  if (field.customTable) t.customTable = field.customTable;
  return t;
}

interface Ctx {
  index: Index;
  maxValueLength: number;
  maxInItems: number;
  maxConditions: number;
}

function scalar(field: FieldDefinition, raw: unknown, ctx: Ctx): Scalar {
  const bad = new Rejection(`查询值格式错误：${field.fieldExplain}`);
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') throw bad;
  if (typeof raw === 'string' && raw.length > ctx.maxValueLength) throw bad;
  const parsed = fieldTypeOf(field.fieldType).parseSearchValue(raw);
  if (!parsed.ok) throw bad;
  return parsed.value;
}

/** One leaf condition; null when its value is empty (clients send blank inputs; they mean "no filter"). */
function leaf(item: unknown, ctx: Ctx, quick: boolean): CompiledCondition | null {
  if (!isRecord(item) || typeof item.key !== 'string') throw new Rejection(BAD_REQUEST);
  const field = (quick ? ctx.index.quick : ctx.index.queryable).get(item.key);
  if (!field) throw new Rejection(`查询字段不存在：${shown(item.key)}`);
  const rawOp = item.op;
  if (typeof rawOp !== 'string' || !KNOWN_OPS.has(rawOp))
    throw new Rejection(`查询条件不支持的运算符：${shown(rawOp)}`);
  // Known op (checked above); `lk` is a synonym of `like`.
  const op = (rawOp === 'lk' ? 'like' : rawOp) as Exclude<SearchOp, 'lk'>;
  // The quick search ORs `like` over every quick-queryable field whatever its type (SPEC §5).
  const allowed = quick ? op === 'like' : fieldOperators(field).includes(op);
  if (!allowed) throw new Rejection(`查询条件不支持的运算符：${shown(rawOp)}`);
  const val = item.val;
  if (isEmpty(val)) return null;
  const bad = new Rejection(`查询值格式错误：${field.fieldExplain}`);

  if (op === 'like') {
    if (typeof val !== 'string' && typeof val !== 'number') throw bad;
    const text = String(val).trim();
    if (text.length > ctx.maxValueLength) throw bad;
    return { ...target(field), kind: 'like', pattern: `%${escapeLike(text)}%` };
  }
  if (op === 'in') {
    const items: unknown[] = Array.isArray(val) ? val : typeof val === 'string' ? val.split(',') : [val];
    const values = items
      .map((x) => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => !isEmpty(x))
      .map((x) => scalar(field, x, ctx));
    if (values.length === 0 || values.length > ctx.maxInItems) throw bad;
    return { ...target(field), kind: 'in', values };
  }
  return { ...target(field), kind: 'compare', op, value: scalar(field, val, ctx) };
}

function conditions(search: unknown, ctx: Ctx): CompiledCondition[] {
  if (search === undefined || search === null) return [];
  if (!Array.isArray(search)) throw new Rejection(BAD_REQUEST);
  if (search.length > ctx.maxConditions) throw new Rejection('查询条件过多');
  const out: CompiledCondition[] = [];
  for (const item of search) {
    if (isRecord(item) && item.conj !== undefined) {
      if (item.conj !== 'or' || !Array.isArray(item.list)) throw new Rejection(BAD_REQUEST);
      if (item.list.length > ctx.maxConditions) throw new Rejection('查询条件过多');
      const group = item.list.map((x) => leaf(x, ctx, true)).filter((c) => c !== null);
      if (group.length > 0) out.push({ kind: 'or', conditions: group });
    } else {
      const c = leaf(item, ctx, false);
      if (c) out.push(c);
    }
  }
  return out;
}

function sorts(sort: unknown, index: Index, maxSorts: number): CompiledSort[] {
  if (sort === undefined || sort === null) return [];
  if (!Array.isArray(sort) || sort.length > maxSorts) throw new Rejection(BAD_REQUEST);
  return sort.map((item): CompiledSort => {
    if (!isRecord(item) || typeof item.key !== 'string') throw new Rejection(BAD_REQUEST);
    const field = index.sortable.get(item.key);
    if (!field) throw new Rejection(`排序字段不存在：${shown(item.key)}`);
    const dir = item.dir ?? 'desc';
    if (dir !== 'asc' && dir !== 'desc') throw new Rejection(`排序方向错误：${shown(dir)}`);
    const s: CompiledSort = { key: field.fieldName, dir };
    if (field.customTable) s.customTable = field.customTable;
    return s;
  });
}

function pageLimit(limit: unknown, maxPageSize: number): PageLimit {
  if (limit === undefined || limit === null) return DEFAULT_LIMIT;
  if (!isRecord(limit)) throw new Rejection('分页参数错误');
  const pn = limit.pn ?? DEFAULT_LIMIT.pn;
  const ps = limit.ps ?? DEFAULT_LIMIT.ps;
  if (!Number.isSafeInteger(pn) || !Number.isSafeInteger(ps)) throw new Rejection('分页参数错误');
  const p = { pn: pn as number, ps: ps as number };
  if (p.pn < 1 || p.ps < 1 || p.ps > maxPageSize) throw new Rejection('分页参数错误');
  return p;
}

/**
 * Server-side check of a list call body `{search, sort, limit}` against the template's fields.
 * Every key must be a queryable field (iallowQuery or iallowAdvanceQuery; the quick-search `or`
 * group only iallowQuery), every op in the field's operator set (`fieldOperators`), every value
 * of the field's shape (numbers numeric, dates real dates, `in` lists bounded, text bounded);
 * every sort key sortable (isortField / idefinedSort / its sortField) with dir asc or desc.
 * Blank values are dropped. The result is typed plain data for bound parameters, or the first
 * error in Chinese (查询字段不存在：{key}, 查询条件不支持的运算符：{op}, 查询值格式错误：{label},
 * 排序字段不存在：{key}, 排序方向错误：{dir}, 查询条件过多, 分页参数错误, 查询参数格式错误).
 */
export function validateListRequest(
  fields: readonly FieldDefinition[],
  request: unknown,
  limits: ListRequestLimits = {},
): ListRequestResult {
  if (request !== undefined && request !== null && !isRecord(request))
    return { ok: false, error: BAD_REQUEST };
  const body = request ?? {};
  const index = indexFields(fields, limits.extraFields ?? []);
  const ctx: Ctx = {
    index,
    maxValueLength: limits.maxValueLength ?? 200,
    maxInItems: limits.maxInItems ?? 100,
    maxConditions: limits.maxConditions ?? 50,
  };
  try {
    return {
      ok: true,
      value: {
        conditions: conditions(body.search, ctx),
        sort: sorts(body.sort, index, limits.maxSorts ?? 5),
        limit: pageLimit(body.limit, limits.maxPageSize ?? 1000),
      },
    };
  } catch (e) {
    if (e instanceof Rejection) return { ok: false, error: e.message };
    throw e;
  }
}
