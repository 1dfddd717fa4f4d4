import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import type { EntityDef } from './EntityDef';
import { ENTITIES } from './entities/index';
import { customer } from './entities/customer';
import { factory } from './entities/factory';
import { inventory } from './entities/inventory';
import { crudClient, type CrudClient } from './testKit';

/**
 * Every generic action, the same sequence on one entity of each kind: a plain code-and-name
 * entity (工厂), a partner (客户: two unique fields), one with a 1:1 extension (存货档案). Then
 * the counters behind list totals (rowCounts.ts) are checked against count(*).
 */
let t: TestApp;
let a: CrudClient;
let b: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  a = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  const tokenB = (await t.login('admin', 'Admin@123456')).access_token;
  expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, tokenB)).statusCode).toBe(200);
  b = crudClient(t, tokenB);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string; version: number; enabled: boolean };

interface Kind {
  kind: string;
  def: EntityDef;
  code: string;
  /** a valid new row whose code and label start with `mark` */
  make(mark: string, n: number): Record<string, unknown>;
  /** a field an edit changes, and two values for it */
  edit: { field: string; first: string; second: string };
}

const KINDS: Kind[] = [
  {
    kind: 'plain',
    def: factory,
    code: 'factoryCode',
    make: (mark, n) => ({ factoryCode: `${mark}${n}`, factoryName: `${mark}工厂${n}`, remark: '一号厂区' }),
    edit: { field: 'remark', first: '改为二号厂区', second: '改为三号厂区' },
  },
  {
    kind: 'partner',
    def: customer,
    code: 'customerCode',
    make: (mark, n) => ({
      customerCode: `${mark}${n}`,
      customerName: `${mark}客户有限公司${n}`,
      contact: '张经理',
      mobile: '13900001111',
    }),
    edit: { field: 'contact', first: '李经理', second: '王经理' },
  },
  {
    kind: 'with extension',
    def: inventory,
    code: 'invCode',
    make: (mark, n) => ({
      invCode: `${mark}${n}`,
      invName: `${mark}煤${n}`,
      referencePrice: '100.5',
      weighType: 'TRUCK_SCALE',
      overload: '49',
    }),
    edit: { field: 'model', first: '块煤', second: '末煤' },
  },
];

const quick = (def: EntityDef, val: string) => ({
  search: [{ conj: 'or', key: '', op: 'like', val, list: [{ key: def.labelField, op: 'like', val }] }],
  limit: { pn: 1, ps: 100 },
});

const exportUrl = (def: EntityDef, q: unknown) =>
  `/api${def.basePath}/export?q=${encodeURIComponent(JSON.stringify(q))}`;

async function readSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return wb.worksheets[0];
}

