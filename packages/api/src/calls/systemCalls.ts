// Organisation, menu and site-licence calls of ROUTES.md.
import { ApiError } from '../client/ApiError';
import { apiClient } from '../client/apiClient';
import { sessionStore } from '../session/sessionStore';
import type { ApiEnvelope, CurrentOrgsRequest, MenuButton, MenuItem, PageData, UserOrg } from '../wire';
import { normalizeMenu } from './normalizeMenu';
import { unwrap } from './unwrap';

/** POST /sys-user-org/currentOrgs: the companies the caller may work in (items carry `selected`). */
export async function fetchCurrentOrgs(request: CurrentOrgsRequest = { limit: { pn: 1, ps: 100 } }): Promise<PageData<UserOrg>> {
  return unwrap(await apiClient.http.post<ApiEnvelope<PageData<UserOrg>>>('/sys-user-org/currentOrgs', request, { listCall: true }));
}

/** POST /sys-user-org/switchOrg/:id; the caller then refreshes the token and reloads the user info. */
export async function switchOrg(orgId: string): Promise<void> {
  await apiClient.http.post(`/sys-user-org/switchOrg/${encodeURIComponent(orgId)}`);
}

/**
 * The answer of the frontend-address check: allowed; refused (the server's 403 for a page path, which
 * an administrator's client may answer by registering it, SPEC.md §6); or failed (no usable answer:
 * network, session ended), where the interceptor has already told the user what happened.
 */
export type AddressCheck = 'allowed' | 'refused' | 'failed';

/** POST /core/sys-site-license/checkFrontendAdress {adress, token}: may this menu or tab be opened? */
export async function checkAddress(adress: string): Promise<AddressCheck> {
  try {
    const res = await apiClient.http.post<ApiEnvelope<boolean>>(
      '/core/sys-site-license/checkFrontendAdress',
      { adress, token: sessionStore.getState().access_token },
      { silent: true },
    );
    return res.data.data === false ? 'refused' : 'allowed';
  } catch (e) {
    // the interceptor rejects an envelope with success false: a refusal carries code 403
    const body = e instanceof ApiError ? (e.body as Partial<ApiEnvelope<unknown>> | null) : null;
    return body?.code === 403 ? 'refused' : 'failed';
  }
}

/** The check as a yes or no. */
export async function checkFrontendAdress(adress: string): Promise<boolean> {
  return (await checkAddress(adress)) === 'allowed';
}

/**
 * POST /core/sys-site-license/close {token: refresh token, adress: the closed tabs' ids}: tells the
 * server which tabs were closed. Best effort: the tab is closed whatever the answer.
 */
export async function closeFrontendAdress(adress: string[]): Promise<void> {
  if (adress.length === 0) return;
  try {
    await apiClient.http.post('/core/sys-site-license/close', { token: sessionStore.getState().refresh_token, adress }, { silent: true });
  } catch {
    // nothing to tell the user: the server only keeps a record of it
  }
}

/** GET /sys-menu/user/tree; stores the web menu (app entries dropped, leaves get /index). */
export async function fetchMenuTree(): Promise<MenuItem[]> {
  const tree = normalizeMenu(unwrap(await apiClient.http.get<ApiEnvelope<MenuItem[]>>('/sys-menu/user/tree')));
  sessionStore.getState().setMenu(tree);
  return tree;
}

/** GET /sys-menu/user/buttons; stores the menu-button list (app buttons dropped). */
export async function fetchMenuButtons(): Promise<MenuButton[]> {
  const buttons = unwrap(await apiClient.http.get<ApiEnvelope<MenuButton[]>>('/sys-menu/user/buttons')).filter((b) => !b.isApp);
  sessionStore.getState().setMenuButList(buttons);
  return buttons;
}

/** GET /sys-group/getPic/:groupId → {main, sub} base64 logos, or nulls. */
export async function fetchGroupLogos(groupId: string): Promise<{ main: string | null; sub: string | null }> {
  const data = unwrap(
    await apiClient.http.get<ApiEnvelope<Record<string, string | null>>>(`/sys-group/getPic/${encodeURIComponent(groupId)}`, { silent: true }),
  );
  return { main: data?.[`${groupId}_1`] ?? null, sub: data?.[`${groupId}_0`] ?? null };
}

/** GET /sys-menu-user-define/useMenus: the caller's favourite menus (flat). */
export async function fetchUseMenus(): Promise<MenuItem[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<MenuItem[]>>('/sys-menu-user-define/useMenus'));
}
