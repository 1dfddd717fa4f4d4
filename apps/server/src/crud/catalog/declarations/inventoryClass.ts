import { sql, type Kysely } from 'kysely';
import { badRequest } from '../../../http/errors';
import type { CrudDb } from '../../schema';
import type { CatalogEntity } from '../types';

/** A category tree is at most four levels deep (SPEC §3). */
export const MAX_CLASS_LEVEL = 4;

const MSG = {
  tooDeep: `存货分类最多${MAX_CLASS_LEVEL}级`,
  noParent: '上级分类不存在',
  cycle: '上级分类不能是本分类或其下级分类',
  hasChildren: '存货分类下存在下级分类，不能删除',
  inUse: '存货分类已被存货档案使用，不能删除',
} as const;

/** A category with live subcategories (not deleted with it) or items keeps its place. */
async function keepReferenced(db: Kysely<CrudDb>, orgId: string, ids: readonly string[]): Promise<void> {
  const list = sql.join(ids.map((id) => sql`${id}`));
  const child = await sql`select 1 from bd_inventory_class where org_id = ${orgId} and deleted_at is null
      and parent_id in (${list}) and id not in (${list}) limit 1`.execute(db);
  if (child.rows.length > 0) throw badRequest(MSG.hasChildren);
  const item = await sql`select 1 from bd_inventory where org_id = ${orgId} and deleted_at is null
      and invc_id in (${list}) limit 1`.execute(db);
  if (item.rows.length > 0) throw badRequest(MSG.inUse);
}

/**
 * The level follows the parent (root 1, child parent + 1) and the parent's name is taken from the
 * parent itself; moving a category moves its subtree, which must still fit in four levels.
 */
async function placeInTree(
  db: Kysely<CrudDb>,
  orgId: string,
  values: Record<string, unknown>,
  selfId: string | null,
): Promise<void> {
  const parentId = typeof values.parentId === 'string' ? values.parentId : null;
  let level = 1;
  if (parentId) {
    const { rows } = await sql<{ level: number; class_name: string; path: string[] }>`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from bd_inventory_class where id = ${parentId} and org_id = ${orgId} and deleted_at is null
        union all
        select c.id, c.parent_id, up.depth + 1 from bd_inventory_class c join up on c.id = up.parent_id
        where c.org_id = ${orgId} and up.depth < 10
      )
      select p.level, p.class_name, array(select id::text from up) as path
      from bd_inventory_class p where p.id = ${parentId} and p.org_id = ${orgId} and p.deleted_at is null`.execute(
      db,
    );
    const parent = rows[0];
    if (!parent) throw badRequest(MSG.noParent);
    if (selfId && parent.path.includes(selfId)) throw badRequest(MSG.cycle);
    level = Number(parent.level) + 1;
    values.parentName = parent.class_name;
  } else values.parentName = null;
  if (level > MAX_CLASS_LEVEL) throw badRequest(MSG.tooDeep);
  values.level = String(level);
  values.seq ??= '0';
  if (!selfId) return;
  // the subtree below keeps its shape: every descendant moves by the same number of levels
  const { rows } = await sql<{ id: string; depth: number }>`
    with recursive sub(id, depth) as (
      select id, 0 from bd_inventory_class where id = ${selfId} and org_id = ${orgId}
      union all
      select c.id, sub.depth + 1 from bd_inventory_class c join sub on c.parent_id = sub.id
      where c.org_id = ${orgId} and c.deleted_at is null and sub.depth < 10
    ) select id, depth from sub where depth > 0`.execute(db);
  const deepest = rows.reduce((m, r) => Math.max(m, Number(r.depth)), 0);
  if (level + deepest > MAX_CLASS_LEVEL) throw badRequest(MSG.tooDeep);
  for (const r of rows)
    await sql`update bd_inventory_class set level = ${level + Number(r.depth)} where id = ${r.id} and org_id = ${orgId}`.execute(
      db,
    );
}

/**
 * 存货分类 as a list page over the category table of 004_master_data (the tree popup of the
 * inventory form reads the same rows). The table gains only the parent's name for the list.
 */
export const inventoryClass: CatalogEntity = {
  module: 'basic',
  name: 'inventory_class',
  label: '存货分类',
  existingColumns: ['parent_id', 'class_code', 'class_name', 'level', 'seq'],
  fields: [
    {
      name: 'classCode',
      label: '分类编码',
      required: true,
      unique: '分类编码已存在',
      query: 'quick',
      sort: true,
      validate: {
        validateMethod: '/^[A-Za-z0-9_-]{1,32}$/',
        validateTitle: '编码只能包含字母、数字、下划线和横线',
      },
    },
    { name: 'className', label: '分类名称', required: true, query: 'quick', sort: true },
    {
      name: 'parentName',
      label: '上级分类',
      control: 'picker',
      query: 'quick',
      picker: { popup: 'bd_inventory_class_res', links: { parentId: 'id', parentName: 'className' } },
    },
    { name: 'parentId', label: '上级分类ID', control: 'hidden', kind: 'uuid' },
    { name: 'level', label: '级次', control: 'number', serverOnly: true, sort: true, query: 'advanced' },
    {
      name: 'seq',
      label: '排序',
      control: 'number',
      sort: true,
      defaultValue: '0',
      validate: { validateMethod: '/^\\d{1,6}$/', validateTitle: '排序必须是整数' },
    },
  ],
  labelField: 'className',
  beforeSave: placeInTree,
  beforeDelete: keepReferenced,
};
