import { sql } from 'kysely';
import { sweepExpiredAuth } from '../../auth/sweep';
import type { ServiceContext } from '../../context';
import { formatDate, dayStart } from '../../shared/time';
import { emitEvent } from '../webhooks/events';

/**
 * The registry of job handlers the server defines. A job names one of these keys; there is no way
 * to point a job at a free-form class, function or command. Each handler declares its parameters
 * (integers with bounds and a default), shown by GET /sys/quartz-job/handlers as a JSON schema.
 */
export interface IntegerParam {
  type: 'integer';
  title: string;
  minimum: number;
  maximum: number;
  default: number;
}

export interface JobInput {
  ctx: ServiceContext;
  orgId: string;
  groupId: string;
  /** the run's start (the app clock) */
  now: Date;
  params: Record<string, number>;
}

export interface JobHandler {
  key: string;
  name: string;
  description: string;
  /** 'system': housekeeping of the whole installation, only administrators may schedule it */
  scope: 'system' | 'org';
  params: Record<string, IntegerParam>;
  /** does the work; resolves to the run's message (what was done) */
  run(input: JobInput): Promise<string>;
}

const FLAVOUR_TITLES: Record<string, string> = {
  pu: '采购',
  pt: '外购转运',
  sa: '销售',
  st: '销售转运',
  pr: '产成品',
  al: '调拨',
  tr: '转运',
};

export const JOB_HANDLERS: readonly JobHandler[] = [
  {
    key: 'auth.sweep',
    name: '清理过期会话与验证码',
    description: '删除刷新期限已过一天的会话（已注销的保留30天备查）、过期验证码和已失效的登录失败计数',
    scope: 'system',
    params: {},
    async run({ ctx, now }) {
      const r = await sweepExpiredAuth({ ...ctx, now: () => now });
      return `清理会话${r.sessions}条、验证码${r.captchas}条、登录失败计数${r.attempts}条`;
    },
  },
  {
    key: 'log.purgeLoginLog',
    name: '清理登录日志',
    description: '删除早于保留天数的登录日志（全系统）',
    scope: 'system',
    params: { keepDays: { type: 'integer', title: '保留天数', minimum: 7, maximum: 3650, default: 180 } },
    async run({ ctx, now, params }) {
      const before = new Date(now.getTime() - params.keepDays * 24 * 60 * 60 * 1000);
      const r = await ctx.db.deleteFrom('sys_login_log').where('created_at', '<', before).executeTakeFirst();
      return `删除${params.keepDays}天前的登录日志${Number(r.numDeletedRows)}条`;
    },
  },
  {
    key: 'weigh.dailySummary',
    name: '日过磅汇总',
    description:
      '汇总本公司前一个业务日（按站点时区）已完成和已审核的过磅单：按业务类型统计车数和净重，写入执行记录并发布 weigh.daily_summary 事件（订阅的 Webhook 会收到）',
    scope: 'org',
    params: {},
    async run({ ctx, orgId, now }) {
      const offset = ctx.config.utcOffsetMinutes;
      const from = dayStart(now, offset, 1);
      const to = dayStart(now, offset, 0);
      const rows = await ctx.db
        .selectFrom('weigh_record')
        .select((eb) => [
          'flavour',
          eb.fn.countAll<string>().as('count'),
          sql<string>`coalesce(sum(net), 0)::numeric(14,3)::text`.as('net'),
        ])
        .where('org_id', '=', orgId)
        .where('status', 'in', ['completed', 'audited'])
        .where('finished_at', '>=', from)
        .where('finished_at', '<', to)
        .groupBy('flavour')
        .orderBy('flavour')
        .execute();
      const date = formatDate(from, offset);
      const flavours = rows.map((r) => ({ flavour: r.flavour, count: Number(r.count), net: r.net }));
      const totalCount = flavours.reduce((s, f) => s + f.count, 0);
      // sums in thousandths of a tonne: exact, no float drift
      const totalNet = flavours.reduce((s, f) => s + BigInt(f.net.replace('.', '')), 0n).toString();
      const total = `${totalNet.slice(0, -3) || '0'}.${totalNet.slice(-3).padStart(3, '0')}`;
      await emitEvent(
        ctx.db,
        orgId,
        'weigh.daily_summary',
        { date, flavours, totalCount, totalNet: total },
        now,
      );
      if (totalCount === 0) return `${date} 无已完成的过磅单`;
      const parts = flavours.map((f) => `${FLAVOUR_TITLES[f.flavour] ?? f.flavour}${f.count}车${f.net}吨`);
      return `${date} 过磅${totalCount}车，净重${total}吨（${parts.join('，')}）`;
    },
  },
];

export const handlerByKey = (key: unknown): JobHandler | undefined =>
  typeof key === 'string' ? JOB_HANDLERS.find((h) => h.key === key) : undefined;

/** The handler's parameters as a JSON schema (GET /sys/quartz-job/handlers). */
export function paramSchema(handler: JobHandler): Record<string, unknown> {
  return {
    type: 'object',
    properties: handler.params,
    additionalProperties: false,
  };
}

/** A job's params checked against its handler: defaults filled in, or the first Chinese message. */
export function checkParams(
  handler: JobHandler,
  raw: unknown,
): { ok: true; params: Record<string, number> } | { ok: false; error: string } {
  if (raw === undefined || raw === null || raw === '') raw = {};
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return { ok: false, error: '任务参数必须是JSON对象' };
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, error: '任务参数必须是JSON对象' };
  const given = raw as Record<string, unknown>;
  for (const key of Object.keys(given))
    if (!Object.hasOwn(handler.params, key))
      return { ok: false, error: `任务处理器「${handler.name}」没有参数${key}` };
  const params: Record<string, number> = {};
  for (const [key, spec] of Object.entries(handler.params)) {
    const v = given[key] ?? spec.default;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < spec.minimum || v > spec.maximum)
      return { ok: false, error: `${spec.title}必须是${spec.minimum}到${spec.maximum}之间的整数` };
    params[key] = v;
  }
  return { ok: true, params };
}
