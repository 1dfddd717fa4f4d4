import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import type { EntityDef } from './EntityDef';
import { ENTITIES } from './entities/index';
import { crudClient, type CrudClient } from './testKit';

/**
 * Company A's token with company B's ids, on every route the record engine registers for every
 * entity of ENTITIES that takes a record id (an `:id` param, an `id`/`ids` body, or PUT: the
 * update's body carries the row's id): 404 资源不存在, and nothing of either company changes.
 * Routes are read from the app as registered (onRoute), so an entity or route added later is
 * covered without touching this file.
 */
let t: TestApp;
let a: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  a = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface IdRoute {
  method: Method;
  url: string;
  /** where the id goes */
  takes: { param: boolean; id: boolean; ids: boolean };
}

function bodyProperties(route: RouteOptions): Record<string, unknown> {
  const body = (route.schema as { body?: { properties?: Record<string, unknown> } } | undefined)?.body;
  return body?.properties ?? {};
}

/** The routes of one entity that name a record, as registered. */
function idRoutes(def: EntityDef): IdRoute[] {
  const base = `/api${def.basePath}/`;
  return t.routes.flatMap((r) => {
    if (!r.url.startsWith(base)) return [];
    const props = bodyProperties(r);
    return (Array.isArray(r.method) ? r.method : [r.method]).flatMap((m): IdRoute[] => {
      const method = m as Method;
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) return [];
      const takes = {
        param: r.url.includes(':id'),
        id: 'id' in props || method === 'PUT',
        ids: 'ids' in props,
      };
      return takes.param || takes.id || takes.ids ? [{ method, url: r.url, takes }] : [];
    });
  });
}

/** Everything of one organisation an action could touch: its rows (whole), extension rows, log rows. */
async function state(def: EntityDef, org: string): Promise<unknown> {
  const table = sql.table(def.table);
  const rows = await sql`select * from ${table} where org_id = ${org} order by id`.execute(t.db);
  const ext = def.extension
    ? (
        await sql`select * from ${sql.table(def.extension.table)} where org_id = ${org} order by 1`.execute(
          t.db,
        )
      ).rows
    : [];
  const logs = await sql`select count(*)::int as n from sys_operation_log where org_id = ${org}`.execute(
    t.db,
  );
  const counts = await sql`select facet, value, n from crud_row_count
    where table_name = ${def.table} and org_id = ${org} order by facet, value`.execute(t.db);
  return { rows: rows.rows, ext, logs: logs.rows, counts: counts.rows };
}

describe('every id-taking route of every entity refuses another company’s ids', () => {
  it('finds the id routes of each entity (the classifier is not empty)', () => {
    for (const def of ENTITIES) {
      const found = idRoutes(def).map((r) => `${r.method} ${r.url.slice(`/api${def.basePath}`.length)}`);
      expect(found, def.name).toEqual(
        expect.arrayContaining([
          'GET /detail/:id',
          'POST /detail',
          'PUT /update',
          'DELETE /delete/:id',
          'POST /deletes',
          'POST /enable',
          'POST /disable',
          'POST /copy/:id',
        ]),
      );
    }
  });

  for (const def of ENTITIES) {
    it(`${def.name}: 404 资源不存在 on each, company B's and A's data unchanged`, async () => {
      const bRows = await t.db
        .selectFrom(def.table as 'bd_vehicle')
        .select(['id', 'version', 'enabled'])
        .where('org_id', '=', DEMO_IDS.org2)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
      const aRow = await t.db
        .selectFrom(def.table as 'bd_vehicle')
        .select(['id'])
        .where('org_id', '=', DEMO_IDS.org1)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      expect(bRows.length, `${def.table} has rows in company B`).toBeGreaterThan(0);
      // both enabled and disabled B rows when there are: enable/disable must 404 on either
      const targets = [bRows.find((r) => r.enabled) ?? bRows[0], bRows.find((r) => !r.enabled) ?? bRows[0]];

      const beforeB = await state(def, DEMO_IDS.org2);
      const beforeA = await state(def, DEMO_IDS.org1);
      for (const route of idRoutes(def)) {
        for (const target of targets) {
          const url = route.url.replace(':id', target.id);
          const bodies: unknown[] = [];
          if (route.takes.ids) {
            // a reason as the status actions that ask one (拉黑/解除) need: the request is valid but for its ids
            bodies.push({ ids: [target.id], reason: '越权' });
            // A's own id beside B's: all or nothing, A's row untouched as well
            if (aRow) bodies.push({ ids: [aRow.id, target.id], reason: '越权' });
          } else if (route.takes.id)
            bodies.push({ id: target.id, version: target.version, [def.labelField]: '篡改' });
          else bodies.push(route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
          for (const body of bodies) {
            const res = await a.req(route.method, url, body);
            expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(body)}`).toBe(404);
            expect(res.json()).toMatchObject({ code: 404, success: false, msg: '资源不存在' });
          }
        }
      }
      expect(await state(def, DEMO_IDS.org2)).toEqual(beforeB);
      expect(await state(def, DEMO_IDS.org1)).toEqual(beforeA);
    });
  }
});
