import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { conflict, integer, idParams, objectBody, recordId, setEnabledRows, sysCtx, text, version, type Body } from './common';
import { registerExport } from './logs';
import { pageList, type ListFields } from './sysList';

/**
 * 组织管理 (companies of the caller's group), 集团管理 (the caller's own group: a group never sees
 * another; groups are made when a site is set up, not from this screen) and 部门管理 (the
 * departments of the current company, a tree).
 */
export const ORG_MSG = {
  orgCodeTaken: '公司编码已存在',
  deptCodeTaken: '部门编码已存在',
  badParent: '上级部门不存在',
  parentLoop: '上级部门不能是自己或自己的下级',
  deptInUse: '该部门下有子部门或用户，不能删除',
  currentOrg: '不能停用当前登录的公司',
} as const;

const ORG_FIELDS: ListFields = {
  orgCode: { column: 'o.org_code' },
  orgName: { column: 'o.org_name' },
  enabled: { column: 'o.enabled', kind: 'boolean' },
  createDate: { column: 'o.created_at', kind: 'date' },
};
const ORG_COLUMNS = ['o.id', 'o.org_code as orgCode', 'o.org_name as orgName', 'o.seq', 'o.enabled', 'o.version', 'o.created_at as createDate', 'o.group_id as pkGroup'] as const;
const DEPT_FIELDS: ListFields = {
  deptCode: { column: 'd.dept_code' },
  deptName: { column: 'd.dept_name' },
  parentId: { column: 'd.parent_id' },
  enabled: { column: 'd.enabled', kind: 'boolean' },
  createDate: { column: 'd.created_at', kind: 'date' },
};
const DEPT_COLUMNS = ['d.id', 'd.dept_code as deptCode', 'd.dept_name as deptName', 'd.parent_id as parentId', 'd.seq', 'd.enabled', 'd.version', 'd.created_at as createDate'] as const;

