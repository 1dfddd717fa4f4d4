import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import type { ActionContext } from './actionKit';
import { FLAVOUR_CODES, FLAVOURS } from './flavours';
import { closeNoticeSub, openNoticeSub, updateDone, updateMaxLimit } from './noticeActions';

type Body = Record<string, unknown>;

/** The notice actions' button codes (the menu's 通知单 leaves grant `{module}:{f}_notice:{code}`). */
export const NOTICE_ACTIONS = {
  closeNoticeSub: { run: closeNoticeSub, done: '关闭成功' },
  openNoticeSub: { run: openNoticeSub, done: '打开成功' },
  updateMaxLimit: { run: updateMaxLimit, done: '修改成功' },
  updateDone: { run: updateDone, done: '操作成功' },
} as const;

/**
 * `POST /{module}/{f}_notice/{action}` for every flavour with notices (also spelt `{f}-notice`, as
 * SPEC §7 writes the notice group), beside the record engine's own notice routes.
 */
export function registerNoticeRoutes(app: FastifyInstance, ctxOf: (request: FastifyRequest, reply: FastifyReply) => ActionContext): void {
  for (const f of FLAVOUR_CODES) {
    const flavour = FLAVOURS[f];
    if (!flavour.notice) continue;
    for (const base of [`/${flavour.module}/${f}_notice`, `/${flavour.module}/${f}-notice`])
      for (const [code, action] of Object.entries(NOTICE_ACTIONS))
        app.post<{ Body: Body }>(
          `${base}/${code}`,
          { schema: { body: { type: 'object' } }, config: { permission: `${flavour.module}:${f}_notice:${code}` } },
          async (request, reply) => ok({ count: await action.run(ctxOf(request, reply), f, request.body) }, action.done),
        );
  }
}
