import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Flavour } from '../db/schema';
import { requestLogDetail } from '../http/requestLogDetail';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { UUID_PATTERN } from '../system/routes';
import type { ActionContext } from './actionKit';
import { text } from './actionKit';
import { CONFIRM_PAGES, confirmPerm, FLAVOUR_CODES, registryBase, registryPerm, weighBase, weighPerm } from './flavours';
import { letIn, letOut } from './gate';
import { confirmList, registryList } from './lists';
import {
  againMatch,
  checkMatch,
  matchRegistry,
  registryCertificate,
  registryImages,
  registrySub,
  weighView,
} from './registryLookups';
import {
  bindCard,
  checkCard,
  copyRegistry,
  createRegistry,
  deleteRegistries,
  findOpenRegistry,
  registryMoves,
  updateRegistry,
} from './registryService';
import { readRegistry, readWeighs } from './rows';
import { withButtons, sampleMoves, submitConfirm } from './confirm';
import {
  batchPrice,
  copyWeigh,
  createManualWeigh,
  findWeighRecord,
  mergeWeigh,
  returnGoods,
  splitWeigh,
  updateWeighs,
  weighMoves,
} from './weighRecords';
import { weighsave } from './weighsave';
import { registerNoticeRoutes } from './noticeRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Called after every committed gate event and weighsave with the organisation whose in-factory
     * vehicles changed. A no-op until the realtime module replaces it (weighing/README.md).
     */
    inFactoryChanged: (orgId: string) => void;
  }
}

type Body = Record<string, unknown>;
const objectBody = { type: 'object' } as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

/**
 * The weighing flow's routes (README.md): registries and the gate per flavour, weighsave, weigh
 * records, confirm weighing. Every action is one transaction on the caller's organisation.
 */
export async function weighingRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('inFactoryChanged')) app.decorate('inFactoryChanged', () => {});
  const offset = app.config.utcOffsetMinutes;

  const ctxOf = (request: FastifyRequest, reply: FastifyReply): ActionContext => ({
    db: app.db,
    auth: request.auth,
    now: app.ctx.now(),
    utcOffsetMinutes: offset,
    requestId: request.id,
    ip: request.ip,
    detail: () => requestLogDetail(request, reply),
  });
  /** after commit: the realtime hook must never fail the request that changed the data */
  const changed = (request: FastifyRequest) => {
    try {
      app.inFactoryChanged(request.auth.orgId);
    } catch (e) {
      request.log.error(e, 'inFactoryChanged failed');
    }
  };

  for (const f of FLAVOUR_CODES) registerRegistry(app, f, ctxOf, changed, offset);
  for (const f of FLAVOUR_CODES) registerWeigh(app, f, ctxOf);
  registerNoticeRoutes(app, ctxOf);

  app.post<{ Body: Body }>(
    '/measure/weigh/weighsave',
    { schema: { body: objectBody }, config: { permission: 'measure:weigh:weighsave' } },
    async (request, reply) => {
      const result = await weighsave(ctxOf(request, reply), request.body, (id) => app.scales.takeStableWeight(id));
      changed(request);
      return ok(result, '称重保存成功');
    },
  );
  app.post<{ Body: Body }>('/measure/weigh/findRegistry', { schema: { body: objectBody } }, async (request) => {
    const found = await findOpenRegistry(app.db, request.auth.orgId, {
      plateNumber: text(request.body.plateNumber),
      cardNo: text(request.body.cardNo ?? request.body.icCardNo),
    });
    if (!found) throw notFound('未找到该车辆的登记单');
    return ok(await weighView(app.db, request.auth.orgId, found));
  });

  for (const page of CONFIRM_PAGES) {
    const base = `/measure/confirm-${page.key}-weigh`;
    const perm = (code: string) => ({ permission: confirmPerm(page.key, code) });
    for (const path of [`${base}/list`, `${base}/v2/list`])
      app.post<{ Body: Body | undefined }>(path, { schema: { body: objectBody } }, async (request) => {
        const { list, total } = await confirmList(app.db, request.auth, page, request.body ?? {}, offset);
        return ok({ list: list.map(withButtons), total });
      });
    app.post<{ Body: Body }>(`${base}/submit`, { schema: { body: objectBody }, config: perm('submit') }, async (request, reply) =>
      ok(await submitConfirm(ctxOf(request, reply), page.flavour, request.body), '确认成功'),
    );
    app.post<{ Body: Body }>(`${base}/batchCanSamp`, { schema: { body: objectBody }, config: perm('batchCanSamp') }, async (request, reply) =>
      ok({ count: await sampleMoves.batchCanSamp(ctxOf(request, reply), page.flavour, request.body) }, '操作成功'),
    );
    app.post<{ Body: Body }>(`${base}/batchSamp`, { schema: { body: objectBody }, config: perm('batchSamp') }, async (request, reply) =>
      ok({ count: await sampleMoves.batchSamp(ctxOf(request, reply), page.flavour, request.body) }, '取样成功'),
    );
  }
}

