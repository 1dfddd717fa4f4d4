import type {
  AgencyItem,
  DailyTonnage,
  HomeCounts,
  InFactoryStats,
  PageData,
  VehicleRow,
  WarnItem,
} from '@wb/api/wire';
import { sql } from 'kysely';
import type { AuthInfo } from '../auth/service';
import type { ServiceContext } from '../context';
import type { RegistryStatus } from '../db/schema';
import { dayStart, formatDate, formatDateTime } from '../shared/time';

/** Everything here reads the caller's current organisation from the session, never from the request. */

const IN_FACTORY: RegistryStatus[] = ['entered', 'weighed_once', 'weighed'];
const STATUS_LABEL: Record<RegistryStatus, string> = {
  registered: '已登记',
  entered: '已入厂',
  weighed_once: '一次过磅',
  weighed: '已过磅',
  exited: '已出厂',
  obsolete: '已作废',
};
/** a vehicle this long in the factory is flagged on the home page */
const LONG_STAY_HOURS = 4;

const tons = (column: string, flavour?: string) =>
  flavour
    ? sql<string>`coalesce(sum(${sql.ref(column)}) filter (where flavour = ${flavour}), 0)::numeric(14,3)::text`
    : sql<string>`coalesce(sum(${sql.ref(column)}), 0)::numeric(14,3)::text`;

export async function homeCounts(ctx: ServiceContext, auth: AuthInfo): Promise<HomeCounts> {
  const start = dayStart(ctx.now(), ctx.config.utcOffsetMinutes);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const [inFactory, today, pending] = await Promise.all([
    ctx.db
      .selectFrom('registry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', auth.orgId)
      .where('status', 'in', IN_FACTORY)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('weigh_record')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        tons('net').as('net'),
        tons('net', 'pu').as('pu'),
        tons('net', 'sa').as('sa'),
      ])
      .where('org_id', '=', auth.orgId)
      .where('finished_at', '>=', start)
      .where('finished_at', '<', end)
      .where('status', '!=', 'obsolete')
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('weigh_record')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', auth.orgId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    inFactoryVehicles: Number(inFactory.n),
    todayWeighCount: Number(today.n),
    todayNetTons: today.net,
    todayPurchaseTons: today.pu,
    todaySaleTons: today.sa,
    pendingAudit: Number(pending.n),
  };
}

export async function homeAgency(ctx: ServiceContext, auth: AuthInfo): Promise<AgencyItem[]> {
  const [registries, pending] = await Promise.all([
    ctx.db
      .selectFrom('registry')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', auth.orgId)
      .where('status', 'in', ['registered', 'weighed_once', 'weighed'])
      .groupBy('status')
      .execute(),
    ctx.db
      .selectFrom('weigh_record')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', auth.orgId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
  ]);
  const count = (status: RegistryStatus) => Number(registries.find((r) => r.status === status)?.n ?? 0);
  return [
    {
      id: 'weigh-audit',
      title: '待审核磅单',
      count: Number(pending.n),
      path: '/modules/measure/mm_pu_weigh',
    },
    {
      id: 'registry-entry',
      title: '待入厂车辆',
      count: count('registered'),
      path: '/modules/purorder/pu_registry',
    },
    {
      id: 'second-weigh',
      title: '待二次过磅',
      count: count('weighed_once'),
      path: '/modules/measure/weigh/weigh',
    },
    {
      id: 'registry-exit',
      title: '待出厂车辆',
      count: count('weighed'),
      path: '/modules/purorder/pu_registry',
    },
  ];
}

export async function homeWarnings(ctx: ServiceContext, auth: AuthInfo): Promise<WarnItem[]> {
  const now = ctx.now();
  const offset = ctx.config.utcOffsetMinutes;
  const longStay = new Date(now.getTime() - LONG_STAY_HOURS * 60 * 60 * 1000);
  const staleAudit = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
  const [stays, stale] = await Promise.all([
    ctx.db
      .selectFrom('registry')
      .select(['id', 'plate_number', 'material_name', 'entry_time'])
      .where('org_id', '=', auth.orgId)
      .where('status', 'in', IN_FACTORY)
      .where('entry_time', '<', longStay)
      .orderBy('entry_time')
      .limit(20)
      .execute(),
    ctx.db
      .selectFrom('weigh_record')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('finished_at').as('oldest')])
      .where('org_id', '=', auth.orgId)
      .where('status', '=', 'completed')
      .where('finished_at', '<', staleAudit)
      .executeTakeFirstOrThrow(),
  ]);
  const warnings: WarnItem[] = stays.map((r) => {
    const hours = Math.floor((now.getTime() - (r.entry_time?.getTime() ?? now.getTime())) / 3_600_000);
    return {
      id: `stay-${r.id}`,
      level: hours >= 12 ? 'error' : 'warning',
      message: `${r.plate_number}（${r.material_name}）已在厂 ${hours} 小时`,
      time: r.entry_time ? formatDateTime(r.entry_time, offset) : formatDateTime(now, offset),
    };
  });
  if (Number(stale.n) > 0) {
    warnings.push({
      id: 'stale-audit',
      level: 'info',
      message: `有 ${Number(stale.n)} 张磅单超过 3 天未审核`,
      time: formatDateTime(stale.oldest ? new Date(stale.oldest) : now, offset),
    });
  }
  return warnings;
}

