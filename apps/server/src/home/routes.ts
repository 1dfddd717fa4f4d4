import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { homeAgency, homeCounts, homeDetail, homeWarnings, inFactoryStats, vehicleTable } from './service';

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/index/getCount', async (request) => ok(await homeCounts(ctx, request.auth)));
  app.get('/index/getAgency', async (request) => ok(await homeAgency(ctx, request.auth)));
  app.get('/index/getWarn', async (request) => ok(await homeWarnings(ctx, request.auth)));
  app.get('/index/getDetail', async (request) => ok(await homeDetail(ctx, request.auth)));
  // the live statistics' polling fallback while the socket is down (realtime/README.md)
  app.get('/index/getInFactory', async (request) => ok(await inFactoryStats(ctx, request.auth.orgId)));
  app.post<{ Body: { limit?: { pn: number; ps: number } } | undefined }>(
    '/index/getVehicleTable',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: {
            limit: {
              type: 'object',
              required: ['pn', 'ps'],
              properties: {
                pn: { type: 'integer', minimum: 1 },
                ps: { type: 'integer', minimum: 1, maximum: 100 },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const limit = request.body?.limit ?? { pn: 1, ps: 10 };
      return ok(await vehicleTable(ctx, request.auth, limit.pn, limit.ps));
    },
  );
}