function registerRegistry(
  app: FastifyInstance,
  f: Flavour,
  ctxOf: (request: FastifyRequest, reply: FastifyReply) => ActionContext,
  changed: (request: FastifyRequest) => void,
  offset: number,
): void {
  const base = registryBase(f);
  const perm = (code: string) => ({ permission: registryPerm(f, code) });

  for (const path of [`${base}/v2/list`, `${base}/list`])
    app.post<{ Body: Body | undefined }>(path, { schema: { body: objectBody } }, async (request) =>
      ok(await registryList(app.db, request.auth, f, request.body ?? {}, offset)),
    );
  const detail = async (orgId: string, id: string) => {
    const row = await readRegistry(app.db, orgId, id, f);
    if (!row) throw notFound();
    return ok(row);
  };
  app.get<{ Params: { id: string } }>(`${base}/detail/:id`, { schema: { params: idParams } }, (request) =>
    detail(request.auth.orgId, request.params.id),
  );
  app.post<{ Body: { id: string } }>(`${base}/detail`, { schema: { body: idParams } }, (request) =>
    detail(request.auth.orgId, request.body.id),
  );
  for (const path of [`${base}/create${f}`, `${base}/create`])
    app.post<{ Body: Body }>(path, { schema: { body: objectBody }, config: perm('add') }, async (request, reply) =>
      ok(await createRegistry(ctxOf(request, reply), f, request.body), '新增成功'),
    );
  for (const path of [`${base}/update${f}`, `${base}/update`])
    app.put<{ Body: Body }>(path, { schema: { body: objectBody }, config: perm('edit') }, async (request, reply) =>
      ok(await updateRegistry(ctxOf(request, reply), f, request.body), '修改成功'),
    );
  app.put<{ Params: { id: string }; Body: Body }>(
    `${base}/update/:id`,
    { schema: { params: idParams, body: objectBody }, config: perm('edit') },
    async (request, reply) =>
      ok(await updateRegistry(ctxOf(request, reply), f, { ...request.body, id: request.params.id }), '修改成功'),
  );
  for (const path of [`${base}/updateDel`, `${base}/deletes`])
    app.post<{ Body: Body }>(path, { schema: { body: objectBody }, config: perm('delete') }, async (request, reply) =>
      ok({ count: await deleteRegistries(ctxOf(request, reply), f, request.body) }, '删除成功'),
    );
  const moves = [
    ['audit', 'audit', '审核成功'],
    ['enable', 'edit', '启用成功'],
    ['disable', 'edit', '停用成功'],
    ['obsolete', 'obsolete', '作废成功'],
    ['recover', 'recover', '恢复成功'],
  ] as const;
  for (const [action, button, msg] of moves)
    app.post<{ Body: Body }>(`${base}/${action}`, { schema: { body: objectBody }, config: perm(button) }, async (request, reply) =>
      ok({ count: await registryMoves[action](ctxOf(request, reply), f, request.body) }, msg),
    );
  app.post<{ Params: { id: string } }>(
    `${base}/copy/:id`,
    { schema: { params: idParams }, config: perm('add') },
    async (request, reply) => ok(await copyRegistry(ctxOf(request, reply), f, request.params.id), '复制成功'),
  );

  for (const [path, action] of [
    ['card/supplement', 'cardSupplement'],
    ['card/write', 'cardWrite'],
  ] as const)
    app.post<{ Body: Body }>(`${base}/${path}`, { schema: { body: objectBody }, config: perm('cardSupplement') }, async (request, reply) =>
      ok(await bindCard(ctxOf(request, reply), f, request.body, action), '绑卡成功'),
    );
  app.post<{ Body: Body }>(`${base}/card/check`, { schema: { body: objectBody } }, async (request) => {
    const cardNo = text(request.body.cardNo, 64)?.toUpperCase();
    if (!cardNo) throw notFound('IC卡不存在');
    return ok({ ok: true, card: await checkCard(app.db, request.auth.orgId, cardNo) });
  });
  app.post<{ Body: Body }>(`${base}/card/read`, { schema: { body: objectBody } }, async (request) => {
    const found = await findOpenRegistry(app.db, request.auth.orgId, { cardNo: text(request.body.cardNo, 64) }, f);
    if (!found) throw notFound('未找到该卡的登记单');
    return ok(found);
  });

  const idBody = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: UUID_PATTERN } } } as const;
  app.post<{ Body: { id: string } }>(`${base}/entrance`, { schema: { body: idBody }, config: perm('entrance') }, async (request, reply) => {
    const row = await letIn(ctxOf(request, reply), f, request.body.id);
    changed(request);
    return ok(row, '入厂成功');
  });
  app.post<{ Body: { id: string } }>(`${base}/hisRelease`, { schema: { body: idBody }, config: perm('hisRelease') }, async (request, reply) => {
    const row = await letOut(ctxOf(request, reply), f, request.body.id);
    changed(request);
    return ok(row, '出厂成功');
  });
  app.post<{ Body: { id: string } }>(`${base}/againMatch`, { schema: { body: idBody }, config: perm('edit') }, async (request, reply) =>
    ok(await againMatch(ctxOf(request, reply), f, request.body.id), '匹配成功'),
  );
  for (const kind of ['line', 'queue'] as const) {
    app.post<{ Body: { id: string } }>(`${base}/match/${kind}`, { schema: { body: idBody }, config: perm('edit') }, async (request, reply) =>
      ok(await matchRegistry(ctxOf(request, reply), f, request.body.id, kind), '匹配成功'),
    );
    app.post<{ Body: { id: string } }>(`${base}/check/${kind}`, { schema: { body: idBody } }, async (request) =>
      ok(await checkMatch(app.db, request.auth.orgId, f, request.body.id, kind)),
    );
  }
  app.get<{ Params: { id: string } }>(`${base}/viewImage/:id`, { schema: { params: idParams } }, async (request) =>
    ok(await registryImages(app.db, request.auth.orgId, f, request.params.id)),
  );
  app.get<{ Params: { id: string } }>(`${base}/viewCertificate/:id`, { schema: { params: idParams } }, async (request) =>
    ok(await registryCertificate(app.db, request.auth.orgId, f, request.params.id)),
  );
  app.get<{ Params: { id: string } }>(`${base}/getregistrysub/:id`, { schema: { params: idParams } }, async (request) =>
    ok(await registrySub(app.db, request.auth.orgId, f, request.params.id)),
  );
  app.post<{ Body: Body }>(`${base}/findRegistry`, { schema: { body: objectBody } }, async (request) => {
    const found = await findOpenRegistry(
      app.db,
      request.auth.orgId,
      { plateNumber: text(request.body.plateNumber), cardNo: text(request.body.cardNo ?? request.body.icCardNo) },
      f,
    );
    if (!found) throw notFound('未找到该车辆的登记单');
    return ok(await weighView(app.db, request.auth.orgId, found));
  });
}

