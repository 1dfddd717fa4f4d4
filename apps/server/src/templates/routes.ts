import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import type { FormatType, TemplateTables } from './schema';
import {
  assaySubs,
  formSubsByTable,
  formatSubs,
  fullFormat,
  menuFormat,
  linkPairs,
  resourceTemplate,
  searchParameters,
} from './service';
import { WEIGH_FLAVOURS, weighRecordList } from './weighRecordList';

export interface TemplateRoutesOptions {
  /** UTC offset of the business day for date searches; default the app config's, else +480 (China) */
  utcOffsetMinutes?: number;
}

const uuid = { type: 'string', format: 'uuid' } as const;
const idParams = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: uuid } }) as const;
const code = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const resFormatSubQuery = {
  type: 'object',
  required: ['resFormatSubId'],
  properties: { resFormatSubId: uuid },
} as const;

/**
 * The template calls of SPEC.md §7 (registered under /api; the global guard already demands a
 * token). Everything is read within the caller's group.
 */
export const templateRoutes: FastifyPluginAsync<TemplateRoutesOptions> = async (app, opts) => {
  // Pick: withTables wants an index-signature-compatible object type, which an interface is not.
  const db = app.db.withTables<Pick<TemplateTables, keyof TemplateTables>>();
  const utcOffsetMinutes =
    opts.utcOffsetMinutes ?? (app.hasDecorator('config') ? app.config.utcOffsetMinutes : 480);

  app.get<{ Params: { id: string } }>(
    '/optimus_prime/cg-format/type/subs/:id',
    { schema: { params: idParams('id') } },
    async (req) => ok(await formatSubs(db, req.auth.groupId, { id: req.params.id })),
  );

  app.get<{ Params: { id: string } }>(
    '/optimus_prime/cg-format/resource/:id',
    { schema: { params: idParams('id') } },
    async (req) => ok(await resourceTemplate(db, req.auth.groupId, req.params.id)),
  );

  app.get<{ Params: { formatId: string } }>(
    '/optimus_prime/cg-format-param/list/:formatId',
    { schema: { params: idParams('formatId') } },
    async (req) => ok(await searchParameters(db, req.auth.groupId, req.params.formatId)),
  );

  app.get<{ Querystring: { formatType: FormatType; menuId: string } }>(
    '/optimus_prime/cg-format/menu',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['formatType', 'menuId'],
          properties: { formatType: { type: 'string', enum: ['FORM', 'RESOURCE', 'LIST'] }, menuId: uuid },
        },
      },
    },
    async (req) => ok(await menuFormat(db, req.auth.groupId, req.query.menuId, req.query.formatType)),
  );

  app.get<{ Params: { code: string } }>(
    '/optimus_prime/cg-format/code/:code',
    { schema: { params: { type: 'object', required: ['code'], properties: { code } } } },
    async (req) => ok(await fullFormat(db, req.auth.groupId, { code: req.params.code })),
  );

  app.get<{ Params: { code: string } }>(
    '/optimus_prime/cg-format/subs/code/:code',
    { schema: { params: { type: 'object', required: ['code'], properties: { code } } } },
    async (req) => ok(await formatSubs(db, req.auth.groupId, { code: req.params.code })),
  );

  app.get<{ Querystring: { formatId: string; table: string } }>(
    '/optimus_prime/cg-format/form-subs',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['formatId', 'table'],
          properties: {
            formatId: uuid,
            table: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' },
          },
        },
      },
    },
    async (req) => ok(await formSubsByTable(db, req.auth.groupId, req.query.formatId, req.query.table)),
  );

  // The three link-pair calls answer the same rows; the client picks the path by the field's details type.
  for (const path of ['getparams', 'list/param', 'list/param/list']) {
    app.get<{ Querystring: { resFormatSubId: string } }>(
      `/optimus_prime/cg-format-form-sub-param/${path}`,
      { schema: { querystring: resFormatSubQuery } },
      async (req) => ok(await linkPairs(db, req.auth.groupId, req.query.resFormatSubId)),
    );
  }

  app.post<{ Body: { assayCode: string } }>(
    '/quality/qc-assay/assayCode/subs',
    {
      schema: {
        body: { type: 'object', required: ['assayCode'], properties: { assayCode: code } },
      },
    },
    async (req) => ok(await assaySubs(db, req.auth.groupId, req.body.assayCode)),
  );

  app.post<{ Params: { flavour: string }; Body: { tplId?: string | null } & Record<string, unknown> }>(
    '/measure/mm-:flavour-weigh/v2/list',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            // search, sort and limit are checked by the engine against the template (Chinese messages).
            tplId: {
              type: ['string', 'null'],
              pattern: '^$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
            },
          },
        },
      },
    },
    async (req) => {
      const flavour = WEIGH_FLAVOURS.find((f) => f === req.params.flavour);
      if (!flavour) throw notFound();
      return ok(await weighRecordList(db, req.auth, flavour, req.body ?? {}, utcOffsetMinutes));
    },
  );
};
