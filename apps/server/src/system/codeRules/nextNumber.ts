import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { SysCodeRuleTable } from '../schema';
import { RULE_MSG, formatNumber, maxSequence, periodKey } from './codeRuleFormat';

/** The business calendar's offset when the caller does not say (China, UTC+8, no DST). */
const SITE_OFFSET_MINUTES = 480;

type RuleRow = Selectable<SysCodeRuleTable>;

async function loadRule(db: Kysely<Database>, orgId: string, ruleCode: string): Promise<RuleRow> {
  const rule = await db
    .selectFrom('sys_code_rule')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('rule_code', '=', ruleCode)
    .executeTakeFirst();
  if (!rule) throw notFound(RULE_MSG.notFound);
  if (!rule.enabled) throw badRequest(`${RULE_MSG.disabled}：${rule.rule_name}`);
  return rule;
}

const shapeOf = (r: RuleRow) => ({
  prefix: r.prefix,
  dateFormat: r.date_format,
  seqLength: r.seq_length,
  resetPeriod: r.reset_period,
  separator: r.separator,
});

/**
 * Takes the next number of an organisation's rule, e.g. `CG20261122-0001`.
 *
 * One `insert … on conflict do update … returning` increments the (org, rule, period) counter: the
 * row stays locked until the caller's transaction ends, so concurrent callers queue on it and get
 * consecutive values, and a caller that rolls back (its document failed) gives the value back:
 * the sequence has no gaps. Pass the document's transaction; given a plain connection it runs in a
 * transaction of its own. An exhausted sequence (9999 of four digits) is a 400 and takes nothing.
 */
export async function nextNumber(
  db: Kysely<Database>,
  orgId: string,
  ruleCode: string,
  now: Date,
  offsetMinutes: number = SITE_OFFSET_MINUTES,
): Promise<string> {
  if (!db.isTransaction)
    return db.transaction().execute((trx) => nextNumber(trx, orgId, ruleCode, now, offsetMinutes));
  const rule = await loadRule(db, orgId, ruleCode);
  const period = periodKey(rule.reset_period, now, offsetMinutes);
  const { value } = await db
    .insertInto('sys_code_rule_counter')
    .values({ org_id: orgId, rule_code: rule.rule_code, period_key: period, value: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'rule_code', 'period_key'])
        .doUpdateSet({ value: sql`sys_code_rule_counter.value + 1`, updated_at: now }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  const sequence = Number(value);
  // thrown inside the transaction: the increment is rolled back with it
  if (sequence > maxSequence(rule.seq_length))
    throw new AppError(400, `${rule.rule_name}${RULE_MSG.exhausted}`);
  return formatNumber(shapeOf(rule), sequence, now, offsetMinutes);
}

/** The number the next take would give now, without taking it (another caller may take it first). */
export async function previewNumber(
  db: Kysely<Database>,
  orgId: string,
  ruleCode: string,
  now: Date,
  offsetMinutes: number = SITE_OFFSET_MINUTES,
): Promise<{ number: string; sequence: number; periodKey: string }> {
  const rule = await loadRule(db, orgId, ruleCode);
  const period = periodKey(rule.reset_period, now, offsetMinutes);
  const counter = await db
    .selectFrom('sys_code_rule_counter')
    .select('value')
    .where('org_id', '=', orgId)
    .where('rule_code', '=', rule.rule_code)
    .where('period_key', '=', period)
    .executeTakeFirst();
  const sequence = Number(counter?.value ?? 0) + 1;
  if (sequence > maxSequence(rule.seq_length)) throw badRequest(`${rule.rule_name}${RULE_MSG.exhausted}`);
  return { number: formatNumber(shapeOf(rule), sequence, now, offsetMinutes), sequence, periodKey: period };
}
