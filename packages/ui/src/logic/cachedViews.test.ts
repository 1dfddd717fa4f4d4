import type { MenuItem, Tab } from '@wb/api';
import { describe, expect, it } from 'vitest';
import { MAX_CACHED_VIEWS, cachedViewKey, keptViews } from './cachedViews';
import { HOME_PATH } from './firstPage';

const leaf = (id: string, path: string, keepAlive: boolean): MenuItem => ({
  id,
  title: id,
  path,
  urlPath: null,
  component: null,
  icon: null,
  query: null,
  uuid: id,
  keepAlive,
  menuParentId: 'basic',
  ownMenu: false,
  iusual: true,
  isApp: false,
  isAuth: false,
  buttonUrls: null,
  children: [],
});
const MENU: MenuItem[] = [
  { ...leaf('basic', '/basic', true), menuParentId: null, children: [leaf('vehicle', '/modules/basic/vehicle/index', true), leaf('registry', '/modules/purorder/pu_registry/index', false)] },
];
const tab = (value: string): Tab => ({ label: value, value, id: value, path: value });

describe('cached views', () => {
  it.each([
    ['a keepAlive leaf is kept by its menu id', '/modules/basic/vehicle/index', 'vehicle'],
    ['a leaf without keepAlive is not', '/modules/purorder/pu_registry/index', null],
    ['a page that is no menu leaf is not', HOME_PATH, null],
  ])('%s', (_, path, key) => {
    expect(cachedViewKey(MENU, path)).toBe(key);
  });

  const open = (...ids: string[]) => ids.map((id) => ({ ...tab(`/${id}`), menuId: id }));
  it.each<[string, string[], string | null, Tab[], number, string[]]>([
    ['views of open tabs stay, most recent last', ['a', 'b', 'c'], 'c', open('a', 'b', 'c'), 10, ['a', 'b', 'c']],
    ['a closed tab’s view goes', ['a', 'b', 'c'], 'c', open('a', 'c'), 10, ['a', 'c']],
    ['the active view stays before its tab is added', ['a', 'b'], 'b', open('a'), 10, ['a', 'b']],
    ['the active view is added when missing', ['a'], 'b', open('a', 'b'), 10, ['a', 'b']],
    ['a revisit counts once, at its last use', ['a', 'b', 'a'], 'a', open('a', 'b'), 10, ['b', 'a']],
    ['past the limit the least recent go', ['a', 'b', 'c', 'd'], 'd', open('a', 'b', 'c', 'd'), 2, ['c', 'd']],
    ['no active cached view (home)', ['a', 'b'], null, open('a', 'b'), 10, ['a', 'b']],
  ])('%s', (_, order, active, tabs, max, expected) => {
    expect(keptViews(order, active, tabs, max)).toEqual(expected);
  });

  it('keeps ten views by default', () => {
    expect(MAX_CACHED_VIEWS).toBe(10);
  });
});
