import type { Page } from 'playwright-core';

/**
 * The items of the one antd dropdown on screen, read once its opening animation has ended.
 * While antd animates a dropdown in, the popup is first laid out and then scaled from zero, so a
 * read taken in between finds no visible item even though the menu is opening (a CI flake).
 */
export async function openDropdownItems(page: Page, timeout = 5000): Promise<string[]> {
  const handle = await page.waitForFunction(
    () => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-dropdown')].filter(
        (el) => !el.classList.contains('ant-dropdown-hidden') && ![...el.classList].some((c) => /-(appear|enter|leave)/.test(c)),
      );
      if (open.length !== 1) return null;
      const box = open[0].getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      return [...open[0].querySelectorAll('[role="menuitem"]')].map((el) => (el as HTMLElement).innerText.trim());
    },
    null,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as string[];
}
