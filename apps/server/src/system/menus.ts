import type { MenuButton, MenuItem } from '@wb/api/wire';
import type { AuthInfo } from '../auth/service';
import type { ServiceContext } from '../context';
import type { SysMenu } from '../db/schema';
import { writeOperationLog } from './operationLog';

/** Enabled menus the caller's roles reach (all of them for an admin), in display order. */
export async function reachableMenus(ctx: ServiceContext, auth: AuthInfo): Promise<SysMenu[]> {
  let query = ctx.db.selectFrom('sys_menu as m').selectAll('m').where('m.enabled', '=', true);
  if (!auth.admin) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sys_role_menu as rm')
          .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
          .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
          .select('rm.menu_id')
          .whereRef('rm.menu_id', '=', 'm.id')
          .where('ur.user_id', '=', auth.userId)
          .where('r.enabled', '=', true),
      ),
    );
  }
  return query.orderBy('m.seq').orderBy('m.title').execute();
}

async function favouriteIds(ctx: ServiceContext, auth: AuthInfo): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('sys_user_menu_favourite')
    .select('menu_id')
    .where('user_id', '=', auth.userId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.menu_id);
}

function toItem(m: SysMenu, favourites: Set<string>): MenuItem {
  return {
    id: m.id,
    title: m.title,
    path: m.path,
    urlPath: m.url_path,
    component: m.component,
    icon: m.icon,
    query: m.query,
    uuid: m.uuid,
    keepAlive: m.keep_alive,
    menuParentId: m.parent_id,
    ownMenu: favourites.has(m.id),
    iusual: m.iusual,
    isApp: m.is_app,
    isAuth: m.is_auth,
    buttonUrls: m.button_urls,
    children: [],
  };
}

/** The caller's menu tree; a node whose parent the caller cannot reach is dropped with its subtree. */
export async function userMenuTree(ctx: ServiceContext, auth: AuthInfo): Promise<MenuItem[]> {
  const [menus, favourites] = await Promise.all([reachableMenus(ctx, auth), favouriteIds(ctx, auth)]);
  const fav = new Set(favourites);
  const items = new Map(menus.map((m) => [m.id, toItem(m, fav)]));
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    if (item.menuParentId === null) roots.push(item);
    else items.get(item.menuParentId)?.children.push(item);
  }
  return roots;
}

/** Buttons of the menus the caller reaches: all for an admin, else those granted to their roles. */
export async function userMenuButtons(ctx: ServiceContext, auth: AuthInfo): Promise<MenuButton[]> {
  let query = ctx.db
    .selectFrom('sys_menu_button as b')
    .innerJoin('sys_menu as m', 'm.id', 'b.menu_id')
    .select(['b.id', 'b.menu_id', 'b.name', 'b.permission', 'b.code', 'b.seq', 'b.is_app'])
    .where('m.enabled', '=', true);
  if (!auth.admin) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sys_role_button as rb')
          .innerJoin('sys_user_role as ur', 'ur.role_id', 'rb.role_id')
          .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
          .select('rb.button_id')
          .whereRef('rb.button_id', '=', 'b.id')
          .where('ur.user_id', '=', auth.userId)
          .where('r.enabled', '=', true),
      ),
    );
  }
  const rows = await query.orderBy('b.menu_id').orderBy('b.seq').execute();
  return rows.map((b) => ({
    id: b.id,
    menuId: b.menu_id,
    name: b.name,
    permission: b.permission,
    code: b.code,
    seq: b.seq,
    isApp: b.is_app,
  }));
}

/** Every permission key the caller holds (an admin holds all). */
export async function userPermissionKeys(ctx: ServiceContext, auth: AuthInfo): Promise<string[]> {
  if (!auth.admin) return [...auth.permissions].sort();
  const rows = await ctx.db
    .selectFrom('sys_menu_button')
    .select('permission')
    .distinct()
    .orderBy('permission')
    .execute();
  return rows.map((r) => r.permission);
}

/** The caller's favourite menus, flat, limited to menus they still reach. */
export async function userFavouriteMenus(ctx: ServiceContext, auth: AuthInfo): Promise<MenuItem[]> {
  const [menus, favourites] = await Promise.all([reachableMenus(ctx, auth), favouriteIds(ctx, auth)]);
  const fav = new Set(favourites);
  const byId = new Map(menus.map((m) => [m.id, m]));
  return favourites.flatMap((id) => {
    const m = byId.get(id);
    return m ? [toItem(m, fav)] : [];
  });
}

