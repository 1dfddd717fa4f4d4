import { chromium, type Browser, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded build; the flags keep it off the (closed) network.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page in a fresh context (1440×900, zh-CN). tsx compiles the specs with esbuild's keepNames, so a
 * function a spec hands to page.evaluate / waitForFunction may call esbuild's `__name` helper, which
 * the page lacks: the init script gives every document a do-nothing one.
 */
export async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
  return context.newPage();
}
