import { checkSafe, fetchMe, getDefineSetVal } from './authCalls';
import { fetchMenuButtons, fetchMenuTree } from './systemCalls';

/**
 * What follows a successful token call (SPEC.md §4, §7): user info, the initial-password check,
 * menus, buttons and the desensitization flag. Resolves `passwordSafe: false` when the user must
 * change the initial password first (the client then shows the notice and goes to /editpwd).
 */
export async function completeSignIn(): Promise<{ passwordSafe: boolean }> {
  await fetchMe();
  const passwordSafe = await checkSafe();
  if (!passwordSafe) return { passwordSafe };
  await Promise.all([fetchMenuTree(), fetchMenuButtons(), getDefineSetVal('data_desensitization').catch(() => '0')]);
  return { passwordSafe };
}
