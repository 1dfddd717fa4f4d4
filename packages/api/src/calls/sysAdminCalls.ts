import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, PageData } from '../wire';
import { unwrap } from './unwrap';

/** A menu of the full tree (角色管理 → 分配菜单) with its buttons; `checked` = the role holds it. */
export interface RoleMenuNode {
  id: string;
  parentId: string | null;
  title: string;
  path: string;
  checked?: boolean;
  buttons: { id: string; name: string; code: string; permission: string; checked?: boolean }[];
  children: RoleMenuNode[];
}

export interface RoleMenuTree {
  roleId: string;
  /** the admin role holds everything and cannot be changed */
  isAdmin: boolean;
  tree: RoleMenuNode[];
}

/** GET /sys/role/menu-tree/:id: the full menu tree with the role's menus and buttons checked. */
export async function fetchRoleMenuTree(roleId: string): Promise<RoleMenuTree> {
  return unwrap(await apiClient.http.get<ApiEnvelope<RoleMenuTree>>(`/sys/role/menu-tree/${encodeURIComponent(roleId)}`));
}

/** PUT /sys/role/menu-tree/:id {menuIds, buttonIds}: the server adds ancestors of checked items. */
export async function saveRoleMenuTree(roleId: string, menuIds: string[], buttonIds: string[]): Promise<{ menuCount: number; buttonCount: number }> {
  return unwrap(
    await apiClient.http.put<ApiEnvelope<{ menuCount: number; buttonCount: number }>>(`/sys/role/menu-tree/${encodeURIComponent(roleId)}`, {
      menuIds,
      buttonIds,
    }),
  );
}

/** A live session (站点许可 → 在线用户). */
export interface OnlineSession {
  sessionId: string;
  userId: string;
  username: string;
  realName: string;
  orgName: string;
  ip: string | null;
  userAgent: string | null;
  clientId: string;
  loginTime: string;
  refreshTime: string | null;
  /** the caller's own session */
  current: boolean;
}

/** POST /core/sys-site-license/online {search, limit}. */
export async function fetchOnlineSessions(request: { search?: unknown[]; limit: { pn: number; ps: number } }): Promise<PageData<OnlineSession>> {
  return unwrap(await apiClient.http.post<ApiEnvelope<PageData<OnlineSession>>>('/core/sys-site-license/online', request));
}

/** POST /core/sys-site-license/forceLogout {sessionIds}: those sessions end at once. */
export async function forceLogout(sessionIds: string[]): Promise<{ count: number }> {
  return unwrap(await apiClient.http.post<ApiEnvelope<{ count: number }>>('/core/sys-site-license/forceLogout', { sessionIds }));
}

/** POST /sys/menu2/permission {menuId, permission, methods}: registers a page path after a 403 (SPEC §6). */
export async function registerMenuPermission(menuId: string, permission: string, methods: string[]): Promise<string> {
  const res = await apiClient.http.post<ApiEnvelope<unknown>>('/sys/menu2/permission', { menuId, permission, methods });
  unwrap(res);
  return res.data.msg;
}

/** A button of a menu (菜单管理): its permission key is `<menu prefix>:<code>`. */
export interface AdminMenuButton {
  id: string;
  name: string;
  code: string;
  permission: string;
  seq: number;
  isApp: boolean;
}

/** A node of the whole menu tree as 菜单管理 sees it (disabled menus too). */
export interface AdminMenuNode {
  id: string;
  parentId: string | null;
  title: string;
  path: string;
  icon: string | null;
  component: string | null;
  seq: number;
  keepAlive: boolean;
  isApp: boolean;
  enabled: boolean;
  buttons: AdminMenuButton[];
  children: AdminMenuNode[];
}

/** What 菜单管理 may change of a menu. */
export interface AdminMenuInput {
  id: string;
  title: string;
  icon: string | null;
  seq: number;
  keepAlive: boolean;
  isApp: boolean;
  enabled: boolean;
}

/** A page path bound to a menu (GET /sys/menu2/:id/resource). */
export interface MenuResource {
  id: string;
  menuId: string;
  permission: string;
  methods: string[];
  createDate: string;
}

/** GET /sys/menu2/tree: every menu with its buttons, in display order. */
export async function fetchAdminMenuTree(): Promise<AdminMenuNode[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<AdminMenuNode[]>>('/sys/menu2/tree'));
}