async function sheetFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function liveCount(def: EntityDef, org: string, like: string): Promise<number> {
  const column = sql.ref(def.fields[def.labelField].column);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(def.table)}
    where org_id = ${org} and deleted_at is null and ${column} like ${like}`.execute(t.db);
  return rows[0].n;
}

describe.each(KINDS)('every action on a $kind entity ($def.name)', ({ def, code, make, edit }) => {
  const base = `/api${def.basePath}`;
  const mark = `ACT${def.name.slice(0, 3).toUpperCase()}`;
  let row: Row;

  it('create, detail (GET and POST), list and v2/list', async () => {
    row = await a.data<Row>('POST', `${base}/create`, make(mark, 1));
    expect(row).toMatchObject({ [code]: `${mark}1`, version: 1, enabled: true });
    expect(await a.data('GET', `${base}/detail/${row.id}`)).toEqual(row);
    expect(await a.data('POST', `${base}/detail`, { id: row.id })).toEqual(row);
    if (def.extension) expect(row[def.extension.formKey]).toEqual([expect.objectContaining({ id: row.id })]);
    for (const path of ['list', 'v2/list']) {
      const page = await a.data<{ list: Row[]; total: number }>('POST', `${base}/${path}`, quick(def, mark));
      expect(page.total, path).toBe(1);
      expect(page.list[0]).toMatchObject({ id: row.id, [code]: `${mark}1` });
    }
    const dup = await a.req('POST', `${base}/create`, make(mark, 1));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe(def.unique[0].message);
  });

  it('update bumps the version; a second save of the same version is 409 and the first’s values stay', async () => {
    t.clock.advance(1000); // the log lists newest first: a distinct time for the edit
    const first = await a.data<Row>('PUT', `${base}/update`, {
      id: row.id,
      version: row.version,
      [edit.field]: edit.first,
    });
    expect(first).toMatchObject({ version: 2, [edit.field]: edit.first });
    const second = await a.req('PUT', `${base}/update`, {
      id: row.id,
      version: row.version,
      [edit.field]: edit.second,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 409, success: false, msg: '数据已被他人修改，请刷新后重试' });
    const now = await a.data<Row>('GET', `${base}/detail/${row.id}`);
    expect(now).toEqual(first);
    const logs = await a.data<{ actionName: string }[]>('POST', '/api/sys-log/getSysLog', { bizKey: row.id });
    expect(logs.map((l) => l.actionName)).toEqual(['修改', '新增']);
    row = first;
  });

  it('copy, select, disable and enable', async () => {
    const copy = await a.data<Row>('POST', `${base}/copy/${row.id}`);
    expect(copy).toMatchObject({ [code]: `${mark}1-副本`, enabled: false, version: 1 });
    const options = await a.data<{ id: string; label: string }[]>(
      'GET',
      `${base}/select?keyword=${encodeURIComponent(mark)}`,
    );
    // the copy starts 停用: pickers offer the original only
    expect(options.map((o) => o.id)).toEqual([row.id]);
    expect(options[0].label).toBe(row[def.labelField]);
    expect(await a.data('POST', `${base}/enable`, { ids: [copy.id] })).toEqual({ count: 1 });
    expect(await a.data('POST', `${base}/disable`, { ids: [copy.id, row.id] })).toEqual({ count: 2 });
    expect(
      (await a.data<unknown[]>('GET', `${base}/select?keyword=${encodeURIComponent(mark)}`)).length,
    ).toBe(0);
    expect(await a.data('POST', `${base}/enable`, { ids: [row.id] })).toEqual({ count: 1 });
    const disabled = await a.data<{ total: number }>('POST', `${base}/v2/list`, {
      ...quick(def, mark),
      search: [...quick(def, mark).search, { key: 'enabled', op: 'eq', val: false }],
    });
    expect(disabled.total).toBe(1);
  });

  it('export writes the filtered rows only, under the LIST template labels', async () => {
    const res = await a.req('GET', exportUrl(def, quick(def, mark)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${def.label}.xlsx`)}`,
    );
    const ws = await readSheet(res.rawPayload);
    expect(ws.actualRowCount).toBe(1 + 2);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header.length).toBeGreaterThan(1);
    expect(header).toContain('启用状态');
    const cells = [2, 3].map((n) => (ws.getRow(n).values as unknown[]).slice(1));
    const codeColumn = cells[0].findIndex((v) => typeof v === 'string' && v.startsWith(mark));
    expect(codeColumn).toBeGreaterThanOrEqual(0);
    const codes = cells.map((c) => c[codeColumn]).sort();
    expect(codes).toEqual([`${mark}1`, `${mark}1-副本`]);
  });

  it('import: a bad row refuses the file (row messages, nothing imported); a good file imports every row', async () => {
    const fields = Object.keys(make(mark, 0)).filter((f) => !def.fields[f]?.extension);
    const line = (r: Record<string, unknown>) => fields.map((f) => (r[f] as string | undefined) ?? null);
    const bad = await sheetFile([
      fields,
      line(make(mark, 10)),
      line({ ...make(mark, 11), [code]: null }),
      // only the code clashes with a live row
      line({ ...make(mark, 12), [code]: `${mark}1` }),
    ]);
    const before = await liveCount(def, DEMO_IDS.org1, `${mark}%`);
    const res = await a.upload(`${base}/import`, bad);
    expect(res.statusCode).toBe(400);
    const codeLabel = res.json().data.errors[0].message as string;
    expect(codeLabel).toMatch(/不能为空！$/);
    expect(res.json().data.errors).toEqual([
      { row: 3, message: codeLabel },
      { row: 4, message: def.unique[0].message },
    ]);
    expect(res.json().msg).toBe(`第3行：${codeLabel}；第4行：${def.unique[0].message}`);
    expect(await liveCount(def, DEMO_IDS.org1, `${mark}%`)).toBe(before);
    const codes = await t.db
      .selectFrom(def.table as 'bd_factory')
      .select('id')
      .where('org_id', '=', DEMO_IDS.org1)
      .where(sql.ref(def.fields[code].column), 'in', [`${mark}10`, `${mark}11`, `${mark}12`])
      .execute();
    expect(codes).toEqual([]);

    const good = await a.upload(
      `${base}/import`,
      await sheetFile([fields, line(make(mark, 20)), line(make(mark, 21))]),
    );
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toEqual({ count: 2 });
    const page = await a.data<{ list: Row[]; total: number }>(
      'POST',
      `${base}/v2/list`,
      quick(def, `${mark}`),
    );
    expect(page.total).toBe(4);
  });

  it('company B: its row with the same code is its own, invisible to A’s list, select and export', async () => {
    const own = await b.data<Row>('POST', `${base}/create`, make(mark, 1));
    expect(own[code]).toBe(`${mark}1`); // unique within a company, not across companies
    const bMark = `${mark}B`;
    await b.data<Row>('POST', `${base}/create`, make(bMark, 1));
    const list = await a.data<{ total: number }>('POST', `${base}/v2/list`, quick(def, bMark));
    expect(list.total).toBe(0);
    expect(await a.data('GET', `${base}/select?keyword=${bMark}`)).toEqual([]);
    const ws = await readSheet((await a.req('GET', exportUrl(def, quick(def, bMark)))).rawPayload);
    expect(ws.actualRowCount).toBe(1);
    expect((await a.req('GET', `${base}/detail/${own.id}`)).statusCode).toBe(404);
    // and B sees its own
    expect((await b.data<{ total: number }>('POST', `${base}/v2/list`, quick(def, bMark))).total).toBe(1);
  });

  it('deletes and delete', async () => {
    const page = await a.data<{ list: Row[] }>('POST', `${base}/v2/list`, quick(def, mark));
    const ids = page.list.map((r) => r.id);
    expect(ids).toHaveLength(4);
    expect(await a.data('POST', `${base}/deletes`, { ids: ids.slice(1) })).toEqual({ count: 3 });
    expect(await a.data('DELETE', `${base}/delete/${ids[0]}`)).toEqual({ count: 1 });
    expect((await a.data<{ total: number }>('POST', `${base}/v2/list`, quick(def, mark))).total).toBe(0);
    expect((await a.req('GET', `${base}/detail/${ids[0]}`)).json().msg).toBe('资源不存在');
  });
});

describe('list totals kept by the database (rowCounts.ts)', () => {
  it('equal count(*) of every entity, organisation and counted value after all of the above', async () => {
    for (const def of ENTITIES) {
      const kept = await sql<{ org: string; facet: string; value: string; n: string }>`
        select org_id as org, facet, value, n from crud_row_count where table_name = ${def.table} and n <> 0`.execute(
        t.db,
      );
      const facets = await sql<{ facet: string }>`
        select facet from crud_row_count_facet where table_name = ${def.table} and facet <> ''`.execute(t.db);
      const table = sql.table(def.table);
      const parts = [
        sql`select org_id as org, '' as facet, '' as value, count(*) as n from ${table} where deleted_at is null group by org_id`,
        ...facets.rows.map(
          ({ facet }) =>
            sql`select org_id as org, ${facet} as facet, coalesce(cast(${sql.ref(facet)} as text), '') as value, count(*) as n
              from ${table} where deleted_at is null group by org_id, ${sql.ref(facet)}`,
        ),
      ];
      const actual = await sql<{
        org: string;
        facet: string;
        value: string;
        n: string;
      }>`${sql.join(parts, sql` union all `)}`.execute(t.db);
      const key = (r: { org: string; facet: string; value: string; n: string }) =>
        `${r.org}|${r.facet}|${r.value}|${Number(r.n)}`;
      expect(kept.rows.map(key).sort(), def.table).toEqual(actual.rows.map(key).sort());
      expect(facets.rows.length + 1, def.table).toBeGreaterThanOrEqual(2); // 启用状态 at least
    }
  });
});
