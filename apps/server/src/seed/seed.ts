import { sql, type Insertable, type Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database, SysMenuButtonTable, SysMenuTable } from '../db/schema';
import { demoWeighing, type DemoOrg } from './demoWeighing';
import { demoMainLogo, demoSubLogo } from './logos';
import { ADMIN_FAVOURITES, MENU_TREE, OPERATOR_MENUS, type MenuSpec } from './menuTree';
import { stableId } from './stableId';
import { seedTemplates } from '../templates/seed';
import { seedMasterData } from '../crud/seed/seedMasterData';
import { seedScales } from '../scale/seedScales';
import { seedSystemServices } from '../system/seedSystemServices';
import { CATALOG, seedCatalog } from '../crud/catalog/index';

export const DEMO_IDS = {
  group: stableId('group', 'NMSF'),
  org1: stableId('org', 'NMSF01'),
  org2: stableId('org', 'NMSF02'),
  admin: stableId('user', 'admin'),
  operator: stableId('user', 'operator'),
  newuser: stableId('user', 'newuser'),
  roleAdmin: stableId('role', 'admin'),
  roleOperator: stableId('role', 'weigh_operator'),
} as const;

/** advisory lock key of the demo seed (any constant distinct from Kysely's migration lock) */
const SEED_LOCK = 7_302_415_001;

export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'Admin@123456', note: '系统管理员，两家公司' },
  { username: 'operator', password: 'Operator@123', note: '计量员，仅鄂尔多斯示范煤业' },
  { username: 'newuser', password: '123456', note: '初始密码，登录后需修改' },
] as const;

export const menuId = (path: string): string => stableId('menu', path);

interface FlatMenus {
  menus: Insertable<SysMenuTable>[];
  buttons: Insertable<SysMenuButtonTable>[];
}

function flattenMenus(): FlatMenus {
  const out: FlatMenus = { menus: [], buttons: [] };
  const walk = (items: MenuSpec[], parentId: string | null) => {
    items.forEach((m, index) => {
      const id = menuId(m.path);
      const isLeaf = !m.children?.length;
      out.menus.push({
        id,
        parent_id: parentId,
        title: m.title,
        path: m.path,
        url_path: isLeaf ? `${m.path}/index` : null,
        component: m.component ?? null,
        icon: m.icon ?? null,
        query: m.query ?? null,
        button_urls: null,
        keep_alive: m.keepAlive ?? true,
        is_app: m.isApp ?? false,
        is_auth: m.isAuth ?? false,
        iusual: isLeaf,
        seq: (index + 1) * 10,
        uuid: id.replaceAll('-', ''),
      });
      (m.buttons ?? []).forEach((b, bi) => {
        const permission = `${m.permissionPrefix}:${b.code}`;
        out.buttons.push({
          id: stableId('button', permission),
          menu_id: id,
          name: b.name,
          permission,
          code: b.code,
          seq: (bi + 1) * 10,
          is_app: m.isApp ?? false,
        });
      });
      if (m.children) walk(m.children, id);
    });
  };
  walk(MENU_TREE, null);
  return out;
}

async function insertChunked<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  size = 400,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Kysely's generic insert signature cannot follow a table type parameter; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

const ORGS: (DemoOrg & { name: string })[] = [
  {
    id: DEMO_IDS.org1,
    groupId: DEMO_IDS.group,
    code: 'NMSF01',
    name: '鄂尔多斯示范煤业有限公司',
    platePrefixes: ['蒙K', '蒙K', '蒙K', '蒙B', '晋A', '陕K'],
    flows: [
      {
        flavour: 'pu',
        weight: 5,
        materials: ['原煤'],
        partners: ['准格尔旗宏达煤矿', '伊金霍洛旗广源煤炭有限公司', '东胜区兴隆矿业'],
      },
      {
        flavour: 'sa',
        weight: 4,
        materials: ['精煤', '洗混煤'],
        partners: ['包头示范钢铁有限公司', '呼和浩特热电厂', '山西晋能焦化有限公司'],
      },
      { flavour: 'al', weight: 1, materials: ['原煤'], partners: ['鄂尔多斯示范煤业二号矿'] },
    ],
  },
  {
    id: DEMO_IDS.org2,
    groupId: DEMO_IDS.group,
    code: 'NMSF02',
    name: '包头示范钢铁有限公司',
    platePrefixes: ['蒙B', '蒙B', '蒙B', '蒙A', '冀F', '蒙K'],
    flows: [
      {
        flavour: 'pu',
        weight: 5,
        materials: ['铁矿石', '石灰石', '精煤'],
        partners: ['白云鄂博矿业公司', '固阳县石灰石厂', '鄂尔多斯示范煤业有限公司'],
      },
      { flavour: 'sa', weight: 3, materials: ['熟料', '钢渣'], partners: ['包头建材集团', '呼和浩特水泥厂'] },
      { flavour: 'pr', weight: 2, materials: ['熟料'], partners: ['本厂'] },
    ],
  },
];

