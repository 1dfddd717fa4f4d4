import { idNumberCheckDigit } from '@wb/templates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../auth/service';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { findBlacklisting } from './catalog/findBlacklisting';
import { tableStatements } from './catalog/toDdl';
import { toEntityDef } from './catalog/toEntityDef';
import type { CatalogEntity } from './catalog/types';
import type { EntityDef } from './EntityDef';
import { deleteRecords, readFull, updateRecord, type ActionContext } from './service';
import { runStatusAction } from './statusActions';
import { crudClient, type CrudClient } from './testKit';

let t: TestApp;
let a: CrudClient;
type Row = Record<string, unknown> & { id: string; version: number; status: string };

beforeAll(async () => {
  t = await createTestApp();
  a = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

async function logCount(id: string, action: string): Promise<number> {
  const r = await t.db
    .selectFrom('sys_operation_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('entity_id', '=', id)
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('IC卡: 挂失 / 解挂 (routes)', () => {
  const base = '/api/basic/ic_card';
  let card: Row;
  let other: Row;
  beforeAll(async () => {
    card = await a.data<Row>('POST', `${base}/create`, {
      cardNo: 'e0a1b2c3',
      cardType: '长期卡',
      status: 'lost',
    });
    other = await a.data<Row>('POST', `${base}/create`, { cardNo: 'E0A1B2C4' });
  });

  it('a new card starts 正常 whatever the body says (status moves only through its actions)', () => {
    expect(card.status).toBe('normal');
    expect(card.cardNo).toBe('E0A1B2C3');
  });

  it('loss: 正常 → 挂失 with its time, one log row; a second loss is refused and changes nothing', async () => {
    const res = await a.data<{ count: number }>('POST', `${base}/loss`, { id: card.id });
    expect(res.count).toBe(1);
    const lost = await a.data<Row>('GET', `${base}/detail/${card.id}`);
    expect(lost).toMatchObject({ status: 'lost', version: card.version + 1 });
    expect(lost.lossTime).not.toBeNull();
    expect(await logCount(card.id, 'loss')).toBe(1);

    const again = await a.req('POST', `${base}/loss`, { ids: [card.id, other.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('只有正常状态的卡才能挂失');
    expect(await a.data('GET', `${base}/detail/${card.id}`)).toEqual(lost);
    // all or nothing: the 正常 card of the same call was not moved either
    expect((await a.data<Row>('GET', `${base}/detail/${other.id}`)).status).toBe('normal');
  });

  it('reuse: 挂失 → 正常; reuse of a 正常 card is refused', async () => {
    await a.data('POST', `${base}/reuse`, { ids: [card.id] });
    expect((await a.data<Row>('GET', `${base}/detail/${card.id}`)).status).toBe('normal');
    const again = await a.req('POST', `${base}/reuse`, { ids: [card.id] });
    expect(again.json().msg).toBe('只有挂失状态的卡才能解挂');
    const empty = await a.req('POST', `${base}/reuse`, { ids: [] });
    expect(empty.json().msg).toBe('请至少选择一条数据！');
    expect((await a.req('POST', `${base}/audit`, { ids: [card.id] })).statusCode).toBe(404);
  });

  it('the actions need their button permission (the operator holds loss/reuse on IC卡, nothing on 黑名单)', async () => {
    const op = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
    expect((await op.req('POST', `${base}/loss`, { ids: [other.id] })).statusCode).toBe(200);
    const bl = await t.db
      .selectFrom('bd_blacklist' as 'sys_user')
      .select('id')
      .where('org_id' as never, '=', DEMO_IDS.org1 as never)
      .executeTakeFirstOrThrow();
    expect(
      (await op.req('POST', '/api/basic/blacklist/unblock', { ids: [bl.id], reason: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('黑名单: 拉黑 / 解除 with a reason (routes) and findBlacklisting', () => {
  const base = '/api/basic/blacklist';
  let entry: Row;
  const plate = '蒙K·Z9876';

  it('an entry needs a plate, an id number or a card; a new one is 拉黑 at once', async () => {
    const none = await a.req('POST', `${base}/create`, { blackType: '车辆', reason: '超载' });
    expect(none.json().msg).toBe('车牌号、身份证号、IC卡号至少填写一项');
    entry = await a.data<Row>('POST', `${base}/create`, {
      blackType: '车辆',
      plateNumber: '蒙k·z9876',
      reason: '屡次超载',
    });
    expect(entry.status).toBe('blocked');
    const hit = await findBlacklisting(t.db, DEMO_IDS.org1, { plateNumber: plate });
    expect(hit).toMatchObject({ id: entry.id, reason: '屡次超载', plateNumber: plate });
    expect(await findBlacklisting(t.db, DEMO_IDS.org2, { plateNumber: plate })).toBeNull();
  });

  it('unblock needs a reason; then the plate passes; a second unblock is refused', async () => {
    const noReason = await a.req('POST', `${base}/unblock`, { ids: [entry.id], reason: '  ' });
    expect(noReason.json().msg).toBe('请填写解除原因');
    expect((await a.data<Row>('GET', `${base}/detail/${entry.id}`)).status).toBe('blocked');
    await a.data('POST', `${base}/unblock`, { ids: [entry.id], reason: '已缴纳违约金' });
    const released = await a.data<Row>('GET', `${base}/detail/${entry.id}`);
    expect(released).toMatchObject({ status: 'released', releaseReason: '已缴纳违约金' });
    expect(released.releaseTime).not.toBeNull();
    expect(await findBlacklisting(t.db, DEMO_IDS.org1, { plateNumber: plate })).toBeNull();
    const again = await a.req('POST', `${base}/unblock`, { ids: [entry.id], reason: '再次' });
    expect(again.json().msg).toBe('所选数据已解除');
    // the release reason is the server's: a form cannot write it
    const edited = await a.data<Row>('PUT', `${base}/update`, {
      id: entry.id,
      version: released.version,
      releaseReason: '伪造',
    });
    expect(edited.releaseReason).toBe('已缴纳违约金');
  });

  it('block takes a new reason and starts now; blocking a blocked entry is refused', async () => {
    expect((await a.req('POST', `${base}/block`, { ids: [entry.id] })).json().msg).toBe('请填写拉黑原因');
    await a.data('POST', `${base}/block`, { id: entry.id, reason: '再次超载' });
    const hit = await findBlacklisting(t.db, DEMO_IDS.org1, { plateNumber: plate, idNumber: null });
    expect(hit?.reason).toBe('再次超载');
    expect((await a.req('POST', `${base}/block`, { ids: [entry.id], reason: 'x' })).json().msg).toBe(
      '所选数据已是拉黑状态',
    );
  });

  it('matches by id number or card too, and only within the period', async () => {
    const card = await a.data<Row>('POST', `${base}/create`, {
      blackType: 'IC卡',
      icCardNo: 'e0ff0001',
      reason: '借卡给他人',
    });
    expect((await findBlacklisting(t.db, DEMO_IDS.org1, { icCardNo: 'E0FF0001' }))?.id).toBe(card.id);
    const idNumber = `15060219800101123${idNumberCheckDigit('15060219800101123')}`;
    const old = await a.data<Row>('POST', `${base}/create`, {
      blackType: '司机',
      idNumber,
      reason: '过期',
      startTime: '2020-01-01 00:00:00',
      endTime: '2020-12-31 23:59:59',
    });
    expect(old.status).toBe('blocked');
    expect(await findBlacklisting(t.db, DEMO_IDS.org1, { idNumber })).toBeNull();
    await sql`update bd_blacklist set end_time = null where id = ${old.id}`.execute(t.db);
    expect((await findBlacklisting(t.db, DEMO_IDS.org1, { idNumber: idNumber.toLowerCase() }))?.id).toBe(
      old.id,
    );
    expect(await findBlacklisting(t.db, DEMO_IDS.org1, {})).toBeNull();
  });
});

/** Document and ep flows: no entity of this branch uses them yet, so a fixture table made by the DDL generator. */
describe('document and ep flows (service, fixture tables from the generator)', () => {
  const decl = (name: string, status: 'document' | 'ep'): CatalogEntity => ({
    module: 'test',
    name,
    label: '测试单据',
    status,
    fields: [{ name: 'billNo', label: '单据号', required: true }],
  });
  const docDef = toEntityDef(decl('zz_doc', 'document'));
  const epDef = toEntityDef(decl('zz_ep', 'ep'));
  let ctx: ActionContext;

  beforeAll(async () => {
    for (const d of [decl('zz_doc', 'document'), decl('zz_ep', 'ep')])
      for (const s of tableStatements(d)) await sql.raw(s).execute(t.db);
    const auth: AuthInfo = {
      userId: DEMO_IDS.admin,
      username: 'admin',
      orgId: DEMO_IDS.org1,
      groupId: DEMO_IDS.group,
      sessionId: 's',
      admin: true,
      roles: [],
      permissions: new Set(),
    };
    ctx = {
      db: t.db,
      auth,
      now: new Date(),
      utcOffsetMinutes: 480,
      requestId: 'r',
      ip: '127.0.0.1',
      detail: () => ({ path: '/test', requestHeads: {}, requestParams: null, clientInfo: '', executeMs: 0 }),
    };
  });

  async function insert(def: EntityDef, billNo: string, org = DEMO_IDS.org1): Promise<string> {
    const { rows } = await sql<{ id: string }>`insert into ${sql.table(def.table)} (org_id, group_id, bill_no)
      values (${org}, ${DEMO_IDS.group}, ${billNo}) returning id`.execute(t.db);
    return rows[0].id;
  }
  const state = async (def: EntityDef, id: string) =>
    (await readFull(t.db as never, def, DEMO_IDS.org1, id))?.status;
  const move = (def: EntityDef, code: string, body: Record<string, unknown>) =>
    runStatusAction(ctx, def, code, body);
  const refused = async (def: EntityDef, code: string, body: Record<string, unknown>, msg: string) => {
    await expect(move(def, code, body)).rejects.toMatchObject({ message: msg });
  };

  it('documents: 自由 → 审核 → 弃审 → 作废 → 恢复, each refused from the wrong state', async () => {
    const id = await insert(docDef, 'D1');
    expect(await state(docDef, id)).toBe('free');
    await refused(docDef, 'unaudit', { id }, '只有已审核的单据才能弃审');
    await refused(docDef, 'recover', { id }, '只有已作废的单据才能恢复');
    await refused(docDef, 'mulInit', { ids: [id] }, '所选数据已是自由状态');
    await move(docDef, 'audit', { id });
    expect(await state(docDef, id)).toBe('audited');
    await refused(docDef, 'audit', { id }, '只有自由状态的单据才能审核');
    await refused(docDef, 'obsolete', { id }, '只有自由状态的单据才能作废');
    // an audited document is not edited or deleted
    await expect(updateRecord(ctx, docDef, [], { id, version: 2, billNo: 'X' })).rejects.toMatchObject({
      message: '已审核的数据不能修改',
    });
    await expect(deleteRecords(ctx, docDef, [id])).rejects.toMatchObject({ message: '已审核的数据不能删除' });
    await move(docDef, 'unaudit', { ids: [id] });
    await move(docDef, 'obsolete', { id });
    expect(await state(docDef, id)).toBe('obsolete');
    await refused(docDef, 'audit', { id }, '只有自由状态的单据才能审核');
    await move(docDef, 'recover', { id });
    expect(await state(docDef, id)).toBe('free');
    expect(await logCount(id, 'audit')).toBe(1);
    expect(await logCount(id, 'recover')).toBe(1);
  });

  it('documents in bulk: mulAudit all or nothing; mulInit takes audited and obsolete back to 自由', async () => {
    const ids = [await insert(docDef, 'B1'), await insert(docDef, 'B2'), await insert(docDef, 'B3')];
    await move(docDef, 'audit', { id: ids[0] });
    await refused(docDef, 'mulAudit', { ids }, '只有自由状态的单据才能审核');
    expect(await state(docDef, ids[1])).toBe('free');
    await move(docDef, 'mulAudit', { ids: ids.slice(1) });
    await move(docDef, 'unaudit', { id: ids[2] });
    await move(docDef, 'obsolete', { id: ids[2] });
    expect(await move(docDef, 'mulInit', { ids })).toBe(3);
    for (const id of ids) expect(await state(docDef, id)).toBe('free');
    await expect(move(docDef, 'mulAudit', { id: ids[0] })).rejects.toMatchObject({
      message: '请至少选择一条数据！',
    });
  });

  it('another company’s document: 404, nothing moved', async () => {
    const id = await insert(docDef, 'OTHER', DEMO_IDS.org2);
    await expect(move(docDef, 'audit', { id })).rejects.toMatchObject({ statusCode: 404 });
    const { rows } = await sql<{ status: string }>`select status from zz_doc where id = ${id}`.execute(t.db);
    expect(rows[0].status).toBe('free');
  });

  it('ep records: 待审核 → 审核 / 驳回; 退回上级 takes an audited one back; a corrected rejected one waits again', async () => {
    const a1 = await insert(epDef, 'E1');
    const a2 = await insert(epDef, 'E2');
    await refused(epDef, 'rejectedUp', { id: a1 }, '只有已审核的数据才能退回上级');
    await move(epDef, 'audit', { id: a1 });
    await refused(epDef, 'rejected', { id: a1 }, '只有待审核的数据才能驳回');
    await refused(epDef, 'audit', { id: a1 }, '只有待审核的数据才能审核');
    await move(epDef, 'rejectedUp', { id: a1 });
    expect(await state(epDef, a1)).toBe('pending');
    await move(epDef, 'rejected', { id: a2 });
    expect(await state(epDef, a2)).toBe('rejected');
    await refused(epDef, 'rejected', { id: a2 }, '只有待审核的数据才能驳回');
    const saved = await updateRecord(ctx, epDef, [], { id: a2, version: 2, billNo: 'E2-改' });
    expect(saved.status).toBe('pending');
    await expect(move(epDef, 'unaudit', { id: a1 })).rejects.toMatchObject({ message: '不支持的操作' });
  });
});
