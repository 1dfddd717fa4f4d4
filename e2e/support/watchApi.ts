import type { Page } from 'playwright-core';

export interface FailedCall {
  method: string;
  path: string;
  status: number | 'failed';
  msg?: string;
}

/**
 * Collects API calls that did not succeed: an HTTP status of 400 or more, a request that never got an
 * answer, or an envelope with success false. Each entry names the method, path and the server's msg.
 */
export function watchApi(page: Page): FailedCall[] {
  const failed: FailedCall[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('requestfailed', (req) => {
    if (!isApi(req.url())) return;
    // a download the app aborted on purpose would show here too; none of the specs does that
    failed.push({ method: req.method(), path: new URL(req.url()).pathname, status: 'failed', msg: req.failure()?.errorText });
  });
  page.on('response', (res) => {
    if (!isApi(res.url())) return;
    const path = new URL(res.url()).pathname;
    const type = res.headers()['content-type'] ?? '';
    if (res.status() >= 400) {
      const entry: FailedCall = { method: res.request().method(), path, status: res.status() };
      failed.push(entry);
      if (type.includes('json'))
        res
          .json()
          .then((b: { msg?: string }) => (entry.msg = b.msg))
          .catch(() => undefined);
      return;
    }
    if (!type.includes('json')) return;
    res
      .json()
      .then((b: { success?: boolean; msg?: string }) => {
        if (b && b.success === false) failed.push({ method: res.request().method(), path, status: res.status(), msg: b.msg });
      })
      .catch(() => undefined);
  });
  return failed;
}
