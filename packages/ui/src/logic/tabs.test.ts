import type { MenuItem, Tab } from '@wb/api';
import { describe, expect, it } from 'vitest';
import { HOME_PATH } from './firstPage';
import { CLOSE_ALL_DELAY_MS, closeAllTabs, closeOtherTabs, closeTab, homeTab, tabAddress, tabOf, visitTab, withHomeTab } from './tabs';

const item = (id: string, title: string, path: string, children: MenuItem[] = [], keepAlive = true): MenuItem => ({
  id,
  title,
  path,
  urlPath: null,
  component: null,
  icon: null,
  query: null,
  uuid: id,
  keepAlive,
  menuParentId: children.length ? null : 'basic',
  ownMenu: false,
  iusual: true,
  isApp: false,
  isAuth: false,
  buttonUrls: null,
  children,
});

const MENU: MenuItem[] = [
  item('basic', '基础资料', '/basic', [
    item('vehicle', '车辆', '/modules/basic/vehicle/index'),
    item('customer', '客户', '/modules/basic/customer/index'),
    item('registry', '采购登记', '/modules/purorder/pu_registry/index', [], false),
  ]),
];

const at = (pathname: string, search = '') => ({ pathname, search });
const tab = (value: string, label = value): Tab => ({ label, value, id: value, path: value });
const values = (tabs: readonly Tab[]) => tabs.map((t) => t.value);

const HOME = homeTab();
const A = tab('/a');
const B = tab('/b');
const C = tab('/c');

describe('tabOf: an address becomes a tab', () => {
  it.each([
    ['the home page', at(HOME_PATH), { label: '首页', value: HOME_PATH, id: HOME_PATH }],
    ['a menu leaf: its title, full path and menu id', at('/modules/basic/vehicle/index'), { label: '车辆', value: '/modules/basic/vehicle/index', id: 'vehicle', menuId: 'vehicle', group: 'basic' }],
    ['the query name is the label', at('/modules/basic/vehicle/index', '?name=我的车辆'), { label: '我的车辆', value: '/modules/basic/vehicle/index?name=我的车辆', menuId: 'vehicle' }],
    ['the query src is the value', at('/modules/basic/customer/index', '?src=c1'), { label: '客户', value: 'c1', path: '/modules/basic/customer/index?src=c1', query: { src: 'c1' } }],
    ['a page below a leaf: the leaf title and 编辑, no menu id', at('/modules/purorder/pu_registry/edit', '?type=create'), { label: '采购登记编辑', value: '/modules/purorder/pu_registry/edit?type=create', id: '/modules/purorder/pu_registry/edit?type=create' }],
    ['an approval flow’s page: 审批详情', at('/activti/detail/f1'), { label: '审批详情', value: '/activti/detail/f1', id: '/activti/detail/f1' }],
  ])('%s', (_, location, expected) => {
    expect(tabOf(location, MENU)).toMatchObject(expected);
  });

  it('a page below a leaf is not that leaf’s page (no menu id: it is not its cached view)', () => {
    expect(tabOf(at('/modules/purorder/pu_registry/edit'), MENU)).not.toHaveProperty('menuId');
  });

  it('an address the shell does not know is no tab (a bad address, or the menu still loading)', () => {
    expect(tabOf(at('/nowhere/at/all'), MENU)).toBeNull();
    expect(tabOf(at('/modules/basic/vehicle/index'), [])).toBeNull();
  });

  it('a tab opens its own address', () => {
    expect(tabAddress(tabOf(at('/modules/basic/customer/index', '?src=c1'), MENU)!)).toBe('/modules/basic/customer/index?src=c1');
    expect(tabAddress({ label: 'x', value: '/x' })).toBe('/x');
  });
});

