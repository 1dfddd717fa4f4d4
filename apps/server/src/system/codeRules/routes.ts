import { screenPermission } from '../screenPermission';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { UUID_PATTERN } from '../routes';
import { SCHEMAS, actionContextOf } from '../serviceKit';
import { previewNumber } from './nextNumber';
import {
  codeRuleDetail,
  createCodeRule,
  deleteCodeRules,
  listCodeRules,
  setCodeRulesEnabled,
  takeNumber,
  updateCodeRule,
} from './service';

const perm = (code: string) => ({ permission: `sys:code_rule:${code}` });
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;
const idsBody = { type: 'object', properties: { ids: { type: 'array', maxItems: 1000 } } } as const;
const codeBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;
type Body = Record<string, unknown>;

/** 编码规则 (system/README.md): /sys/code-rule/…, each write behind its sys:code_rule button. */
export async function codeRuleRoutes(app: FastifyInstance): Promise<void> {
  const base = '/sys/code-rule';
  screenPermission(app, 'sys:code_rule', [`${base}/preview`, `/api${base}/preview`]);
  const offset = app.config.utcOffsetMinutes;

  app.post<{ Body: Body | undefined }>(
    `${base}/list`,
    { schema: { body: SCHEMAS.listBody } },
    async (request) =>
      ok(await listCodeRules(app.db, request.auth.orgId, request.body ?? {}, app.ctx.now(), offset)),
  );
  app.get<{ Params: { id: string } }>(
    `${base}/detail/:id`,
    { schema: { params: idParams } },
    async (request) =>
      ok(await codeRuleDetail(app.db, request.auth.orgId, request.params.id, app.ctx.now(), offset)),
  );
  app.post<{ Body: Body }>(
    `${base}/create`,
    { schema: { body: SCHEMAS.objectBody }, config: perm('add') },
    async (request, reply) =>
      ok(await createCodeRule(actionContextOf(app, request, reply), request.body), '新增成功'),
  );
  app.put<{ Body: Body }>(
    `${base}/update`,
    { schema: { body: SCHEMAS.objectBody }, config: perm('edit') },
    async (request, reply) =>
      ok(await updateCodeRule(actionContextOf(app, request, reply), request.body), '修改成功'),
  );
  app.delete<{ Params: { id: string } }>(
    `${base}/delete/:id`,
    { schema: { params: idParams }, config: perm('delete') },
    async (request, reply) =>
      ok(
        { count: await deleteCodeRules(actionContextOf(app, request, reply), [request.params.id]) },
        '删除成功',
      ),
  );
  app.post<{ Body: { ids?: unknown } }>(
    `${base}/deletes`,
    { schema: { body: idsBody }, config: perm('delete') },
    async (request, reply) =>
      ok(
        { count: await deleteCodeRules(actionContextOf(app, request, reply), request.body.ids) },
        '删除成功',
      ),
  );
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const)
    app.post<{ Body: { ids?: unknown } }>(
      `${base}/${action}`,
      { schema: { body: idsBody }, config: perm(action) },
      async (request, reply) =>
        ok(
          {
            count: await setCodeRulesEnabled(actionContextOf(app, request, reply), request.body.ids, enabled),
          },
          enabled ? '启用成功' : '停用成功',
        ),
    );

  app.post<{ Body: { code: string } }>(`${base}/preview`, { schema: { body: codeBody } }, async (request) =>
    ok(await previewNumber(app.db, request.auth.orgId, request.body.code.trim(), app.ctx.now(), offset)),
  );
  // Taking a number advances the rule's counter: an edit of the rule's state.
  app.post<{ Body: { code: string } }>(
    `${base}/next`,
    { schema: { body: codeBody }, config: perm('edit') },
    async (request, reply) =>
      ok(
        { number: await takeNumber(actionContextOf(app, request, reply), request.body.code.trim()) },
        '取号成功',
      ),
  );
}