export function registerOrgRoutes(app: FastifyInstance): void {
  const db = app.db;
  // ---- organisations
  const orgQuery = (groupId: string) => db.selectFrom('sys_org as o').where('o.group_id', '=', groupId);
  const readOrg = (groupId: string, id: string) => orgQuery(groupId).select(ORG_COLUMNS).where('o.id', '=', id).executeTakeFirst();
  for (const path of ['/sys-organization/v2/list', '/sys-organization/list', '/sys-organization/select'])
    app.post(path, { schema: { body: objectBody }, config: { permissionAny: 'sys:organization' } }, async (request) =>
      ok(await pageList(orgQuery(request.auth.groupId), ORG_FIELDS, request.body, (q) => q.select(ORG_COLUMNS), 'o.seq, o.org_code')),
    );
  registerExport(app, {
    base: '/sys-organization',
    permission: 'sys:organization:export',
    label: '公司',
    headers: [['orgCode', '公司编码'], ['orgName', '公司名称'], ['seq', '排序'], ['enabled', '启用状态']],
    fields: ORG_FIELDS,
    query: (request) => orgQuery(request.auth.groupId),
    columns: ORG_COLUMNS,
    order: 'o.seq, o.org_code',
  });
  app.post<{ Body: Body }>('/sys-organization/create', { schema: { body: objectBody }, config: { permission: 'sys:organization:add' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const groupId = request.auth.groupId;
    const orgCode = text(request.body, 'orgCode', '公司编码', { required: true, max: 50 })!;
    const orgName = text(request.body, 'orgName', '公司名称', { required: true, max: 100 })!;
    const seq = integer(request.body, 'seq', '排序', 0, 99999, 0);
    const id = await db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('sys_org').select('id').where('group_id', '=', groupId).where('org_code', '=', orgCode).executeTakeFirst())
        throw badRequest(ORG_MSG.orgCodeTaken);
      const row = await trx.insertInto('sys_org').values({ group_id: groupId, org_code: orgCode, org_name: orgName, seq }).returning('id').executeTakeFirstOrThrow();
      await ctx.log(trx, 'organization', 'create', row.id, undefined, { orgCode, orgName, seq });
      return row.id;
    });
    return ok(await readOrg(groupId, id), '新增成功');
  });
  app.put<{ Body: Body }>('/sys-organization/update', { schema: { body: objectBody }, config: { permission: 'sys:organization:edit' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const groupId = request.auth.groupId;
    const id = recordId(request.body);
    const expected = version(request.body);
    const before = await readOrg(groupId, id);
    if (!before) throw notFound();
    const orgCode = 'orgCode' in request.body ? text(request.body, 'orgCode', '公司编码', { required: true, max: 50 })! : before.orgCode;
    const orgName = 'orgName' in request.body ? text(request.body, 'orgName', '公司名称', { required: true, max: 100 })! : before.orgName;
    const seq = integer(request.body, 'seq', '排序', 0, 99999, before.seq);
    await db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('sys_org').select('id').where('group_id', '=', groupId).where('org_code', '=', orgCode).where('id', '<>', id).executeTakeFirst())
        throw badRequest(ORG_MSG.orgCodeTaken);
      const done = await trx
        .updateTable('sys_org')
        .set({ org_code: orgCode, org_name: orgName, seq, version: sql`version + 1` })
        .where('id', '=', id)
        .where('version', '=', expected)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw conflict();
      await ctx.log(trx, 'organization', 'update', id, before, { orgCode, orgName, seq });
    });
    return ok(await readOrg(groupId, id), '修改成功');
  });
  for (const [action, enabled] of [['enable', true], ['disable', false]] as const)
    app.post<{ Body: Body }>(`/sys-organization/${action}`, { schema: { body: objectBody }, config: { permission: `sys:organization:${action}` } }, async (request, reply) => {
      const count = await setEnabledRows(
        sysCtx(app, request, reply),
        {
          table: 'sys_org',
          entity: 'organization',
          scope: { column: 'group_id', value: request.auth.groupId },
          guard: async (_trx, list) => {
            if (!enabled && list.includes(request.auth.orgId)) throw badRequest(ORG_MSG.currentOrg);
          },
        },
        request.body.ids,
        enabled,
      );
      return ok({ count }, enabled ? '启用成功' : '停用成功');
    });

  // ---- the caller's group
  const GROUP_COLUMNS = ['g.id', 'g.group_code as groupCode', 'g.group_name as groupName', 'g.enabled', 'g.version', 'g.created_at as createDate'] as const;
  const GROUP_FIELDS: ListFields = { groupCode: { column: 'g.group_code' }, groupName: { column: 'g.group_name' }, createDate: { column: 'g.created_at', kind: 'date' } };
  for (const path of ['/sys-group/v2/list', '/sys-group/list', '/sys-group/select'])
    app.post(path, { schema: { body: objectBody }, config: { permissionAny: 'sys:group' } }, async (request) =>
      ok(
        await pageList(db.selectFrom('sys_group as g').where('g.id', '=', request.auth.groupId), GROUP_FIELDS, request.body, (q) => q.select(GROUP_COLUMNS), 'g.group_code'),
      ),
    );
  app.put<{ Body: Body }>('/sys-group/update', { schema: { body: objectBody }, config: { permission: 'sys:group:edit' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const id = recordId(request.body);
    if (id !== request.auth.groupId) throw notFound();
    const expected = version(request.body);
    const groupName = text(request.body, 'groupName', '集团名称', { required: true, max: 100 })!;
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('sys_group').select(['group_name']).where('id', '=', id).executeTakeFirstOrThrow();
      const done = await trx.updateTable('sys_group').set({ group_name: groupName, version: sql`version + 1` }).where('id', '=', id).where('version', '=', expected).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw conflict();
      await ctx.log(trx, 'group', 'update', id, { groupName: before.group_name }, { groupName });
    });
    return ok(await db.selectFrom('sys_group as g').select(GROUP_COLUMNS).where('g.id', '=', id).executeTakeFirst(), '修改成功');
  });

  // ---- departments of the current company
  const deptQuery = (orgId: string) => db.selectFrom('sys_dept as d').where('d.org_id', '=', orgId);
  const readDept = (orgId: string, id: string) => deptQuery(orgId).select(DEPT_COLUMNS).where('d.id', '=', id).executeTakeFirst();
  for (const path of ['/sys-dept/v2/list', '/sys-dept/list'])
    app.post(path, { schema: { body: objectBody }, config: { permissionAny: 'sys:dept' } }, async (request) =>
      ok(await pageList(deptQuery(request.auth.orgId), DEPT_FIELDS, request.body, (q) => q.select(DEPT_COLUMNS), 'd.seq, d.dept_code')),
    );
  registerExport(app, {
    base: '/sys-dept',
    permission: 'sys:dept:export',
    label: '部门',
    headers: [['deptCode', '部门编码'], ['deptName', '部门名称'], ['seq', '排序'], ['enabled', '启用状态']],
    fields: DEPT_FIELDS,
    query: (request) => deptQuery(request.auth.orgId),
    columns: DEPT_COLUMNS,
    order: 'd.seq, d.dept_code',
  });
  app.get('/sys-dept/tree', { config: { permissionAny: 'sys:dept' } }, async (request) => {
    const rows = await deptQuery(request.auth.orgId).select(DEPT_COLUMNS).orderBy('d.seq').orderBy('d.dept_code').execute();
    type Node = (typeof rows)[number] & { text: string; name: string; children: Node[]; jsonObject: { id: string } };
    const nodes = new Map<string, Node>(rows.map((r) => [r.id, { ...r, text: r.deptName, name: r.deptName, children: [], jsonObject: { id: r.id } }]));
    const roots: Node[] = [];
    for (const n of nodes.values()) (n.parentId && nodes.get(n.parentId) ? nodes.get(n.parentId)!.children : roots).push(n);
    return ok(roots);
  });
  const deptValues = async (orgId: string, body: Body, selfId: string | null) => {
    const deptCode = text(body, 'deptCode', '部门编码', { required: true, max: 50 })!;
    const deptName = text(body, 'deptName', '部门名称', { required: true, max: 100 })!;
    const seq = integer(body, 'seq', '排序', 0, 99999, 0);
    const parentId = body.parentId === undefined || body.parentId === null || body.parentId === '' ? null : recordId({ id: body.parentId });
    if (parentId) {
      const all = await deptQuery(orgId).select(['d.id', 'd.parent_id']).execute();
      const parentOf = new Map(all.map((d) => [d.id, d.parent_id]));
      if (!parentOf.has(parentId)) throw badRequest(ORG_MSG.badParent);
      for (let cur: string | null | undefined = parentId; cur; cur = parentOf.get(cur)) if (cur === selfId) throw badRequest(ORG_MSG.parentLoop);
    }
    const clash = deptQuery(orgId).select('d.id').where('d.dept_code', '=', deptCode);
    if (await (selfId ? clash.where('d.id', '<>', selfId) : clash).executeTakeFirst()) throw badRequest(ORG_MSG.deptCodeTaken);
    return { dept_code: deptCode, dept_name: deptName, seq, parent_id: parentId };
  };
  app.post<{ Body: Body }>('/sys-dept/create', { schema: { body: objectBody }, config: { permission: 'sys:dept:add' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const { orgId, groupId } = request.auth;
    const values = await deptValues(orgId, request.body, null);
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('sys_dept').values({ ...values, org_id: orgId, group_id: groupId }).returning('id').executeTakeFirstOrThrow();
      await ctx.log(trx, 'dept', 'create', row.id, undefined, values);
      return row.id;
    });
    return ok(await readDept(orgId, id), '新增成功');
  });
  app.put<{ Body: Body }>('/sys-dept/update', { schema: { body: objectBody }, config: { permission: 'sys:dept:edit' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const { orgId } = request.auth;
    const id = recordId(request.body);
    const expected = version(request.body);
    const before = await readDept(orgId, id);
    if (!before) throw notFound();
    const values = await deptValues(orgId, { ...before, ...request.body }, id);
    await db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('sys_dept').set({ ...values, version: sql`version + 1` }).where('id', '=', id).where('version', '=', expected).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw conflict();
      await ctx.log(trx, 'dept', 'update', id, before, values);
    });
    return ok(await readDept(orgId, id), '修改成功');
  });
  app.delete<{ Params: { id: string } }>('/sys-dept/delete/:id', { schema: { params: idParams }, config: { permission: 'sys:dept:delete' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const { orgId } = request.auth;
    const before = await readDept(orgId, request.params.id);
    if (!before) throw notFound();
    await db.transaction().execute(async (trx) => {
      const child = await trx.selectFrom('sys_dept').select('id').where('parent_id', '=', before.id).executeTakeFirst();
      const member = await trx.selectFrom('sys_user').select('id').where('dept_id', '=', before.id).executeTakeFirst();
      if (child || member) throw badRequest(ORG_MSG.deptInUse);
      await trx.deleteFrom('sys_dept').where('id', '=', before.id).execute();
      await ctx.log(trx, 'dept', 'delete', before.id, before, undefined);
    });
    return ok({ count: 1 }, '删除成功');
  });
  for (const [action, enabled] of [['enable', true], ['disable', false]] as const)
    app.post<{ Body: Body }>(`/sys-dept/${action}`, { schema: { body: objectBody }, config: { permission: `sys:dept:${action}` } }, async (request, reply) =>
      ok(
        { count: await setEnabledRows(sysCtx(app, request, reply), { table: 'sys_dept', entity: 'dept', scope: { column: 'org_id', value: request.auth.orgId } }, request.body.ids, enabled) },
        enabled ? '启用成功' : '停用成功',
      ),
    );
}
