/** Session-storage key of the last unknown address a signed-in user asked for (SPEC.md §2 history URL). */
export const HISTORY_URL_KEY = 'wb-historyUrl';

/** Keeps the last unknown path so a later page (or support) can see where the user tried to go. */
export function rememberUnknownPath(path: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  storage?.setItem(HISTORY_URL_KEY, path);
}
