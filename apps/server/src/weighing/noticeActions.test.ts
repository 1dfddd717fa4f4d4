import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { NOTICE_MSG } from './noticeActions';
import { auditedNotice, freshPlate, weighKit, type WeighKit } from './testFlow';

let t: TestApp;
let k: WeighKit;
beforeAll(async () => {
  t = await createTestApp();
  k = await weighKit(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) => k.ok<{ id: string; planQuantity: string }>('POST', '/purorder/pu-registry/createpu', body);
const noticeRow = (id: string) =>
  sql<{ done: string | null; max_limit: string; version: number }>`select done, max_limit::text as max_limit, version from pu_notice where id = ${id}`
    .execute(t.db)
    .then((r) => r.rows[0]);
const lineClosed = (id: string) =>
  sql<{ closed: string | null }>`select closed from pu_notice_sub where id = ${id}`.execute(t.db).then((r) => r.rows[0].closed ?? '否');
const logCount = (id: string, action: string) =>
  sql<{ n: number }>`select count(*)::int as n from sys_operation_log where entity_id = ${id} and action = ${action}`
    .execute(t.db)
    .then((r) => r.rows[0].n);

describe('notice lines: 关闭明细 / 打开明细', () => {
  it('a closed line takes no new registry; reopened it does; each move is logged and moves the version', async () => {
    const { noticeId, subId } = await auditedNotice(k, '100', '40');
    const before = await noticeRow(noticeId);
    await k.ok('POST', '/purorder/pu_notice/closeNoticeSub', { ids: [subId] });
    expect(await lineClosed(subId)).toBe('是');
    expect((await noticeRow(noticeId)).version).toBe(before.version + 1);
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/createpu', { plateNumber: freshPlate(), noticeSubId: subId })).toBe('通知单明细已关闭');
    expect(await k.refused(400, 'POST', '/purorder/pu_notice/closeNoticeSub', { ids: [subId] })).toBe(NOTICE_MSG.alreadyClosed);

    // the SPEC's dash spelling reaches the same action
    await k.ok('POST', '/purorder/pu-notice/openNoticeSub', { ids: [subId] });
    expect(await lineClosed(subId)).toBe('否');
    expect(await k.refused(400, 'POST', '/purorder/pu_notice/openNoticeSub', { ids: [subId] })).toBe(NOTICE_MSG.notClosed);
    const reg = await register({ plateNumber: freshPlate(), noticeSubId: subId });
    expect(reg.planQuantity).toBe('40.000');
    expect(await logCount(noticeId, 'closeNoticeSub')).toBe(1);
    expect(await logCount(noticeId, 'openNoticeSub')).toBe(1);
  });

  it('an unknown line, a malformed id and an empty selection are refused and change nothing', async () => {
    const { subId } = await auditedNotice(k);
    expect(await k.refused(404, 'POST', '/purorder/pu_notice/closeNoticeSub', { ids: [subId, '00000000-0000-4000-8000-000000000000'] })).toBe(NOTICE_MSG.lineNotFound);
    expect(await k.refused(400, 'POST', '/purorder/pu_notice/closeNoticeSub', { ids: ["1'; drop table pu_notice_sub; --"] })).toBe('数据ID格式错误');
    expect(await k.refused(400, 'POST', '/purorder/pu_notice/closeNoticeSub', { ids: [] })).toBe('请至少选择一条数据！');
    expect(await lineClosed(subId)).toBe('否');
  });
});

describe('修改限量 and 完成', () => {
  it('a new 单车限量 is the next registries’ 预装量; bad values are refused with the reason', async () => {
    const { noticeId, subId } = await auditedNotice(k, '100', '40');
    for (const [value, msg] of [
      [undefined, NOTICE_MSG.maxLimitRequired],
      ['  ', NOTICE_MSG.maxLimitRequired],
      ['0', NOTICE_MSG.maxLimitFormat],
      ['-3', NOTICE_MSG.maxLimitFormat],
      ['12.3456', NOTICE_MSG.maxLimitFormat],
      ['四十', NOTICE_MSG.maxLimitFormat],
    ] as const)
      expect(await k.refused(400, 'POST', '/purorder/pu_notice/updateMaxLimit', { ids: [noticeId], maxLimit: value }), String(value)).toBe(msg);
    expect((await noticeRow(noticeId)).max_limit).toBe('40.000');
    await k.ok('POST', '/purorder/pu_notice/updateMaxLimit', { ids: [noticeId], maxLimit: '35.5' });
    expect((await noticeRow(noticeId)).max_limit).toBe('35.500');
    expect((await register({ plateNumber: freshPlate(), noticeSubId: subId })).planQuantity).toBe('35.500');
  });

  it('a done notice takes no registry and its lines cannot be reopened until it is undone', async () => {
    const { noticeId, subId } = await auditedNotice(k);
    await k.ok('POST', '/purorder/pu_notice/closeNoticeSub', { ids: [subId] });
    await k.ok('POST', '/purorder/pu_notice/updateDone', { ids: [noticeId], done: '是' });
    expect((await noticeRow(noticeId)).done).toBe('是');
    expect(await k.refused(400, 'POST', '/purorder/pu_notice/openNoticeSub', { ids: [subId] })).toBe(NOTICE_MSG.doneCannotOpen);
    expect(await k.refused(400, 'POST', '/purorder/pu_notice/updateDone', { ids: [noticeId], done: 'yes' })).toBe(NOTICE_MSG.doneValue);
    await k.ok('POST', '/purorder/pu_notice/updateDone', { ids: [noticeId], done: '否' });
    await k.ok('POST', '/purorder/pu_notice/openNoticeSub', { ids: [subId] });
    await register({ plateNumber: freshPlate(), noticeSubId: subId });
  });

  it('an obsolete notice is refused', async () => {
    const { noticeId } = await auditedNotice(k);
    await k.ok('POST', '/purorder/pu_notice/unaudit', { ids: [noticeId] });
    await k.ok('POST', '/purorder/pu_notice/obsolete', { ids: [noticeId] });
    expect(await k.refused(400, 'POST', '/purorder/pu_notice/updateMaxLimit', { ids: [noticeId], maxLimit: '30' })).toBe(NOTICE_MSG.obsolete);
  });
});

describe('scoping and permissions', () => {
  it("company B's notice and lines answer 404 to company A and stay unchanged", async () => {
    const tokenB = (await t.login('admin', 'Admin@123456')).access_token;
    expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, tokenB)).statusCode).toBe(200);
    const kb = await weighKit(t, tokenB, DEMO_IDS.org2);
    const { noticeId, subId } = await auditedNotice(kb);
    expect(await k.refused(404, 'POST', '/purorder/pu_notice/closeNoticeSub', { ids: [subId] })).toBe(NOTICE_MSG.lineNotFound);
    await k.refused(404, 'POST', '/purorder/pu_notice/updateDone', { ids: [noticeId], done: '是' });
    expect(await lineClosed(subId)).toBe('否');
    expect((await noticeRow(noticeId)).done).not.toBe('是');
  });

  it('the weighing operator, who holds no notice button, gets 403', async () => {
    const { subId } = await auditedNotice(k);
    const op = await weighKit(t, (await t.login('operator', 'Operator@123')).access_token);
    expect(await op.refused(403, 'POST', '/purorder/pu_notice/closeNoticeSub', { ids: [subId] })).toBe('当前操作没有权限');
  });
});