/** Purchase and sale tonnage per business day for the last 7 days (today last), summed in SQL numeric. */
export async function homeDetail(ctx: ServiceContext, auth: AuthInfo): Promise<DailyTonnage[]> {
  const now = ctx.now();
  const offset = ctx.config.utcOffsetMinutes;
  const from = dayStart(now, offset, 6);
  const to = new Date(dayStart(now, offset).getTime() + 24 * 60 * 60 * 1000);
  // A literal offset (a number from the config) so GROUP BY repeats the select expression exactly.
  const day = sql<string>`to_char((finished_at at time zone 'UTC') + ${sql.lit(offset)} * interval '1 minute', 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .selectFrom('weigh_record')
    .select([day.as('day'), tons('net', 'pu').as('pu'), tons('net', 'sa').as('sa')])
    .where('org_id', '=', auth.orgId)
    .where('finished_at', '>=', from)
    .where('finished_at', '<', to)
    .where('status', '!=', 'obsolete')
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: 7 }, (_, i) => {
    const d = formatDate(dayStart(now, offset, 6 - i), offset);
    const row = byDay.get(d);
    return { day: d, purchaseTons: row?.pu ?? '0.000', saleTons: row?.sa ?? '0.000' };
  });
}

/** Vehicles in the factory now, newest entry first, with their weigh record when there is one. */
export async function vehicleTable(
  ctx: ServiceContext,
  auth: Pick<AuthInfo, 'orgId'>,
  pn: number,
  ps: number,
): Promise<PageData<VehicleRow>> {
  const offset = ctx.config.utcOffsetMinutes;
  const base = ctx.db
    .selectFrom('registry as r')
    .where('r.org_id', '=', auth.orgId)
    .where('r.status', 'in', IN_FACTORY);
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('weigh_record as w', (j) =>
        j.onRef('w.registry_id', '=', 'r.id').on('w.status', '!=', 'obsolete'),
      )
      .select([
        'r.id',
        'r.plate_number',
        'r.flavour',
        'r.material_name',
        'r.partner_name',
        'r.status',
        'r.entry_time',
        'w.gross',
        'w.tare',
        'w.net',
      ])
      .orderBy('r.entry_time', 'desc')
      .orderBy('r.id')
      .limit(ps)
      .offset((pn - 1) * ps)
      .execute(),
  ]);
  return {
    total: Number(total.n),
    list: rows.map((r) => ({
      id: r.id,
      plateNumber: r.plate_number,
      flavour: r.flavour,
      materialName: r.material_name,
      partnerName: r.partner_name,
      status: STATUS_LABEL[r.status],
      entryTime: r.entry_time ? formatDateTime(r.entry_time, offset) : null,
      grossWeight: r.gross,
      tareWeight: r.tare,
      netWeight: r.net,
    })),
  };
}

/** how many vehicles the live in-factory statistics list (a wall board shows no more) */
export const IN_FACTORY_LIST_SIZE = 50;

/**
 * The live in-factory statistics (GET /index/getInFactory and the socket's 'inFactory' event):
 * vehicles in the factory counted per flavour, and the newest of them as the vehicle table has them.
 */
export async function inFactoryStats(ctx: ServiceContext, orgId: string): Promise<InFactoryStats> {
  const [counts, page] = await Promise.all([
    ctx.db
      .selectFrom('registry')
      .select(['flavour', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .where('status', 'in', IN_FACTORY)
      .groupBy('flavour')
      .orderBy('flavour')
      .execute(),
    vehicleTable(ctx, { orgId }, 1, IN_FACTORY_LIST_SIZE),
  ]);
  const byFlavour = counts.map((c) => ({ flavour: c.flavour, count: Number(c.n) }));
  return {
    total: byFlavour.reduce((sum, c) => sum + c.count, 0),
    byFlavour,
    vehicles: page.list,
    at: ctx.now().toISOString(),
  };
}
