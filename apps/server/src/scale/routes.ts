import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLogDetail } from '../http/requestLogDetail';
import { ok } from '../http/envelope';
import { UUID_PATTERN } from '../system/routes';
import { PROTOCOL_IDS, PROTOCOLS } from './protocols/index';
import { syncScaleReader } from './scaleHubPlugin';
import {
  createScale,
  deleteScale,
  listScales,
  readScale,
  toWire,
  updateScale,
  type ScaleActionContext,
} from './service';

type Body = Record<string, unknown>;
const objectBody = { type: 'object' } as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

/**
 * Scale indicators (under /api, token required; every query scoped to the caller's organisation).
 * Reading the list, a detail, the protocols and the live status needs a session; changing a scale
 * needs the sys:scale:* button permission (admins pass).
 */
export async function scaleRoutes(app: FastifyInstance): Promise<void> {
  const context = (request: FastifyRequest, reply: FastifyReply): ScaleActionContext => ({
    db: app.db,
    auth: request.auth,
    now: app.ctx.now(),
    requestId: request.id,
    ip: request.ip,
    detail: () => requestLogDetail(request, reply),
  });

  app.get('/scale/protocols', async () =>
    ok(
      PROTOCOL_IDS.map((id) => ({
        value: id,
        label: PROTOCOLS[id].label,
        motionFlag: PROTOCOLS[id].motionFlag,
      })),
    ),
  );

  app.get('/scale/list', async (request) => ok((await listScales(app.db, request.auth.orgId)).map(toWire)));

  app.get<{ Params: { id: string } }>(
    '/scale/detail/:id',
    { schema: { params: idParams } },
    async (request) => ok(toWire(await readScale(app.db, request.auth.orgId, request.params.id))),
  );

  app.post<{ Body: Body }>(
    '/scale/create',
    { schema: { body: objectBody }, config: { permission: 'sys:scale:add' } },
    async (request, reply) => {
      const row = await createScale(context(request, reply), request.body);
      syncScaleReader(app, row);
      return ok(toWire(row));
    },
  );

  app.put<{ Body: Body }>(
    '/scale/update',
    { schema: { body: objectBody }, config: { permission: 'sys:scale:edit' } },
    async (request, reply) => {
      const row = await updateScale(context(request, reply), request.body);
      syncScaleReader(app, row);
      return ok(toWire(row));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/scale/delete/:id',
    { schema: { params: idParams }, config: { permission: 'sys:scale:delete' } },
    async (request, reply) => {
      const row = await deleteScale(context(request, reply), request.params.id);
      syncScaleReader(app, row, true);
      return ok({ count: 1 });
    },
  );

  /** live state of the caller's organisation's scales; a scale without a running reader is offline */
  app.get('/scale/status', async (request) => {
    const rows = await listScales(app.db, request.auth.orgId);
    return ok(
      rows.map((row) => {
        const live = app.scales.state(row.id);
        return {
          scaleId: row.id,
          code: row.code,
          name: row.name,
          enabled: row.enabled,
          running: live !== null,
          online: live?.online ?? false,
          connected: live?.connected ?? false,
          weight: live?.weight ?? null,
          stable: live?.stable ?? false,
          overload: live?.overload ?? false,
          mode: live?.mode ?? null,
          at: live?.at ?? null,
          error: live?.error ?? null,
          stats: live?.stats ?? null,
        };
      }),
    );
  });
}
