import { validateListRequest } from '@wb/templates';
import type { Kysely } from 'kysely';
import type { Flavour } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { applyListQuery, ListQueryError, runListQuery, type ColumnMap } from './listQuery';
import type { TemplatesDb } from './schema';
import { findFormat, loadFieldLists } from './service';

export const WEIGH_FLAVOURS: readonly Flavour[] = ['pu', 'pt', 'sa', 'st', 'pr', 'al', 'tr'];

export const WEIGH_RECORD_TABLE = 'weigh_record';

/** Wire field → weigh_record column: what a weigh-record list template may show, search and sort. */
export const WEIGH_RECORD_COLUMNS: ColumnMap = {
  id: { column: 'id', kind: 'uuid' },
  billNo: { column: 'bill_no', kind: 'text' },
  plateNumber: { column: 'plate_number', kind: 'text' },
  materialName: { column: 'material_name', kind: 'text' },
  partnerName: { column: 'partner_name', kind: 'text' },
  grossWeight: { column: 'gross', kind: 'number' },
  tareWeight: { column: 'tare', kind: 'number' },
  deduction: { column: 'deduction', kind: 'number' },
  netWeight: { column: 'net', kind: 'number' },
  status: { column: 'status', kind: 'text' },
  grossTime: { column: 'gross_time', kind: 'date' },
  tareTime: { column: 'tare_time', kind: 'date' },
  entryTime: { column: 'entry_time', kind: 'date' },
  exitTime: { column: 'exit_time', kind: 'date' },
  createDate: { column: 'created_at', kind: 'date' },
};

/** The weigh-record list template of a flavour, seeded per group. */
export const weighListCode = (flavour: Flavour): string => `mm_${flavour}_weigh_list`;

export interface WeighListCaller {
  orgId: string;
  groupId: string;
}

/**
 * `POST /measure/mm-{flavour}-weigh/v2/list`: the body is checked by the engine against the
 * template's own fields (tplId, or the flavour's list template) and only the checked output is
 * compiled; rows of the caller's organisation and the flavour, under the template's field names.
 */
export async function weighRecordList(
  db: Kysely<TemplatesDb>,
  caller: WeighListCaller,
  flavour: Flavour,
  body: { tplId?: string | null } & Record<string, unknown>,
  utcOffsetMinutes: number,
): Promise<{ list: Record<string, unknown>[]; total: number }> {
  const format = await findFormat(
    db,
    caller.groupId,
    body.tplId ? { id: body.tplId } : { code: weighListCode(flavour) },
  );
  // A template of another table would map its fields onto weigh_record columns by name alone.
  if (format.format_type !== 'LIST' || format.custom_table !== WEIGH_RECORD_TABLE) throw notFound();
  const lists = await loadFieldLists(db, format.id);
  const checked = validateListRequest([...lists.list, ...lists.search], body);
  if (!checked.ok) throw badRequest(checked.error);

  const base = db
    .selectFrom('weigh_record')
    .where('org_id', '=', caller.orgId)
    .where('group_id', '=', caller.groupId)
    .where('flavour', '=', flavour)
    // records removed by delList (weighing/) stay in the table, soft-deleted
    .where('deleted_at', 'is', null);
  try {
    const query = applyListQuery(base, checked.value, WEIGH_RECORD_COLUMNS, {
      utcOffsetMinutes,
      defaultSort: [{ key: 'createDate', dir: 'desc' }],
      select: ['id', ...lists.list.map((f) => f.fieldName)],
    });
    return await runListQuery(query);
  } catch (e) {
    if (e instanceof ListQueryError) throw badRequest(e.message);
    throw e;
  }
}
