import type { UserInfo } from '@wb/api';

/** The warning when an address is refused and cannot be registered (SPEC.md §8, 403). */
export const MSG_NO_PERMISSION = '当前操作没有权限';
/** Registering needs the 菜单管理 edit key (or an administrator). */
export const REGISTER_PERMISSION_KEY = 'sys:menu:edit';

export type RefusalPlan =
  | { kind: 'register'; menuId: string; permission: string; methods: string[] }
  | { kind: 'warn'; message: string };

/** The page path of an address: query and fragment cut, no trailing slash. */
export function pagePath(address: string): string {
  const cut = address.search(/[?#]/);
  const path = cut >= 0 ? address.slice(0, cut) : address;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** May this user register a page path for a menu? */
export function canRegisterPagePaths(userInfo: Pick<UserInfo, 'admin'> | null, permissions: Readonly<Record<string, boolean>>): boolean {
  return userInfo?.admin === true || permissions[REGISTER_PERMISSION_KEY] === true;
}

/**
 * What to do when the server refuses to open an address (SPEC.md §6, "a 403 for a page path triggers a
 * permission registration call (menu id, permission path, methods)"): a page path below a known menu is
 * registered for that menu when the user may do so; anything else (a menu id, a page outside every menu,
 * a user without the right) is a warning. Opening a page is a GET, so the registration asks for GET.
 */
export function planPagePathRefusal(input: { address: string; menuId: string | null | undefined; canRegister: boolean }): RefusalPlan {
  const permission = pagePath(input.address.trim());
  if (!input.canRegister || !input.menuId || !permission.startsWith('/') || permission === '/') {
    return { kind: 'warn', message: MSG_NO_PERMISSION };
  }
  return { kind: 'register', menuId: input.menuId, permission, methods: ['GET'] };
}
