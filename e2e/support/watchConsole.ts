import type { Page } from 'playwright-core';

/**
 * Collects console errors and uncaught page errors. Failed requests the test provokes on purpose
 * (a 426 for a wrong password) show up as resource errors, which are left out.
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}