/** Routes every signed-in user may open (SPEC.md §2, "require sign-in" list). */
const BASIC_ROUTES = [
  /^\/$/,
  /^\/clouds(\/index1?)?$/,
  /^\/editpwd$/,
  /^\/template-free$/,
  /^\/viewWeigh$/,
  /^\/custom\/format\/form\/(sub|sub\/dt|factor)$/,
  /^\/modules\/material\/computation_group\/edit$/,
  /^\/activti\/detail\/[^/]+$/,
];

/** The page path of a frontend address: query and fragment cut, no trailing slash. */
export function pagePathOf(adress: string): string {
  let address = adress.trim();
  const cut = address.search(/[?#]/);
  if (cut >= 0) address = address.slice(0, cut);
  return address.length > 1 ? address.replace(/\/+$/, '') : address;
}

/**
 * The site-licence frontend-address check: true when the address is a menu id or a page path the
 * caller reaches, one of the basic signed-in routes, or a page path registered (菜单管理 → 资源, or the
 * administrator's client after a refusal, SPEC.md §6) as a GET resource of a menu the caller reaches.
 * A page below a menu that is not its list or edit page (…/weigh/weigh) opens only once registered, so
 * which roles reach it is decided by the menu it was bound to, not by its address looking related.
 */
export async function checkFrontendAddress(
  ctx: ServiceContext,
  auth: AuthInfo,
  adress: string,
): Promise<boolean> {
  const address = pagePathOf(adress);
  if (BASIC_ROUTES.some((r) => r.test(address))) return true;
  const menus = await reachableMenus(ctx, auth);
  const path = address.replace(/\/(index|edit)$/, '');
  if (menus.some((m) => m.id === address || m.uuid === address || m.path === path || m.path === address)) return true;
  if (!address.startsWith('/') || menus.length === 0) return false;
  const resources = await ctx.db
    .selectFrom('sys_menu_resource')
    .select('methods')
    .where('permission', '=', address)
    .where(
      'menu_id',
      'in',
      menus.map((m) => m.id),
    )
    .execute();
  return resources.some((r) => r.methods.split(',').includes('GET'));
}

/**
 * The tab strip's close call (SPEC.md §7 "close call"): the client says which frontend addresses (tab
 * ids) it closed. Kept as an operation-log row of the session, so a site-licence audit can see what was
 * open and when it was let go; the refresh token the client sends with it is never stored.
 */
export async function recordClosedAddresses(
  ctx: ServiceContext,
  auth: AuthInfo,
  adress: string[],
  meta: { requestId: string; ip: string },
): Promise<void> {
  if (adress.length === 0) return;
  await writeOperationLog(ctx.db, auth, ctx.now(), {
    action: 'frontend.close',
    entity: 'oauth_session',
    entityId: auth.sessionId,
    after: { adress },
    ...meta,
  });
}

/**
 * Adds and removes favourites in one transaction. Only leaves the caller reaches and that may be
 * favourited (iusual) are added; unknown ids are ignored rather than revealed.
 */
export async function updateFavourites(
  ctx: ServiceContext,
  auth: AuthInfo,
  addIds: string[],
  removeIds: string[],
): Promise<void> {
  const reachable = new Map((await reachableMenus(ctx, auth)).map((m) => [m.id, m]));
  const toAdd = [...new Set(addIds)].filter((id) => reachable.get(id)?.iusual === true);
  await ctx.db.transaction().execute(async (trx) => {
    if (removeIds.length > 0) {
      await trx
        .deleteFrom('sys_user_menu_favourite')
        .where('user_id', '=', auth.userId)
        .where('menu_id', 'in', removeIds)
        .execute();
    }
    if (toAdd.length > 0) {
      const last = await trx
        .selectFrom('sys_user_menu_favourite')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('user_id', '=', auth.userId)
        .executeTakeFirst();
      const base = Number(last?.seq ?? 0);
      await trx
        .insertInto('sys_user_menu_favourite')
        .values(toAdd.map((menu_id, i) => ({ user_id: auth.userId, menu_id, seq: base + i + 1 })))
        .onConflict((oc) => oc.columns(['user_id', 'menu_id']).doNothing())
        .execute();
    }
  });
}
