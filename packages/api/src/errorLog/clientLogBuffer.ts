/** A browser error as SPEC.md §3 names a client log entry; POST /admin/log/logs stores it. */
export interface ClientLogEntry {
  url: string;
  /** ISO instant the error happened (the server stamps its own receipt time too) */
  time: string;
  /** `error` (uncaught), `promise` (unhandled rejection) or what a caller reports (`api`, `render` …) */
  type: string;
  message: string;
  stack?: string;
  info?: string;
}

export interface ClientLogBufferOptions {
  /** entries kept while the server cannot be reached; the oldest go first */
  maxEntries?: number;
  /** the same type and message again within this time is one entry (a render loop must not flood the log) */
  repeatWindowMs?: number;
  now?: () => number;
  /** where unsent entries survive a reload (session storage in the browser) */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  storageKey?: string;
}

/** The server's limits (sysadmin/logs.ts): at most 50 entries and 64 KB a call. */
export const MAX_BATCH_ENTRIES = 50;
export const MAX_BATCH_BYTES = 48 * 1024;
const FIELD_LIMITS = { url: 1000, type: 50, message: 2000, stack: 8000, info: 4000 } as const;

export interface ClientLogBuffer {
  add(entry: ClientLogEntry): void;
  /** the next batch within the server's limits, removed from the buffer; give it back with `requeue` when the upload fails */
  take(): ClientLogEntry[];
  requeue(batch: ClientLogEntry[]): void;
  size(): number;
}

const clip = (value: string | undefined, max: number) => (value === undefined ? undefined : value.slice(0, max));

/**
 * Pure queue of client errors: entries are clipped to the server's field sizes, repeats within the
 * window are dropped, the queue is bounded, and batches respect the upload limits. With a storage
 * it survives a reload, so an error that made the user reload is still reported.
 */
export function createClientLogBuffer(options: ClientLogBufferOptions = {}): ClientLogBuffer {
  const maxEntries = options.maxEntries ?? 200;
  const repeatWindowMs = options.repeatWindowMs ?? 10_000;
  const now = options.now ?? Date.now;
  const storage = options.storage ?? null;
  const key = options.storageKey ?? 'wb-client-log';
  const lastSeen = new Map<string, number>();
  let queue: ClientLogEntry[] = [];
  try {
    const stored = storage?.getItem(key);
    if (stored) queue = (JSON.parse(stored) as ClientLogEntry[]).slice(-maxEntries);
  } catch {
    queue = [];
  }
  const persist = () => {
    try {
      if (queue.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(queue));
    } catch {
      // storage full or blocked: the queue still lives in memory
    }
  };
  return {
    add(entry) {
      const signature = `${entry.type}\u0000${entry.message}`;
      const at = now();
      const seen = lastSeen.get(signature);
      lastSeen.set(signature, at);
      if (seen !== undefined && at - seen < repeatWindowMs) return;
      const clipped: ClientLogEntry = {
        url: clip(entry.url, FIELD_LIMITS.url) ?? '',
        time: entry.time,
        type: clip(entry.type, FIELD_LIMITS.type) ?? 'error',
        message: clip(entry.message, FIELD_LIMITS.message) ?? '',
        ...(entry.stack !== undefined ? { stack: clip(entry.stack, FIELD_LIMITS.stack) } : {}),
        ...(entry.info !== undefined ? { info: clip(entry.info, FIELD_LIMITS.info) } : {}),
      };
      queue.push(clipped);
      if (queue.length > maxEntries) queue = queue.slice(-maxEntries);
      persist();
    },
    take() {
      const batch: ClientLogEntry[] = [];
      let bytes = 2;
      while (batch.length < MAX_BATCH_ENTRIES && queue.length > 0) {
        const size = JSON.stringify(queue[0]).length * 3 + 1; // UTF-8 worst case for CJK text
        if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
        batch.push(queue.shift() as ClientLogEntry);
        bytes += size;
      }
      persist();
      return batch;
    },
    requeue(batch) {
      queue = [...batch, ...queue].slice(-maxEntries);
      persist();
    },
    size: () => queue.length,
  };
}
