import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';
import { ok } from '../http/envelope';
import { actionContextOf } from '../system/serviceKit';
import { displayKeyInfo, issueDisplayKey, orgOfDisplayKey, saveShifts } from './displayKeys';
import {
  FLAVOURS,
  dailyReport,
  inFactoryStats,
  loadShifts,
  reportMaterials,
  teamShiftReport,
  type ReportFilter,
} from './service';
import { runTemplateReport } from './runTemplateReport';
import { DATASETS } from './datasets';
import { formatClock } from './shifts';
import { UUID_PATTERN } from '../system/routes';

const filterBody = {
  type: 'object',
  required: ['startDate', 'endDate'],
  properties: {
    startDate: { type: 'string', maxLength: 10 },
    endDate: { type: 'string', maxLength: 10 },
    flavour: { type: 'string', enum: FLAVOURS },
    materialName: { type: 'string', maxLength: 100 },
    shift: { type: 'string', maxLength: 20 },
    key: { type: 'string', maxLength: 100 },
  },
  additionalProperties: false,
} as const;
type FilterBody = ReportFilter & { key?: string };
const filterOf = (body: FilterBody): ReportFilter => ({
  startDate: body.startDate,
  endDate: body.endDate,
  flavour: body.flavour,
  materialName: body.materialName?.trim() || undefined,
  shift: body.shift || undefined,
});
const keyQuery = { type: 'object', properties: { key: { type: 'string', maxLength: 100 } } } as const;

/**
 * /api/report/…: the team-shift and daily reports and the in-factory statistics (reports/README.md).
 * Signed-in calls read the session's organisation; the /report/display/… twins are public and read
 * the organisation of the display key they carry, never one named in the request.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const offset = app.config.utcOffsetMinutes;
  const adminOnly = (request: FastifyRequest) => {
    if (!request.auth.admin) throw forbidden();
  };

  app.post<{ Body: FilterBody }>(
    '/report/team-shift',
    { schema: { body: filterBody }, config: { permission: 'report:Information:view' } },
    async (request) => ok(await teamShiftReport(db, request.auth.orgId, filterOf(request.body), offset)),
  );
  app.post<{ Body: FilterBody }>(
    '/report/daily',
    { schema: { body: filterBody }, config: { permission: 'report:dayInformation:view' } },
    async (request) => ok(await dailyReport(db, request.auth.orgId, filterOf(request.body), offset)),
  );
  app.get('/report/in-factory', { config: { permission: 'report:factoryvehicle:view' } }, async (request) =>
    ok(await inFactoryStats(db, request.auth.orgId, app.ctx.now(), offset)),
  );
  // 模板报表 / 动态报表: the datasets a definition may use, and running a saved definition.
  app.get('/report/datasets', async () =>
    ok(
      DATASETS.map((d) => ({
        key: d.key,
        label: d.label,
        columns: d.columns.map((c) => ({ key: c.key, label: c.label, kind: c.kind })),
      })),
    ),
  );
  app.post<{ Params: { id: string }; Body: { startDate: string; endDate: string } }>(
    '/report/template-report/run/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: UUID_PATTERN } },
        },
        body: {
          type: 'object',
          required: ['startDate', 'endDate'],
          properties: {
            startDate: { type: 'string', maxLength: 10 },
            endDate: { type: 'string', maxLength: 10 },
          },
        },
      },
      config: { permission: 'report:dynamic_report:view' },
    },
    async (request) =>
      ok(await runTemplateReport(db, request.auth.orgId, request.params.id, request.body, offset)),
  );
  app.get('/report/materials', async (request) => ok(await reportMaterials(db, request.auth.orgId)));
  app.get('/report/shifts', { config: { public: true } }, async () =>
    ok(
      (await loadShifts(db)).map((s) => ({
        name: s.name,
        start: formatClock(s.startMinute),
        end: formatClock(s.endMinute),
      })),
    ),
  );
  // Shifts are installation-wide (sys_config), so only administrators change them.
  app.put<{ Body: { shifts: { name: string; start: string; end: string }[] } }>(
    '/report/shifts',
    {
      // refused before the body is validated: a non-administrator learns nothing about the shape
      preValidation: async (request) => adminOnly(request),
      schema: {
        body: {
          type: 'object',
          required: ['shifts'],
          properties: {
            shifts: {
              type: 'array',
              maxItems: 12,
              items: {
                type: 'object',
                required: ['name', 'start', 'end'],
                properties: {
                  name: { type: 'string', maxLength: 20 },
                  start: { type: 'string', maxLength: 5 },
                  end: { type: 'string', maxLength: 5 },
                },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      await saveShifts(actionContextOf(app, request, reply), request.body.shifts);
      return ok(null);
    },
  );

  app.get('/report/display-key', async (request) => {
    adminOnly(request);
    return ok(await displayKeyInfo(db, request.auth.orgId));
  });
  app.post('/report/display-key/issue', async (request, reply) => {
    adminOnly(request);
    return ok(await issueDisplayKey(actionContextOf(app, request, reply)));
  });

  // Public twins for wall displays: the organisation comes from the display key only.
  app.post<{ Body: FilterBody }>(
    '/report/display/team-shift',
    { schema: { body: filterBody }, config: { public: true } },
    async (request) =>
      ok(
        await teamShiftReport(
          db,
          await orgOfDisplayKey(db, request.body.key),
          filterOf(request.body),
          offset,
        ),
      ),
  );
  app.post<{ Body: FilterBody }>(
    '/report/display/daily',
    { schema: { body: filterBody }, config: { public: true } },
    async (request) =>
      ok(await dailyReport(db, await orgOfDisplayKey(db, request.body.key), filterOf(request.body), offset)),
  );
  app.get<{ Querystring: { key?: string } }>(
    '/report/display/in-factory',
    { schema: { querystring: keyQuery }, config: { public: true } },
    async (request) =>
      ok(await inFactoryStats(db, await orgOfDisplayKey(db, request.query.key), app.ctx.now(), offset)),
  );
  app.get<{ Querystring: { key?: string } }>(
    '/report/display/materials',
    { schema: { querystring: keyQuery }, config: { public: true } },
    async (request) => ok(await reportMaterials(db, await orgOfDisplayKey(db, request.query.key))),
  );
}
