import { sql, type Kysely } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import type { ColumnMap } from '../templates/listQuery';
import { WEIGH_RECORD_COLUMNS } from '../templates/weighRecordList';

/** Wire field → registry column (README's RegistryRow); lists, detail and answers read through it. */
export const REGISTRY_COLUMNS: ColumnMap = {
  id: { column: 'id', kind: 'uuid' },
  version: { column: 'version', kind: 'number' },
  billNo: { column: 'bill_no', kind: 'text' },
  flavour: { column: 'flavour', kind: 'text' },
  direction: { column: 'direction', kind: 'text' },
  status: { column: 'status', kind: 'text' },
  auditStatus: { column: 'audit_status', kind: 'text' },
  enabled: { column: 'enabled', kind: 'boolean' },
  plateNumber: { column: 'plate_number', kind: 'text' },
  vehicleId: { column: 'vehicle_id', kind: 'uuid' },
  driverName: { column: 'driver_name', kind: 'text' },
  driverMobile: { column: 'driver_mobile', kind: 'text' },
  driverIdNumber: { column: 'driver_id_number', kind: 'text' },
  driverId: { column: 'driver_id', kind: 'uuid' },
  icCardNo: { column: 'ic_card_no', kind: 'text' },
  inventoryId: { column: 'inventory_id', kind: 'uuid' },
  invCode: { column: 'inv_code', kind: 'text' },
  materialName: { column: 'material_name', kind: 'text' },
  partnerId: { column: 'partner_id', kind: 'uuid' },
  partnerName: { column: 'partner_name', kind: 'text' },
  noticeId: { column: 'notice_id', kind: 'uuid' },
  noticeNo: { column: 'notice_no', kind: 'text' },
  noticeSubId: { column: 'notice_sub_id', kind: 'uuid' },
  planQuantity: { column: 'plan_quantity', kind: 'number' },
  deductWeight: { column: 'deduct_weight', kind: 'number' },
  deductRate: { column: 'deduct_rate', kind: 'number' },
  lineId: { column: 'line_id', kind: 'uuid' },
  lineName: { column: 'line_name', kind: 'text' },
  queueId: { column: 'queue_id', kind: 'uuid' },
  queueName: { column: 'queue_name', kind: 'text' },
  remark: { column: 'remark', kind: 'text' },
  entryTime: { column: 'entry_time', kind: 'date' },
  exitTime: { column: 'exit_time', kind: 'date' },
  createDate: { column: 'created_at', kind: 'date' },
  updateDate: { column: 'updated_at', kind: 'date' },
};

/** Wire field → weigh_record column: the list's columns plus the flow's (README's WeighRow). */
export const WEIGH_COLUMNS: ColumnMap = {
  ...WEIGH_RECORD_COLUMNS,
  version: { column: 'version', kind: 'number' },
  flavour: { column: 'flavour', kind: 'text' },
  direction: { column: 'direction', kind: 'text' },
  enabled: { column: 'enabled', kind: 'boolean' },
  registryId: { column: 'registry_id', kind: 'uuid' },
  registryNo: { column: 'registry_no', kind: 'text' },
  inventoryId: { column: 'inventory_id', kind: 'uuid' },
  partnerId: { column: 'partner_id', kind: 'uuid' },
  noticeId: { column: 'notice_id', kind: 'uuid' },
  noticeSubId: { column: 'notice_sub_id', kind: 'uuid' },
  hiddenDeduct: { column: 'hidden_deduct', kind: 'number' },
  scaleId: { column: 'scale_id', kind: 'uuid' },
  grossOperator: { column: 'gross_operator', kind: 'text' },
  tareOperator: { column: 'tare_operator', kind: 'text' },
  manual: { column: 'manual', kind: 'boolean' },
  note: { column: 'note', kind: 'text' },
  unitPrice: { column: 'unit_price', kind: 'number' },
  printCount: { column: 'print_count', kind: 'number' },
  assayResult: { column: 'assay_result', kind: 'text' },
  assayStatus: { column: 'assay_status', kind: 'text' },
  confirmStatus: { column: 'confirm_status', kind: 'text' },
  sampleStatus: { column: 'sample_status', kind: 'text' },
  sampleCount: { column: 'sample_count', kind: 'number' },
  downStatus: { column: 'down_status', kind: 'text' },
  updateDate: { column: 'updated_at', kind: 'date' },
};

export type WireRow = Record<string, unknown>;

const selections = (columns: ColumnMap) =>
  Object.entries(columns).map(([name, c]) => sql.ref(c.column).as(name));

/** One registry of the organisation (and flavour), as RegistryRow with its live weigh record's id; null when absent or deleted. */
export async function readRegistry(
  db: Kysely<Database>,
  orgId: string,
  id: string,
  flavour?: Flavour,
): Promise<WireRow | null> {
  let q = db
    .selectFrom('registry')
    .select(selections(REGISTRY_COLUMNS))
    .select(
      sql<string | null>`(select w.id from weigh_record w where w.registry_id = registry.id
        and w.status <> 'obsolete' and w.deleted_at is null limit 1)`.as('weighRecordId'),
    )
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null);
  if (flavour) q = q.where('flavour', '=', flavour);
  return ((await q.executeTakeFirst()) as WireRow | undefined) ?? null;
}

/** One weigh record of the organisation (and flavour) as WeighRow, with amount = net × price in numeric. */
export async function readWeigh(
  db: Kysely<Database>,
  orgId: string,
  id: string,
  flavour?: Flavour,
): Promise<WireRow | null> {
  let q = db
    .selectFrom('weigh_record')
    .select(selections(WEIGH_COLUMNS))
    .select(sql<string | null>`round(net * unit_price, 2)::text`.as('amount'))
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null);
  if (flavour) q = q.where('flavour', '=', flavour);
  return ((await q.executeTakeFirst()) as WireRow | undefined) ?? null;
}

/** Weigh rows by ids (same scoping); order of the ids. */
export async function readWeighs(
  db: Kysely<Database>,
  orgId: string,
  ids: readonly string[],
  flavour?: Flavour,
): Promise<WireRow[]> {
  if (ids.length === 0) return [];
  let q = db
    .selectFrom('weigh_record')
    .select(selections(WEIGH_COLUMNS))
    .select(sql<string | null>`round(net * unit_price, 2)::text`.as('amount'))
    .where('id', 'in', ids)
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null);
  if (flavour) q = q.where('flavour', '=', flavour);
  const rows = (await q.execute()) as WireRow[];
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id as string) ?? 0) - (order.get(b.id as string) ?? 0));
}
