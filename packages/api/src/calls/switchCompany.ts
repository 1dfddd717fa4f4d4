import { refreshToken, fetchMe } from './authCalls';
import { fetchMenuButtons, fetchMenuTree, switchOrg } from './systemCalls';
import { sessionStore } from '../session/sessionStore';

/**
 * The server side of a company switch (SPEC.md §4): clear tabs, switch, refresh the token (the new
 * token carries the new organisation), reload user info, menus and buttons.
 */
export async function switchCompany(orgId: string): Promise<void> {
  sessionStore.getState().setTags([]);
  await switchOrg(orgId);
  await refreshToken();
  await fetchMe();
  await Promise.all([fetchMenuTree(), fetchMenuButtons()]);
}
