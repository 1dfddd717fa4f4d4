import { sql, type Kysely } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { type ActionContext, logAction } from './actionKit';
import { firstWeigh, FLAVOURS } from './flavours';
import { lockRegistry, registryEntity } from './registryService';
import { readRegistry, readWeigh, type WireRow } from './rows';
import type { Direction } from './schema';

async function mustRead(db: Kysely<Database>, orgId: string, id: string, f?: Flavour): Promise<WireRow> {
  const row = await readRegistry(db, orgId, id, f);
  if (!row) throw notFound();
  return row;
}

/** What the weigh screen needs of an open registry: it, its record, and which weight comes next. */
export async function weighView(db: Kysely<Database>, orgId: string, registry: WireRow) {
  const weighRecord = registry.weighRecordId
    ? await readWeigh(db, orgId, registry.weighRecordId as string)
    : null;
  let nextWeigh: 'gross' | 'tare' | null = null;
  if (registry.status === 'entered') nextWeigh = firstWeigh(registry.direction as Direction);
  else if (registry.status === 'weighed_once' && weighRecord)
    nextWeigh = weighRecord.grossWeight === null ? 'gross' : 'tare';
  return { registry, weighRecord, nextWeigh };
}

/** getregistrysub: the registry with its notice, notice line and weigh record. */
export async function registrySub(db: Kysely<Database>, orgId: string, f: Flavour, id: string) {
  const registry = await mustRead(db, orgId, id, f);
  let notice: Record<string, unknown> | null = null;
  let noticeSub: Record<string, unknown> | null = null;
  if (registry.noticeId && FLAVOURS[f].notice) {
    const { rows } = await sql<Record<string, unknown>>`select id, bill_no as "billNo",
        to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_to, 'YYYY-MM-DD') as "validTo",
        count_sa as "countSa", pre_quantity::text as "preQuantity", de_suttle::text as "deSuttle",
        max_limit::text as "maxLimit", status
      from ${sql.table(`${f}_notice`)} where id = ${registry.noticeId} and org_id = ${orgId}`.execute(db);
    notice = rows[0] ?? null;
    const { rows: subs } = await sql<Record<string, unknown>>`select id, inv_name as "invName",
        inv_code as "invCode", planned_quantity::text as "plannedQuantity", closed
      from ${sql.table(`${f}_notice_sub`)} where id = ${registry.noticeSubId} and org_id = ${orgId}`.execute(db);
    noticeSub = subs[0] ?? null;
  }
  const { weighRecord } = await weighView(db, orgId, registry);
  return { registry, notice, noticeSub, weighRecord };
}

/** The registry's pictures: its own attachments and its vehicle's photos. */
export async function registryImages(db: Kysely<Database>, orgId: string, f: Flavour, id: string) {
  const registry = await mustRead(db, orgId, id, f);
  const owners = [sql`(entity = ${registryEntity(f)} and record_id = ${id})`];
  if (registry.vehicleId) owners.push(sql`(entity = 'vehicle' and record_id = ${registry.vehicleId})`);
  const { rows } = await sql<{ id: string; fileName: string; field: string | null }>`select id,
      original_name as "fileName", field from sys_attachment
    where org_id = ${orgId} and deleted_at is null and kind = 'image' and (${sql.join(owners, sql` or `)})
    order by created_at desc limit 50`.execute(db);
  if (rows.length === 0) throw badRequest('没有查到此登记单的图片');
  return rows.map((r) => ({ ...r, url: `/attachment/${r.id}?inline=1` }));
}

/** The vehicle's and driver's papers for the gate: licences and their validity. */
export async function registryCertificate(db: Kysely<Database>, orgId: string, f: Flavour, id: string) {
  const registry = await mustRead(db, orgId, id, f);
  const vehicle = await db
    .selectFrom('bd_vehicle')
    .select([
      'plate_number as plateNumber',
      'main_vehicle_driving_license as mainVehicleDrivingLicense',
      'main_vehicle_road_transport_license as mainVehicleRoadTransportLicense',
      sql<string | null>`to_char(main_vehicle_road_transport_license_validity_period, 'YYYY-MM-DD')`.as(
        'mainVehicleRoadTransportLicenseValidityPeriod',
      ),
      'road_transport_license as roadTransportLicense',
      sql<string | null>`to_char(road_transport_license_validity_period, 'YYYY-MM-DD')`.as(
        'roadTransportLicenseValidityPeriod',
      ),
      'is_dangerous_chemicals as isDangerousChemicals',
      'dangerous_chemicals_road_transport_license as dangerousChemicalsRoadTransportLicense',
      'qualifications',
    ])
    .where('org_id', '=', orgId)
    .where('plate_number', '=', registry.plateNumber as string)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const driver = registry.driverId
    ? await db
        .selectFrom('bd_driver')
        .select(['driver_name as driverName', 'id_number as idNumber', 'license_no as licenseNo', 'mobile'])
        .where('org_id', '=', orgId)
        .where('id', '=', registry.driverId as string)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : null;
  return {
    registryId: id,
    plateNumber: registry.plateNumber,
    driverName: registry.driverName,
    driverIdNumber: registry.driverIdNumber,
    vehicle: vehicle ?? null,
    driver: driver ?? null,
  };
}

