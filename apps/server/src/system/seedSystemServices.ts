import type { Kysely } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { formatNumber, periodKey, type RuleShape } from './codeRules/codeRuleFormat';
import { nextCronTime, parseCron } from './scheduler/cron';

const FLAVOURS: { code: Flavour; title: string; notice: boolean }[] = [
  { code: 'pu', title: '采购', notice: true },
  { code: 'pt', title: '外购转运', notice: true },
  { code: 'sa', title: '销售', notice: true },
  { code: 'st', title: '销售转运', notice: true },
  { code: 'pr', title: '产成品', notice: false },
  { code: 'al', title: '调拨', notice: true },
  { code: 'tr', title: '转运', notice: true },
];

/** The demo's bill numbers: DJPU20261122 0001 (registry), BDPU… (weigh record), TZPU… (notice), reset daily. */
const DAILY: Omit<RuleShape, 'prefix'> = {
  dateFormat: 'yyyyMMdd',
  seqLength: 4,
  resetPeriod: 'daily',
  separator: '',
};

export interface SystemSeedInput {
  now: Date;
  utcOffsetMinutes: number;
  groupId: string;
  orgIds: string[];
}

/**
 * Code rules of the weighing documents for every company (registry, weigh record and notice per
 * flavour), with today's counters moved past the demo bills already issued today, so a new
 * document never collides with a seeded one; and the demo scheduler jobs.
 */
export async function seedSystemServices(db: Kysely<Database>, input: SystemSeedInput): Promise<void> {
  const { now, utcOffsetMinutes: offset, groupId } = input;
  const today = periodKey('daily', now, offset);
  for (const orgId of input.orgIds) {
    const rules: { code: string; name: string; prefix: string; table?: 'registry' | 'weigh_record' }[] = [];
    for (const f of FLAVOURS) {
      const up = f.code.toUpperCase();
      rules.push({ code: `${up}_REGISTRY`, name: `${f.title}登记单`, prefix: `DJ${up}`, table: 'registry' });
      rules.push({ code: `${up}_WEIGH`, name: `${f.title}过磅单`, prefix: `BD${up}`, table: 'weigh_record' });
      if (f.notice) rules.push({ code: `${up}_NOTICE`, name: `${f.title}通知单`, prefix: `TZ${up}` });
    }
    await db
      .insertInto('sys_code_rule')
      .values(
        rules.map((r) => ({
          org_id: orgId,
          group_id: groupId,
          rule_code: r.code,
          rule_name: r.name,
          prefix: r.prefix,
          date_format: DAILY.dateFormat,
          seq_length: DAILY.seqLength,
          reset_period: DAILY.resetPeriod,
          separator: DAILY.separator,
          created_by: null,
          updated_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    for (const r of rules) {
      if (!r.table) continue;
      const stem = formatNumber({ ...DAILY, prefix: r.prefix }, 0, now, offset).slice(0, -DAILY.seqLength);
      const bills = await db
        .selectFrom(r.table)
        .select('bill_no')
        .where('org_id', '=', orgId)
        .where('bill_no', 'like', `${stem}%`)
        .execute();
      const used = Math.max(
        0,
        ...bills.map((b) => Number(b.bill_no.slice(stem.length))).filter(Number.isSafeInteger),
      );
      if (used > 0)
        await db
          .insertInto('sys_code_rule_counter')
          .values({ org_id: orgId, rule_code: r.code, period_key: today, value: used, updated_at: now })
          .execute();
    }
  }

  const job = (
    orgId: string,
    name: string,
    handler: string,
    cron: string,
    params: object,
    remark: string,
  ) => ({
    org_id: orgId,
    group_id: groupId,
    job_name: name,
    handler,
    cron,
    params: JSON.stringify(params),
    status: 'running' as const,
    next_run_at: nextCronTime(parseCron(cron), now, offset),
    remark,
    created_by: null,
    updated_by: null,
    created_at: now,
    updated_at: now,
  });
  const [main] = input.orgIds;
  await db
    .insertInto('sys_job')
    .values([
      job(main, '清理过期会话与验证码', 'auth.sweep', '7 * * * *', {}, '每小时第7分钟'),
      job(main, '清理登录日志', 'log.purgeLoginLog', '30 3 * * *', { keepDays: 180 }, '每天03:30，保留180天'),
      ...input.orgIds.map((orgId) =>
        job(orgId, '日过磅汇总', 'weigh.dailySummary', '10 0 * * *', {}, '每天00:10汇总前一天'),
      ),
    ])
    .execute();
}