/** PUT /sys/menu2: edits a menu; resolves to the server's message. */
export async function updateAdminMenu(input: AdminMenuInput): Promise<string> {
  const res = await apiClient.http.put<ApiEnvelope<unknown>>('/sys/menu2', input);
  unwrap(res);
  return res.data.msg;
}

/** POST /sys/menu2/button {menuId, name, code, seq}: the server derives the permission key. */
export async function addMenuButton(input: { menuId: string; name: string; code: string; seq?: number }): Promise<AdminMenuButton & { menuId: string }> {
  return unwrap(await apiClient.http.post<ApiEnvelope<AdminMenuButton & { menuId: string }>>('/sys/menu2/button', input));
}

/** DELETE /sys/menu2/button/:id. */
export async function deleteMenuButton(id: string): Promise<{ count: number }> {
  return unwrap(await apiClient.http.delete<ApiEnvelope<{ count: number }>>(`/sys/menu2/button/${encodeURIComponent(id)}`));
}

/** GET /sys/menu2/:id/resource: the page paths bound to a menu. */
export async function fetchMenuResources(menuId: string): Promise<MenuResource[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<MenuResource[]>>(`/sys/menu2/${encodeURIComponent(menuId)}/resource`));
}

/** DELETE /sys/menu2/resource/:id. */
export async function deleteMenuResource(id: string): Promise<{ count: number }> {
  return unwrap(await apiClient.http.delete<ApiEnvelope<{ count: number }>>(`/sys/menu2/resource/${encodeURIComponent(id)}`));
}

/** PUT /sys-user/roles {userId, ids} (用户管理 → 分配角色): the user's roles become exactly these. */
export async function assignUserRoles(userId: string, roleIds: string[]): Promise<string> {
  const res = await apiClient.http.put<ApiEnvelope<unknown>>('/sys-user/roles', { userId, ids: roleIds });
  unwrap(res);
  return res.data.msg;
}

/** POST /sys-user/:id/password/reset (重置密码): a new one-time initial password, answered only here. */
export async function resetUserPassword(userId: string): Promise<{ password: string }> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<{ password: string }>>(
      `/sys-user/${encodeURIComponent(userId)}/password/reset`,
      {},
    ),
  );
}

/** The kinds of data right a role is given (sysadmin/schema.ts ROLE_ASSIGNMENT_KINDS). */
export type RoleAssignmentKind = 'org' | 'numberPrefix' | 'assayFormat' | 'inventoryClass';

/** What a role holds besides menus: its users and each kind of data right, by id. */
export type RoleAssignments = { userIds: string[] } & Record<RoleAssignmentKind, string[]>;

/** GET /sys-role/assignments/:id. */
export async function fetchRoleAssignments(roleId: string): Promise<RoleAssignments> {
  return unwrap(await apiClient.http.get<ApiEnvelope<RoleAssignments>>(`/sys-role/assignments/${encodeURIComponent(roleId)}`));
}

/** PUT /sys-role/users {roleId, userIds}: the role's users become exactly these (分配用户). */
export async function assignRoleUsers(roleId: string, userIds: string[]): Promise<void> {
  unwrap(await apiClient.http.put<ApiEnvelope<unknown>>('/sys-role/users', { roleId, userIds }, { handledStatuses: [400, 404] }));
}

/** PUT /sys-role/assignments {roleId, kind, ids}: one kind of the role's data rights becomes exactly these (分配公司, 分配数据权限). */
export async function assignRoleTargets(roleId: string, kind: RoleAssignmentKind, ids: string[]): Promise<void> {
  unwrap(await apiClient.http.put<ApiEnvelope<unknown>>('/sys-role/assignments', { roleId, kind, ids }, { handledStatuses: [400, 404] }));
}

/** PUT /sys-user/orgs {userId, ids}: the companies the user may work in, given directly (用户 → 分配数据权限). */
export async function assignUserOrgs(userId: string, orgIds: string[]): Promise<void> {
  unwrap(await apiClient.http.put<ApiEnvelope<unknown>>('/sys-user/orgs', { userId, ids: orgIds }, { handledStatuses: [400, 404] }));
}

/** PUT /sys-user/assays {userId, ids}: the assay formats the user may work on, given directly. */
export async function assignUserAssayFormats(userId: string, formatIds: string[]): Promise<void> {
  unwrap(await apiClient.http.put<ApiEnvelope<unknown>>('/sys-user/assays', { userId, ids: formatIds }, { handledStatuses: [400, 404] }));
}
