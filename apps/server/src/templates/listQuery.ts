import type { CompiledCondition, CompiledSort, ValidListRequest } from '@wb/templates';
import {
  sql,
  type ComparisonOperator,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

/** How a column is compared and bound; decides casts and value checks. */
export type ColumnKind = 'text' | 'number' | 'date' | 'boolean' | 'uuid';

/** Where a template field lives: a fixed column of the queried table(s), chosen by code, never by the request. */
export interface ListColumn {
  /** a column reference, optionally table-qualified ('weigh_record.net') */
  column: string;
  kind: ColumnKind;
}

/**
 * Field name → column. A condition on a child-table field (`customTable`) is looked up as
 * `{customTable}.{fieldName}` first, then as the plain field name.
 */
export type ColumnMap = Readonly<Record<string, ListColumn>>;

export interface ListQueryOptions {
  /** UTC offset of the site's business day: date values and date-as-text searches are local to it (default 0) */
  utcOffsetMinutes?: number;
  /** order when the request sends no sort (default none) */
  defaultSort?: readonly CompiledSort[];
  /** field appended to every order so pages are stable (default 'id' when mapped) */
  tieBreaker?: string;
  /** fields to select (default every unqualified field of `columns`); unmapped names are skipped */
  select?: readonly string[];
}

/** A condition the template allows but the table cannot run (unmapped field, value of the wrong shape): a 400. */
export class ListQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListQueryError';
  }
}

export interface ListQuery<DB, TB extends keyof DB> {
  /** the filtered, sorted page; each mapped column selected under its field name */
  list: SelectQueryBuilder<DB, TB, Record<string, unknown>>;
  /** the filtered count, as `total` */
  total: SelectQueryBuilder<DB, TB, { total: string | number | bigint }>;
}

const COMPARE: Record<Extract<CompiledCondition, { kind: 'compare' }>['op'], ComparisonOperator> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '+08:00' for 480: appended to local date values, and as an interval for date-as-text searches. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

type Scalar = string | number | boolean;

interface Compiler {
  columns: ColumnMap;
  offset: string;
}

function columnOf(
  c: Compiler,
  key: string,
  customTable: string | undefined,
  what: 'query' | 'sort',
): ListColumn {
  const col = (customTable ? c.columns[`${customTable}.${key}`] : undefined) ?? c.columns[key];
  if (!col) throw new ListQueryError(what === 'query' ? `查询字段不存在：${key}` : `排序字段不存在：${key}`);
  return col;
}

/**
 * The value as the column's type takes it. The engine already parsed it by the template's field
 * type; this guards against a template whose field type disagrees with the column, so a database
 * cast error can never surface as a 500. Decimal strings stay strings (exact).
 */
function bindValue(c: Compiler, key: string, col: ListColumn, value: Scalar): Scalar {
  const bad = new ListQueryError(`查询值格式错误：${key}`);
  switch (col.kind) {
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
      throw bad;
    case 'date':
      // The engine normalises dates to local 'YYYY-MM-DD HH:mm:ss'; local means the site's offset.
      if (typeof value === 'string' && LOCAL_DATE.test(value)) return `${value}${c.offset}`;
      throw bad;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw bad;
    case 'uuid':
      if (typeof value === 'string' && UUID.test(value)) return value;
      throw bad;
    case 'text':
      return String(value);
  }
}

/** The column as text for `like`: numbers, ids and booleans cast, dates rendered in the site's local time. */
function asText(c: Compiler, col: ListColumn): Expression<string> {
  const ref = sql.ref(col.column);
  if (col.kind === 'text') return sql<string>`${ref}`;
  if (col.kind === 'date') return sql<string>`cast(timezone(cast(${c.offset} as interval), ${ref}) as text)`;
  return sql<string>`cast(${ref} as text)`;
}

