import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { badRequest } from '../http/errors';

/**
 * The list contract of the record engine (`{search, limit{pn,ps}, sort}` → `{list, total}`) for the
 * system tables, over a fixed field → SQL column map: search keys and sort keys are only ever
 * looked up in the map, values are bound parameters. Quick search (`conj: 'or'` + `list`) ORs its
 * `like` conditions.
 */
export interface ListField {
  /** SQL expression of the column, from code only (`u.username`) */
  column: string;
  kind?: 'text' | 'date' | 'boolean' | 'number';
}
export type ListFields = Readonly<Record<string, ListField>>;

export const LIST_MSG = {
  badKey: '查询字段不存在',
  badOp: '查询条件不合法',
  badValue: '查询值不合法',
  badPage: '分页参数不合法',
} as const;

const OPS: Readonly<Record<string, string>> = { eq: '=', ne: '<>', ge: '>=', le: '<=', gt: '>', lt: '<' };
const MAX_PS = 500;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function condition(fields: ListFields, item: unknown): RawBuilder<unknown> | null {
  if (!isRecord(item)) throw badRequest(LIST_MSG.badOp);
  if (item.conj === 'or') {
    if (!Array.isArray(item.list) || item.list.length > 50) throw badRequest(LIST_MSG.badOp);
    const parts = item.list.map((x) => condition(fields, x)).filter((x): x is RawBuilder<unknown> => x !== null);
    return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
  }
  const key = typeof item.key === 'string' ? item.key : '';
  const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!field) throw badRequest(LIST_MSG.badKey);
  const op = typeof item.op === 'string' ? item.op : 'eq';
  const val = item.val;
  if (val === undefined || val === null || val === '') return null;
  if (typeof val !== 'string' && typeof val !== 'number' && typeof val !== 'boolean')
    throw badRequest(LIST_MSG.badValue);
  const col = sql.raw(field.column);
  const text = String(val);
  if (text.length > 200) throw badRequest(LIST_MSG.badValue);
  if (op === 'like' || op === 'lk') return sql`${col}::text ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`;
  if (op === 'in') {
    const values = text.split(',').filter((v) => v !== '');
    if (values.length === 0 || values.length > 200) throw badRequest(LIST_MSG.badValue);
    return sql`${col}::text in (${sql.join(values)})`;
  }
  const cmp = OPS[op];
  if (!cmp) throw badRequest(LIST_MSG.badOp);
  if (field.kind === 'date') {
    const when = new Date(text.replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(text) || text.length <= 10 ? '' : '+08:00'));
    if (Number.isNaN(when.getTime())) throw badRequest(LIST_MSG.badValue);
    return sql`${col} ${sql.raw(cmp)} ${when}`;
  }
  if (field.kind === 'boolean') {
    const b = val === true || text === 'true' || text === '1' || text === '是';
    return sql`${col} ${sql.raw(cmp)} ${b}`;
  }
  return sql`${col}::text ${sql.raw(cmp)} ${text}`;
}

/** Page, search and sort of a list request; throws 400 with a Chinese message on bad input. */
export function parseList(
  fields: ListFields,
  body: unknown,
): { where: RawBuilder<unknown>[]; orderBy: RawBuilder<unknown>[]; offset: number; limit: number } {
  const b = isRecord(body) ? body : {};
  const limit = isRecord(b.limit) ? b.limit : {};
  const pn = limit.pn === undefined ? 1 : Number(limit.pn);
  const ps = limit.ps === undefined ? 10 : Number(limit.ps);
  if (!Number.isInteger(pn) || pn < 1 || !Number.isInteger(ps) || ps < 1 || ps > MAX_PS)
    throw badRequest(LIST_MSG.badPage);
  const search = b.search === undefined ? [] : b.search;
  if (!Array.isArray(search) || search.length > 50) throw badRequest(LIST_MSG.badOp);
  const where = search.map((s) => condition(fields, s)).filter((x): x is RawBuilder<unknown> => x !== null);
  const sort = b.sort === undefined ? [] : b.sort;
  if (!Array.isArray(sort) || sort.length > 4) throw badRequest(LIST_MSG.badOp);
  const orderBy = sort.map((s: unknown) => {
    if (!isRecord(s) || typeof s.key !== 'string' || !Object.hasOwn(fields, s.key)) throw badRequest(LIST_MSG.badKey);
    const dir = s.dir === 'desc' ? sql`desc` : sql`asc`;
    return sql`${sql.raw(fields[s.key].column)} ${dir}`;
  });
  return { where, orderBy, offset: (pn - 1) * ps, limit: ps };
}

/**
 * Runs a scoped base query as a page: `base` holds from, joins and the scope; `select` adds the
 * wire columns; `defaultOrder` (SQL from code) applies after the request's sort.
 */
export async function pageList<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  base: SelectQueryBuilder<any, any, object>,
  fields: ListFields,
  body: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  select: (q: SelectQueryBuilder<any, any, object>) => SelectQueryBuilder<any, any, Row>,
  defaultOrder: string,
): Promise<{ list: Row[]; total: number }> {
  const { where, orderBy, offset, limit } = parseList(fields, body);
  let q = base;
  for (const w of where) q = q.where(sql<boolean>`${w}`);
  const count = await q.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
  let rows = select(q);
  for (const o of orderBy) rows = rows.orderBy(o);
  rows = rows.orderBy(sql.raw(defaultOrder));
  const list = (await rows.offset(offset).limit(limit).execute()) as Row[];
  return { list, total: Number((count as { total?: string } | undefined)?.total ?? 0) };
}
