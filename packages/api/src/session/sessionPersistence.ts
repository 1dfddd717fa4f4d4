// Where each part of the session lives (SPEC.md §9, §4): tokens in local AND session storage (a new
// tab or another app of the same origin finds them in local storage); menu, tags and user info in
// session storage; the lock flag in both, so a lock survives opening another tab.
import type { SessionData } from './types';

const PREFIX = 'wb-';

type Key = keyof SessionData;

const BOTH: readonly Key[] = ['access_token', 'refresh_token', 'expires_in', 'expires_at', 'tenantId', 'isLock', 'lockPasswd'];
const SESSION_ONLY: readonly Key[] = [
  'userInfo',
  'menu',
  'menuTopId',
  'menuAll',
  'menuButList',
  'permissions',
  'roles',
  'tags',
  'lastAddress',
  'desensitization',
  'versionCode',
  'collapse',
];

function storages(): { local: Storage | null; session: Storage | null } {
  try {
    return {
      local: typeof localStorage === 'undefined' ? null : localStorage,
      session: typeof sessionStorage === 'undefined' ? null : sessionStorage,
    };
  } catch {
    // storage access can throw in locked-down browsers; the session then lives in memory only
    return { local: null, session: null };
  }
}

function read(storage: Storage | null, key: Key): unknown {
  const raw = storage?.getItem(PREFIX + key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored parts of the session; session storage wins over local storage for keys kept in both. */
export function readPersistedSession(): Partial<SessionData> {
  const { local, session } = storages();
  const out: Record<string, unknown> = {};
  for (const key of BOTH) {
    const value = read(session, key) ?? read(local, key);
    if (value !== undefined) out[key] = value;
  }
  for (const key of SESSION_ONLY) {
    const value = read(session, key);
    if (value !== undefined) out[key] = value;
  }
  return out as Partial<SessionData>;
}

export function writePersistedSession(state: SessionData): void {
  const { local, session } = storages();
  const put = (storage: Storage | null, key: Key) => {
    if (!storage) return;
    const value = state[key];
    const empty = value === '' || value === null || value === false || (Array.isArray(value) && value.length === 0);
    if (empty) storage.removeItem(PREFIX + key);
    else storage.setItem(PREFIX + key, JSON.stringify(value));
  };
  for (const key of BOTH) {
    put(local, key);
    put(session, key);
  }
  for (const key of SESSION_ONLY) put(session, key);
}
