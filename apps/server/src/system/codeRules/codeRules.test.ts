import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRUD_MSG } from '../../crud/service';
import { crudClient, type CrudClient } from '../../crud/testKit';
import { DEMO_IDS } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test-utils/testApp';
import { RULE_MSG } from './codeRuleFormat';
import { nextNumber } from './nextNumber';

type Rule = { id: string; version: number; ruleCode: string; enabled: boolean; example: string };

let t: TestApp;
let admin: CrudClient;
let operator: CrudClient;
const B = '/api/sys/code-rule';

beforeAll(async () => {
  t = await createTestApp();
  // 2026-11-22 23:00 in China; the access tokens (2 h) outlive the day change the reset test makes
  t.clock.set(new Date('2026-11-22T15:00:00Z'));
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
});
afterAll(() => t.close());

const rule = (patch: Record<string, unknown> = {}) => ({
  ruleCode: 'CG_TEST',
  ruleName: '采购测试单',
  prefix: 'CG',
  dateFormat: 'yyyyMMdd',
  seqLength: 4,
  resetPeriod: 'daily',
  separator: '-',
  ...patch,
});

describe('code rule records', () => {
  let created: Rule;
  it('creates a rule with its example number and an operation-log row', async () => {
    created = await admin.data<Rule>('POST', `${B}/create`, rule());
    expect(created).toMatchObject({
      ruleCode: 'CG_TEST',
      version: 1,
      enabled: true,
      example: 'CG20261122-0001',
    });
    const logs = await t.db
      .selectFrom('sys_operation_log')
      .selectAll()
      .where('entity_id', '=', created.id)
      .execute();
    expect(logs.map((l) => [l.entity, l.action])).toEqual([['sys_code_rule', 'create']]);
  });

  it('refuses a duplicate code, a bad rule and a stale version, changing nothing', async () => {
    const dup = await admin.req('POST', `${B}/create`, rule({ ruleName: '另一个' }));
    expect([dup.statusCode, dup.json().msg]).toEqual([400, RULE_MSG.codeExists]);
    const bad = await admin.req('POST', `${B}/create`, rule({ ruleCode: 'X1', dateFormat: 'yyyy' }));
    expect([bad.statusCode, bad.json().msg]).toEqual([400, RULE_MSG.dateTooCoarse.daily]);
    const saved = await admin.data<Rule>('PUT', `${B}/update`, {
      id: created.id,
      version: 1,
      ruleName: '采购单',
    });
    expect(saved.version).toBe(2);
    const stale = await admin.req('PUT', `${B}/update`, { id: created.id, version: 1, ruleName: '旧' });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, CRUD_MSG.conflict]);
    const detail = await admin.data<Rule & { ruleName: string }>('GET', `${B}/detail/${created.id}`);
    expect(detail.ruleName).toBe('采购单');
  });

  it('lists by keyword within the company only', async () => {
    const page = await admin.data<{ list: Rule[]; total: number }>('POST', `${B}/list`, { keyword: 'cg_t' });
    expect(page.list.map((r) => r.ruleCode)).toEqual(['CG_TEST']);
    const literal = await admin.data<{ total: number }>('POST', `${B}/list`, { keyword: '%' });
    expect(literal.total).toBe(0);
  });

  it('keeps sys permissions: the operator, without the screen, may neither read nor write', async () => {
    expect((await operator.req('POST', `${B}/list`, {})).statusCode).toBe(403);
    expect((await operator.req('POST', `${B}/create`, rule({ ruleCode: 'OP' }))).statusCode).toBe(403);
    expect((await operator.req('POST', `${B}/next`, { code: 'CG_TEST' })).statusCode).toBe(403);
  });

  it('disables (then next is refused), enables, deletes', async () => {
    const off = await admin.req('POST', `${B}/disable`, { ids: [created.id] });
    expect(off.statusCode).toBe(200);
    const refused = await admin.req('POST', `${B}/next`, { code: 'CG_TEST' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain(RULE_MSG.disabled);
    expect((await admin.req('POST', `${B}/disable`, { ids: [created.id] })).json().msg).toBe(
      CRUD_MSG.alreadyDisabled,
    );
    expect((await admin.req('POST', `${B}/enable`, { ids: [created.id] })).statusCode).toBe(200);
    const unknown = await admin.req('POST', `${B}/next`, { code: 'NOPE' });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, RULE_MSG.notFound]);
  });
});