/**
 * Loads the demo data into an empty database (no group yet): the demo group with two companies,
 * three users, two roles, the full menu tree, configuration and 30 days of weighing data.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  now: Date = new Date(),
  utcOffsetMinutes = 480,
): Promise<boolean> {
  const existing = await db.selectFrom('sys_group').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  let seeded = false;
  // Three hashes in parallel; argon2 runs on libuv's thread pool.
  const [adminPw, operatorPw, newPw] = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const { menus, buttons } = flattenMenus();
  const weighing = ORGS.map((o) => demoWeighing(o, now, utcOffsetMinutes));

  await db.transaction().execute(async (trx) => {
    // Several server processes may start at once on one PostgreSQL: one seeds, the others see it done.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await trx.selectFrom('sys_group').select('id').limit(1).executeTakeFirst()) return;
    seeded = true;
    const g = DEMO_IDS.group;
    await trx
      .insertInto('sys_group')
      .values({
        id: g,
        group_code: 'NMSF',
        group_name: '内蒙古示范能源集团',
        main_logo: demoMainLogo,
        sub_logo: demoSubLogo,
      })
      .execute();
    await trx
      .insertInto('sys_org')
      .values(ORGS.map((o, i) => ({ id: o.id, group_id: g, org_code: o.code, org_name: o.name, seq: i + 1 })))
      .execute();
    await trx
      .insertInto('sys_dept')
      .values([
        {
          id: stableId('dept', 'NMSF01-JL'),
          org_id: DEMO_IDS.org1,
          group_id: g,
          parent_id: null,
          dept_code: 'JL',
          dept_name: '计量中心',
        },
        {
          id: stableId('dept', 'NMSF01-XX'),
          org_id: DEMO_IDS.org1,
          group_id: g,
          parent_id: null,
          dept_code: 'XX',
          dept_name: '信息中心',
        },
        {
          id: stableId('dept', 'NMSF02-JL'),
          org_id: DEMO_IDS.org2,
          group_id: g,
          parent_id: null,
          dept_code: 'JL',
          dept_name: '计量处',
        },
      ])
      .execute();
    const user = (
      id: string,
      username: string,
      realName: string,
      pw: { hash: string; params: object },
      initial: boolean,
      dept: string,
    ) => ({
      id,
      group_id: g,
      dept_id: stableId('dept', dept),
      username,
      real_name: realName,
      mobile: null,
      password_hash: pw.hash,
      password_params: JSON.stringify(pw.params),
      password_is_initial: initial,
      password_changed_at: initial ? null : now,
    });
    await trx
      .insertInto('sys_user')
      .values([
        user(DEMO_IDS.admin, 'admin', '系统管理员', adminPw, false, 'NMSF01-XX'),
        user(DEMO_IDS.operator, 'operator', '张计量', operatorPw, false, 'NMSF01-JL'),
        user(DEMO_IDS.newuser, 'newuser', '李新', newPw, true, 'NMSF01-JL'),
      ])
      .execute();
    await trx
      .insertInto('sys_user_org')
      .values([
        { user_id: DEMO_IDS.admin, org_id: DEMO_IDS.org1, group_id: g, is_default: true },
        { user_id: DEMO_IDS.admin, org_id: DEMO_IDS.org2, group_id: g, is_default: false },
        { user_id: DEMO_IDS.operator, org_id: DEMO_IDS.org1, group_id: g, is_default: true },
        { user_id: DEMO_IDS.newuser, org_id: DEMO_IDS.org1, group_id: g, is_default: true },
      ])
      .execute();
    await trx
      .insertInto('sys_role')
      .values([
        { id: DEMO_IDS.roleAdmin, group_id: g, role_code: 'admin', role_name: '系统管理员', is_admin: true },
        {
          id: DEMO_IDS.roleOperator,
          group_id: g,
          role_code: 'weigh_operator',
          role_name: '计量员',
          is_admin: false,
        },
      ])
      .execute();
    await trx
      .insertInto('sys_user_role')
      .values([
        { user_id: DEMO_IDS.admin, role_id: DEMO_IDS.roleAdmin },
        { user_id: DEMO_IDS.operator, role_id: DEMO_IDS.roleOperator },
        { user_id: DEMO_IDS.newuser, role_id: DEMO_IDS.roleOperator },
      ])
      .execute();

    await insertChunked(trx, 'sys_menu', menus);
    await insertChunked(trx, 'sys_menu_button', buttons);

    // The operator role reaches its leaves and their ancestors; buttons as listed.
    const byId = new Map(menus.map((m) => [m.id, m]));
    const roleMenus = new Set<string>();
    const roleButtons: string[] = [];
    for (const [path, codes] of Object.entries(OPERATOR_MENUS)) {
      let id: string | null | undefined = menuId(path);
      if (!byId.has(id)) throw new Error(`operator menu ${path} is not in the menu tree`);
      for (const bt of buttons) if (bt.menu_id === id && codes.includes(bt.code)) roleButtons.push(bt.id);
      while (id) {
        roleMenus.add(id);
        id = byId.get(id)?.parent_id;
      }
    }
    await insertChunked(
      trx,
      'sys_role_menu',
      [...roleMenus].map((menu_id) => ({ role_id: DEMO_IDS.roleOperator, menu_id })),
    );
    await insertChunked(
      trx,
      'sys_role_button',
      roleButtons.map((button_id) => ({ role_id: DEMO_IDS.roleOperator, button_id })),
    );
    await trx
      .insertInto('sys_user_menu_favourite')
      .values(ADMIN_FAVOURITES.map((p, i) => ({ user_id: DEMO_IDS.admin, menu_id: menuId(p), seq: i + 1 })))
      .execute();

    await trx
      .insertInto('sys_config')
      .values([
        { key: 'data_desensitization', value: '0', remark: '数据脱敏：1 开启，0 关闭' },
        { key: 'site_title', value: '统一地磅称重控制平台', remark: '站点标题' },
        { key: 'lock_path', value: '/lock', remark: '锁屏页路径' },
        { key: 'version_code', value: '1.0.0', remark: '版本号' },
        { key: 'theme_color', value: '#ebf6f9', remark: '默认主题色' },
      ])
      .execute();

    for (const w of weighing) {
      await insertChunked(trx, 'registry', w.registries);
      await insertChunked(trx, 'weigh_record', w.weighs);
    }
    // A format template for every demo entity of the group, bound to its menu.
    await seedTemplates(trx, {
      groupId: DEMO_IDS.group,
      menuIdsByPath: new Map(menus.map((m) => [m.path, m.id])),
    });
    // Master data of both companies; vehicles carry the plates of the weigh records above.
    await seedMasterData(trx, {
      now,
      groupId: g,
      orgs: ORGS.map((o, i) => ({
        id: o.id,
        code: o.code,
        plates: [...new Set(weighing[i].weighs.map((w) => w.plate_number))],
        idRegion: i === 0 ? '150602' : '150203',
        seed: 4100 + i,
      })),
    });
    await seedScales(trx, { now, groupId: g, orgs: ORGS.map((o) => ({ id: o.id, code: o.code })) });
    // Code rules of the weighing documents (counters past today's demo bills) and the demo jobs.
    await seedSystemServices(trx, { now, utcOffsetMinutes, groupId: g, orgIds: ORGS.map((o) => o.id) });
    // Demo rows of the declared entities (IC cards, blacklist, queues …), referring to the master data above.
    await seedCatalog(trx, { now, groupId: g, orgs: ORGS, decls: CATALOG, utcOffsetMinutes });
  });
  return seeded;
}