describe('visitTab: added on first visit, updated on revisit', () => {
  it.each<[string, Tab[], Tab, string[], string | null]>([
    ['the first visit adds it after the home tab', [], A, [HOME_PATH, '/a'], null],
    ['a new page goes at the end', [HOME, A], B, [HOME_PATH, '/a', '/b'], null],
    ['a revisit keeps the place and takes the new label', [HOME, A, B], tab('/a', '改名'), [HOME_PATH, '/a', '/b'], '改名'],
    ['stored tabs without the home tab get it first', [B], A, [HOME_PATH, '/b', '/a'], null],
  ])('%s', (_, tabs, visit, expected, label) => {
    const next = visitTab(tabs, visit);
    expect(values(next)).toEqual(expected);
    if (label) expect(next.find((t) => t.value === visit.value)?.label).toBe(label);
  });

  it.each<[string, Tab[], Tab, string, string[]]>([
    ['a page that replaced its address takes its tab’s place', [HOME, A, B], tab('/a2'), '/a', [HOME_PATH, '/a2', '/b']],
    ['unless the new address already has a tab', [HOME, A, B], B, '/a', [HOME_PATH, '/a', '/b']],
    ['the home tab is never replaced', [HOME, A], tab('/x'), HOME_PATH, [HOME_PATH, '/a', '/x']],
  ])('%s', (_, tabs, visit, replacing, expected) => {
    expect(values(visitTab(tabs, visit, replacing))).toEqual(expected);
  });

  it('an unchanged revisit returns the same list (no store update)', () => {
    const tabs = [HOME, A, B];
    expect(visitTab(tabs, { ...A })).toBe(tabs);
  });

  it('withHomeTab puts the home tab first', () => {
    expect(values(withHomeTab([A, HOME, B]))).toEqual([HOME_PATH, '/a', '/b']);
  });
});

describe('closing tabs, and which tab becomes active', () => {
  const TABS = [HOME, A, B, C];
  it.each<[string, string, string, string[], string[], string | null]>([
    // [case, close, active, tabs left, closed, next]
    ['an inactive tab: the active one stays', '/b', '/c', [HOME_PATH, '/a', '/c'], ['/b'], null],
    ['the active tab: the one before it opens', '/b', '/b', [HOME_PATH, '/a', '/c'], ['/b'], '/a'],
    ['the active last tab: the one before it', '/c', '/c', [HOME_PATH, '/a', '/b'], ['/c'], '/b'],
    ['the active tab right after home: home', '/a', '/a', [HOME_PATH, '/b', '/c'], ['/a'], HOME_PATH],
    ['the home tab is never closed', HOME_PATH, HOME_PATH, [HOME_PATH, '/a', '/b', '/c'], [], null],
    ['an unknown tab changes nothing', '/x', '/a', [HOME_PATH, '/a', '/b', '/c'], [], null],
  ])('close %s', (_, value, active, left, closed, next) => {
    const change = closeTab(TABS, value, active);
    expect(values(change.tabs)).toEqual(left);
    expect(values(change.closed)).toEqual(closed);
    expect(change.next?.value ?? null).toBe(next);
  });

  it.each<[string, string, string, string[], string[], string | null]>([
    ['close others of the active tab', '/b', '/b', [HOME_PATH, '/b'], ['/a', '/c'], null],
    ['close others of another tab (right-click): it opens', '/a', '/c', [HOME_PATH, '/a'], ['/b', '/c'], '/a'],
    ['close others of the home tab: only home', HOME_PATH, '/b', [HOME_PATH], ['/a', '/b', '/c'], HOME_PATH],
  ])('%s', (_, keep, active, left, closed, next) => {
    const change = closeOtherTabs(TABS, keep, active);
    expect(values(change.tabs)).toEqual(left);
    expect(values(change.closed)).toEqual(closed);
    expect(change.next?.value ?? null).toBe(next);
  });

  it.each<[string, string, string | null]>([
    ['from a page: home opens', '/b', HOME_PATH],
    ['from home: it stays', HOME_PATH, null],
  ])('close all %s', (_, active, next) => {
    const change = closeAllTabs(TABS, active);
    expect(values(change.tabs)).toEqual([HOME_PATH]);
    expect(values(change.closed)).toEqual(['/a', '/b', '/c']);
    expect(change.next?.value ?? null).toBe(next);
    expect(CLOSE_ALL_DELAY_MS).toBe(200);
  });
});