describe('numbers', () => {
  it('previews without taking, then takes', async () => {
    await admin.data('POST', `${B}/create`, rule({ ruleCode: 'PV', prefix: 'PV', separator: '' }));
    const preview = await admin.data<{ number: string }>('POST', `${B}/preview`, { code: 'PV' });
    expect(preview.number).toBe('PV202611220001');
    expect((await admin.data<{ number: string }>('POST', `${B}/preview`, { code: 'PV' })).number).toBe(
      'PV202611220001',
    );
    expect((await admin.data<{ number: string }>('POST', `${B}/next`, { code: 'PV' })).number).toBe(
      'PV202611220001',
    );
    expect((await admin.data<{ number: string }>('POST', `${B}/preview`, { code: 'PV' })).number).toBe(
      'PV202611220002',
    );
  });

  it('gives a rolled-back number back (no gap)', async () => {
    await admin.data('POST', `${B}/create`, rule({ ruleCode: 'RB', prefix: 'RB' }));
    const now = t.clock.now();
    const failed = await t.db
      .transaction()
      .execute(async (trx) => {
        const n = await nextNumber(trx, DEMO_IDS.org1, 'RB', now);
        expect(n).toBe('RB20261122-0001');
        throw new Error('document failed');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('document failed');
    expect(await nextNumber(t.db, DEMO_IDS.org1, 'RB', now)).toBe('RB20261122-0001');
    expect(await nextNumber(t.db, DEMO_IDS.org1, 'RB', now)).toBe('RB20261122-0002');
  });

  it('restarts a daily rule at 0001 on the next day (site calendar), a yearly one not', async () => {
    await admin.data('POST', `${B}/create`, rule({ ruleCode: 'DAY', prefix: 'D' }));
    await admin.data('POST', `${B}/create`, rule({ ruleCode: 'YEAR', prefix: 'Y', resetPeriod: 'yearly' }));
    const take = async (code: string) =>
      (await admin.data<{ number: string }>('POST', `${B}/next`, { code })).number;
    expect([await take('DAY'), await take('DAY'), await take('YEAR')]).toEqual([
      'D20261122-0001',
      'D20261122-0002',
      'Y20261122-0001',
    ]);
    // 15:59 UTC is 23:59 in China: still the 22nd
    t.clock.set(new Date('2026-11-22T15:59:00Z'));
    expect(await take('DAY')).toBe('D20261122-0003');
    t.clock.set(new Date('2026-11-22T16:00:00Z'));
    expect([await take('DAY'), await take('YEAR')]).toEqual(['D20261123-0001', 'Y20261123-0002']);
    t.clock.set(new Date('2026-11-22T15:00:00Z'));
  });

  it('refuses a number past the sequence length and takes nothing', async () => {
    await admin.data(
      'POST',
      `${B}/create`,
      rule({ ruleCode: 'ONE', prefix: 'O', seqLength: 1, resetPeriod: 'never', dateFormat: 'none' }),
    );
    for (let i = 1; i <= 9; i++) await admin.data('POST', `${B}/next`, { code: 'ONE' });
    const full = await admin.req('POST', `${B}/next`, { code: 'ONE' });
    expect([full.statusCode, full.json().msg]).toEqual([400, `采购测试单${RULE_MSG.exhausted}`]);
    const counter = await t.db
      .selectFrom('sys_code_rule_counter')
      .select('value')
      .where('rule_code', '=', 'ONE')
      .executeTakeFirstOrThrow();
    expect(Number(counter.value)).toBe(9);
  });

  it('hands 1,000 concurrent requests 1,000 distinct, gap-free numbers', async () => {
    await admin.data('POST', `${B}/create`, rule({ ruleCode: 'LOAD', prefix: 'LD' }));
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => admin.req('POST', `${B}/next`, { code: 'LOAD' })),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const numbers = answers.map((a) => a.json<{ data: { number: string } }>().data.number).sort();
    expect(new Set(numbers).size).toBe(1000);
    expect(numbers).toEqual(
      Array.from({ length: 1000 }, (_, i) => `LD20261122-${String(i + 1).padStart(4, '0')}`),
    );
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from sys_operation_log where action = 'takeNumber'`.execute(t.db);
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(1000);
  }, 120_000);
});

describe('seeded rules', () => {
  it('number every weighing document of both companies, past the demo bills of the seed day', async () => {
    for (const orgId of [DEMO_IDS.org1, DEMO_IDS.org2]) {
      const codes = await t.db
        .selectFrom('sys_code_rule')
        .select('rule_code')
        .where('org_id', '=', orgId)
        .execute();
      expect(codes.map((c) => c.rule_code)).toEqual(
        expect.arrayContaining([
          'PU_REGISTRY',
          'PU_WEIGH',
          'PU_NOTICE',
          'SA_REGISTRY',
          'SA_WEIGH',
          'AL_WEIGH',
          'PR_WEIGH',
        ]),
      );
    }
    const counters = await t.db
      .selectFrom('sys_code_rule_counter')
      .selectAll()
      .where('org_id', '=', DEMO_IDS.org1)
      .where('rule_code', '=', 'PU_REGISTRY')
      .execute();
    expect(counters).toHaveLength(1);
    const { period_key: day, value } = counters[0];
    const bills = await t.db
      .selectFrom('registry')
      .select('bill_no')
      .where('org_id', '=', DEMO_IDS.org1)
      .where('bill_no', 'like', `DJPU${day}%`)
      .execute();
    expect(Number(value)).toBe(Math.max(...bills.map((b) => Number(b.bill_no.slice(-4)))));
    const noon = new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T12:00:00+08:00`);
    const next = await nextNumber(t.db, DEMO_IDS.org1, 'PU_REGISTRY', noon);
    expect(next).toBe(`DJPU${day}${String(Number(value) + 1).padStart(4, '0')}`);
    expect(bills.map((b) => b.bill_no)).not.toContain(next);
  });
});
