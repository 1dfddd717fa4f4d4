/**
 * Wraps an async function so concurrent callers share one in-flight call: every 401 that arrives
 * while a token refresh runs waits for that same refresh instead of starting its own.
 */
export function createSingleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (!inFlight) {
      inFlight = fn().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
