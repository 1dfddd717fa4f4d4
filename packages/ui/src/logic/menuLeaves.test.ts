import type { MenuItem } from '@wb/api';
import { describe, expect, it } from 'vitest';
import { leafKeys, menuGainedPages } from './menuLeaves';

const node = (path: string, children: MenuItem[] = [], isApp = false): MenuItem => ({
  id: path,
  title: path,
  path,
  urlPath: null,
  component: null,
  icon: null,
  query: null,
  uuid: path,
  keepAlive: true,
  menuParentId: null,
  ownMenu: false,
  iusual: true,
  isApp,
  isAuth: false,
  buttonUrls: null,
  children,
});

describe('menu leaves', () => {
  it('collects the web pages only', () => {
    const menu = [
      node('/basic', [node('/basic/vehicle'), node('/basic/scan', [], true)]),
      node('/sys', [node('/sys/user')]),
    ];
    expect([...leafKeys(menu)]).toEqual(['/basic/vehicle', '/sys/user']);
  });

  it.each([
    [[], ['/a'], false],
    [['/a'], ['/a'], false],
    [['/a', '/b'], ['/a'], false],
    [['/a'], ['/a', '/b'], true],
    [['/a'], ['/b'], true],
  ])('%j → %j gained pages: %s', (before, after, gained) => {
    expect(menuGainedPages(new Set(before), new Set(after))).toBe(gained);
  });
});