type Kind = 'line' | 'queue';
const KIND = {
  line: { table: 'as_line', sub: 'as_line_inventory', name: 'line_name', none: '未匹配到线路', unchecked: '登记单未匹配线路' },
  queue: { table: 'as_queue', sub: 'as_queue_inventory', name: 'queue_name', none: '未匹配到队列', unchecked: '登记单未匹配队列' },
} as const;

/** The first enabled line / queue of the organisation whose materials hold the registry's. */
async function findMatch(db: Kysely<Database>, orgId: string, kind: Kind, r: WireRow) {
  const k = KIND[kind];
  const byMaterial = r.inventoryId
    ? sql`s.inventory_id = ${r.inventoryId as string}`
    : sql`s.inv_name = ${r.materialName as string}`;
  const { rows } = await sql<{ id: string; name: string }>`select m.id, m.${sql.ref(k.name)} as name
    from ${sql.table(k.table)} m join ${sql.table(k.sub)} s on s.parent_id = m.id
    where m.org_id = ${orgId} and m.deleted_at is null and m.enabled and ${byMaterial}
    order by m.created_at, m.id limit 1`.execute(db);
  return rows[0] ?? null;
}

/** match/line, match/queue: stores the match on the registry (refused when none). */
export function matchRegistry(ctx: ActionContext, f: Flavour, id: string, kind: Kind) {
  return ctx.db.transaction().execute(async (trx) => {
    const lock = await lockRegistry(trx, ctx.auth.orgId, id, f);
    if (lock.status === 'exited' || lock.status === 'obsolete') throw badRequest('已出厂或已作废的登记单不能匹配');
    const before = await mustRead(trx, ctx.auth.orgId, id);
    const hit = await findMatch(trx, ctx.auth.orgId, kind, before);
    if (!hit) throw badRequest(KIND[kind].none);
    await trx
      .updateTable('registry')
      .set({
        ...(kind === 'line' ? { line_id: hit.id, line_name: hit.name } : { queue_id: hit.id, queue_name: hit.name }),
        version: lock.version + 1,
        updated_at: ctx.now,
      })
      .where('id', '=', id)
      .execute();
    const after = await mustRead(trx, ctx.auth.orgId, id);
    await logAction(trx, ctx, registryEntity(f), `match${kind === 'line' ? 'Line' : 'Queue'}`, id, before, after);
    return kind === 'line' ? { lineId: hit.id, lineName: hit.name } : { queueId: hit.id, queueName: hit.name };
  });
}

/** check/line, check/queue: whether the registry holds a match (no change). */
export async function checkMatch(db: Kysely<Database>, orgId: string, f: Flavour, id: string, kind: Kind) {
  const r = await mustRead(db, orgId, id, f);
  const matchedId = kind === 'line' ? r.lineId : r.queueId;
  const name = kind === 'line' ? r.lineName : r.queueName;
  return {
    ok: matchedId !== null,
    msg: matchedId !== null ? null : KIND[kind].unchecked,
    ...(kind === 'line' ? { lineId: matchedId, lineName: name } : { queueId: matchedId, queueName: name }),
  };
}

/** againMatch: line and queue matched again (a missing one is left empty, not refused). */
export function againMatch(ctx: ActionContext, f: Flavour, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const lock = await lockRegistry(trx, ctx.auth.orgId, id, f);
    if (lock.status === 'exited' || lock.status === 'obsolete') throw badRequest('已出厂或已作废的登记单不能匹配');
    const before = await mustRead(trx, ctx.auth.orgId, id);
    const line = await findMatch(trx, ctx.auth.orgId, 'line', before);
    const queue = await findMatch(trx, ctx.auth.orgId, 'queue', before);
    await trx
      .updateTable('registry')
      .set({
        line_id: line?.id ?? null,
        line_name: line?.name ?? null,
        queue_id: queue?.id ?? null,
        queue_name: queue?.name ?? null,
        version: lock.version + 1,
        updated_at: ctx.now,
      })
      .where('id', '=', id)
      .execute();
    const after = await mustRead(trx, ctx.auth.orgId, id);
    await logAction(trx, ctx, registryEntity(f), 'againMatch', id, before, after);
    return after;
  });
}
