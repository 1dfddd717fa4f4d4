import { validateListRequest } from '@wb/templates';
import type { Kysely } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { applyListQuery, ListQueryError, runListQuery, type ColumnMap } from '../templates/listQuery';
import type { TemplatesDb } from '../templates/schema';
import { findFormat, loadFieldLists } from '../templates/service';
import type { Direction } from './schema';
import { confirmListCode, registryListCode } from './flavours';
import { REGISTRY_COLUMNS, WEIGH_COLUMNS } from './rows';


interface Caller {
  orgId: string;
  groupId: string;
}

/**
 * A list call of the record engine's contract on `registry` or `weigh_record`: the body checked
 * against the template's own fields (tplId, else the page's template), compiled by
 * templates/listQuery.ts on a fixed column map; rows of the caller's organisation only. The
 * template must be of the table (its `customTable`), else 404: a foreign template would map its
 * field names onto these columns by name alone.
 */
async function listOn(
  db: Kysely<Database>,
  caller: Caller,
  table: 'registry' | 'weigh_record',
  columns: ColumnMap,
  defaultCode: string,
  body: { tplId?: unknown } & Record<string, unknown>,
  scope: { flavour: Flavour; direction?: Direction | null },
  utcOffsetMinutes: number,
  extra: readonly string[],
) {
  const tdb = db as unknown as Kysely<TemplatesDb>;
  const format = await findFormat(
    tdb,
    caller.groupId,
    typeof body.tplId === 'string' && body.tplId !== '' ? { id: body.tplId } : { code: defaultCode },
  );
  if (format.format_type !== 'LIST' || format.custom_table !== table) throw notFound();
  const lists = await loadFieldLists(tdb, format.id);
  const checked = validateListRequest([...lists.list, ...lists.search], body);
  if (!checked.ok) throw badRequest(checked.error);
  let base = db
    .selectFrom(table)
    .where('org_id', '=', caller.orgId)
    .where('flavour', '=', scope.flavour)
    .where('deleted_at', 'is', null);
  if (scope.direction) base = base.where('direction', '=', scope.direction);
  try {
    const q = applyListQuery(base, checked.value, columns, {
      utcOffsetMinutes,
      defaultSort: [{ key: 'createDate', dir: 'desc' }],
      select: [...new Set(['id', 'version', ...extra, ...lists.list.map((f) => f.fieldName)])],
    });
    return await runListQuery(q);
  } catch (e) {
    if (e instanceof ListQueryError) throw badRequest(e.message);
    throw e;
  }
}

export function registryList(
  db: Kysely<Database>,
  caller: Caller,
  f: Flavour,
  body: Record<string, unknown>,
  offset: number,
) {
  return listOn(db, caller, 'registry', REGISTRY_COLUMNS, registryListCode(f), body, { flavour: f }, offset, [
    'status',
    'enabled',
    'auditStatus',
  ]);
}

export function confirmList(
  db: Kysely<Database>,
  caller: Caller,
  page: { key: string; flavour: Flavour; direction: Direction | null },
  body: Record<string, unknown>,
  offset: number,
) {
  return listOn(
    db,
    caller,
    'weigh_record',
    WEIGH_COLUMNS,
    confirmListCode(page.key),
    body,
    { flavour: page.flavour, direction: page.direction },
    offset,
    ['status', 'confirmStatus', 'sampleStatus', 'grossWeight', 'tareWeight'],
  );
}

