const KEY = 'wb-deviceId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return 'd-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 12);
}

/** A stable id of this browser, sent as the `deviceId` header of token calls; kept in local storage. */
export function getDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const existing = storage?.getItem(KEY);
  if (existing) return existing;
  const id = randomId();
  storage?.setItem(KEY, id);
  return id;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