function registerWeigh(
  app: FastifyInstance,
  f: Flavour,
  ctxOf: (request: FastifyRequest, reply: FastifyReply) => ActionContext,
): void {
  const base = weighBase(f);
  const perm = (code: string) => ({ permission: weighPerm(f, code) });
  const post = (path: string, button: string, msg: string, run: (ctx: ActionContext, body: Body) => Promise<unknown>) =>
    app.post<{ Body: Body }>(`${base}/${path}`, { schema: { body: objectBody }, config: perm(button) }, async (request, reply) =>
      ok(await run(ctxOf(request, reply), request.body), msg),
    );

  app.get<{ Params: { id: string } }>(`${base}/detail/:id`, { schema: { params: idParams } }, async (request) =>
    ok(await findWeighRecord(app.db, request.auth.orgId, request.params.id, f)),
  );
  app.post<{ Body: { id: string } }>(`${base}/detail`, { schema: { body: idParams } }, async (request) =>
    ok(await findWeighRecord(app.db, request.auth.orgId, request.body.id, f)),
  );
  app.post<{ Body: { ids?: unknown } }>(`${base}/findWeighsByIds`, { schema: { body: objectBody } }, async (request) => {
    const ids = Array.isArray(request.body.ids) ? request.body.ids.filter((x): x is string => typeof x === 'string' && new RegExp(UUID_PATTERN).test(x)) : [];
    return ok(await readWeighs(app.db, request.auth.orgId, ids.slice(0, 1000), f));
  });
  post('create', 'add', '新增成功', (ctx, body) => createManualWeigh(ctx, f, body));
  app.put<{ Body: Body }>(`${base}/update`, { schema: { body: objectBody }, config: perm('edit') }, async (request, reply) => {
    const ctx = ctxOf(request, reply);
    await updateWeighs(ctx, f, request.body, false);
    return ok(await findWeighRecord(app.db, request.auth.orgId, String(request.body.id), f), '修改成功');
  });
  post('updates', 'edit', '修改成功', async (ctx, body) => ({ count: await updateWeighs(ctx, f, body, true) }));
  post('delList', 'delete', '删除成功', async (ctx, body) => ({ count: await weighMoves.delList(ctx, f, body) }));
  post('audit', 'audit', '审核成功', async (ctx, body) => ({ count: await weighMoves.audit(ctx, f, body) }));
  post('unaudit', 'unaudit', '弃审成功', async (ctx, body) => ({ count: await weighMoves.unaudit(ctx, f, body) }));
  post('enable', 'edit', '启用成功', async (ctx, body) => ({ count: await weighMoves.enable(ctx, f, body) }));
  post('disable', 'edit', '停用成功', async (ctx, body) => ({ count: await weighMoves.disable(ctx, f, body) }));
  post('obsolete', 'obsolete', '作废成功', async (ctx, body) => ({ count: await weighMoves.obsolete(ctx, f, body) }));
  post('print', 'print', '打印成功', async (ctx, body) => ({ count: await weighMoves.print(ctx, f, body) }));
  post('splitWeigh', 'splitWeigh', '拆单成功', (ctx, body) => splitWeigh(ctx, f, body));
  post('mergeWeigh', 'mergeWeigh', '合单成功', (ctx, body) => mergeWeigh(ctx, f, body));
  post('returnGoods', 'returnGoods', '退货成功', (ctx, body) => returnGoods(ctx, f, body));
  post('input-assay', 'edit', '录入成功', async (ctx, body) => ({ count: await weighMoves.inputAssay(ctx, f, body) }));
  post('check-assay', 'audit', '审核成功', async (ctx, body) => ({ count: await weighMoves.checkAssay(ctx, f, body) }));
  post('price/modify', 'priceModify', '调价成功', async (ctx, body) => ({ count: await weighMoves.priceModify(ctx, f, body) }));
  post('price/batch', 'priceModify', '调价成功', async (ctx, body) => ({ count: await batchPrice(ctx, f, body) }));
  for (const [path, run, msg] of [
    ['copy', (ctx: ActionContext, id: string) => copyWeigh(ctx, f, id), '复制成功'],
    ['down', async (ctx: ActionContext, id: string) => ({ count: await weighMoves.down(ctx, f, id) }), '下发成功'],
    ['reversedown', async (ctx: ActionContext, id: string) => ({ count: await weighMoves.reversedown(ctx, f, id) }), '撤回成功'],
  ] as const)
    app.post<{ Params: { id: string } }>(
      `${base}/${path}/:id`,
      { schema: { params: idParams }, config: perm(path === 'copy' ? 'add' : 'edit') },
      async (request, reply) => ok(await run(ctxOf(request, reply), request.params.id), msg),
    );
}