function typed(col: ListColumn, value: Scalar): Expression<unknown> {
  // Explicit casts: the same SQL binds the same way on PostgreSQL and PGlite, whatever the driver infers.
  if (col.kind === 'date') return sql`cast(${value} as timestamptz)`;
  if (col.kind === 'number') return sql`cast(${value} as numeric)`;
  if (col.kind === 'uuid') return sql`cast(${value} as uuid)`;
  return sql`${value}`;
}

function condition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  c: Compiler,
  cond: CompiledCondition,
): Expression<SqlBool> {
  if (cond.kind === 'or') return eb.or(cond.conditions.map((x) => condition(eb, c, x)));
  const col = columnOf(c, cond.key, cond.customTable, 'query');
  if (cond.kind === 'like') return eb(asText(c, col), 'ilike', cond.pattern);
  if (cond.kind === 'in') {
    const values = cond.values.map((v) => typed(col, bindValue(c, cond.key, col, v)));
    return eb(sql.ref(col.column), 'in', values);
  }
  return eb(sql.ref(col.column), COMPARE[cond.op], typed(col, bindValue(c, cond.key, col, cond.value)));
}

/**
 * Compiles the output of the engine's `validateListRequest` onto `query` (a `selectFrom` with its
 * scoping `where`s and no selections): conditions ANDed (the quick-search group ORed), sorts, page.
 * Every value is a bound parameter and every column comes from `columns`; the request only picks
 * among them. Throws `ListQueryError` (Chinese message, a 400) for a field or value the table
 * cannot take — before any SQL runs.
 */
export function applyListQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  validated: ValidListRequest,
  columns: ColumnMap,
  options: ListQueryOptions = {},
): ListQuery<DB, TB> {
  const c: Compiler = { columns, offset: offsetText(options.utcOffsetMinutes ?? 0) };
  // Check eagerly: the where callbacks run only when the builder compiles, too late for a clean 400.
  for (const cond of validated.conditions) checkCondition(c, cond);
  const filtered = validated.conditions.reduce(
    (q, cond) => q.where((eb: ExpressionBuilder<DB, TB>) => condition(eb, c, cond)),
    query,
  );

  const sorts = validated.sort.length > 0 ? validated.sort : (options.defaultSort ?? []);
  const order = sorts.map((s) => ({ col: columnOf(c, s.key, s.customTable, 'sort'), dir: s.dir }));
  const tie = options.tieBreaker ?? 'id';
  const tieCol = columns[tie];
  if (tieCol && !order.some((o) => o.col.column === tieCol.column)) order.push({ col: tieCol, dir: 'desc' });

  const names = options.select ?? Object.keys(columns).filter((name) => !name.includes('.'));
  const selections = names.flatMap((name) => {
    const col = columns[name];
    return col ? [sql.ref(col.column).as(name)] : [];
  });
  let list = filtered.select(selections).$castTo<Record<string, unknown>>();
  for (const o of order) list = list.orderBy(sql.ref(o.col.column), o.dir);
  const { pn, ps } = validated.limit;
  list = list.limit(ps).offset((pn - 1) * ps);

  const total = filtered
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
    .$castTo<{
      total: string | number | bigint;
    }>();
  return { list, total };
}

/** The same checks `condition` makes, without a builder: rejections happen before any SQL exists. */
function checkCondition(c: Compiler, cond: CompiledCondition): void {
  if (cond.kind === 'or') {
    for (const x of cond.conditions) checkCondition(c, x);
    return;
  }
  const col = columnOf(c, cond.key, cond.customTable, 'query');
  if (cond.kind === 'in') for (const v of cond.values) bindValue(c, cond.key, col, v);
  if (cond.kind === 'compare') bindValue(c, cond.key, col, cond.value);
}

/** Runs both queries of `applyListQuery`: the page rows and the total as a number. */
export async function runListQuery<DB, TB extends keyof DB>(
  q: ListQuery<DB, TB>,
): Promise<{ list: Record<string, unknown>[]; total: number }> {
  const [list, count] = await Promise.all([q.list.execute(), q.total.executeTakeFirst()]);
  return { list, total: Number(count?.total ?? 0) };
}
