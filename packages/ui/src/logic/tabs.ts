import type { MenuItem, Tab } from '@wb/api';
import { HOME_PATH } from './firstPage';

// The tab strip of SPEC.md §2: each visited page is a tab, the home tab is never closed, tabs close one
// at a time, all but one, or all; closing the active tab opens the one before it.

/** The home tab's label. */
export const HOME_TAB_LABEL = '首页';
/** SPEC.md §9: closing all tabs redirects home after 200 ms. */
export const CLOSE_ALL_DELAY_MS = 200;

/** Pages of the signed-in shell that are not menu entries, by path. */
const ROUTE_NAMES: Readonly<Record<string, string>> = {
  [HOME_PATH]: HOME_TAB_LABEL,
  '/clouds/index1': HOME_TAB_LABEL,
  '/template-free': '模板未配置',
};
/** Pages named by the start of their path (one page per record). */
const ROUTE_PREFIX_NAMES: ReadonlyArray<readonly [string, string]> = [['/activti/detail/', '审批详情']];

export interface TabLocation {
  pathname: string;
  search: string;
}

/** The tab every strip starts with. */
export function homeTab(): Tab {
  return { label: HOME_TAB_LABEL, value: HOME_PATH, id: HOME_PATH, path: HOME_PATH };
}

export function isHomeTab(tab: Pick<Tab, 'value'>): boolean {
  return tab.value === HOME_PATH;
}

/** The menu leaf whose path is exactly `pathname`. */
export function menuItemAt(menu: readonly MenuItem[], pathname: string): MenuItem | null {
  for (const item of menu) {
    if (item.path === pathname) return item;
    const found = menuItemAt(item.children, pathname);
    if (found) return found;
  }
  return null;
}

/** The menu leaf a page below it belongs to (…/pu_registry/edit under …/pu_registry/index). */
export function menuItemAbove(menu: readonly MenuItem[], pathname: string): MenuItem | null {
  for (const item of menu) {
    if (item.children.length === 0 && item.path) {
      const base = item.path.replace(/\/index$/, '');
      if (pathname === base || pathname.startsWith(base + '/')) return item;
    }
    const found = menuItemAbove(item.children, pathname);
    if (found) return found;
  }
  return null;
}

/**
 * The tab of an address: label from the route query `name`, else the menu entry's title (a page below a
 * menu entry, such as its edit page, adds 编辑), else the route's name; value from the query `src`, else
 * the full path. Null for an address the shell does not know (yet): it is not a tab.
 */
export function tabOf(location: TabLocation, menu: readonly MenuItem[]): Tab | null {
  const { pathname, search } = location;
  const params = new URLSearchParams(search);
  const query = Object.fromEntries(params);
  const path = pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '');
  const exact = menuItemAt(menu, pathname);
  const above = exact ? null : menuItemAbove(menu, pathname);
  const named = ROUTE_NAMES[pathname] ?? ROUTE_PREFIX_NAMES.find(([prefix]) => pathname.startsWith(prefix))?.[1];
  const title = exact?.title ?? named ?? (above ? (pathname.endsWith('/edit') ? `${above.title}编辑` : above.title) : null);
  if (title === null) return null;
  const item = exact ?? above;
  const value = query.src || path;
  const tab: Tab = { label: query.name || title, value, id: exact?.id ?? value, path };
  if (Object.keys(query).length > 0) tab.query = query;
  if (exact) tab.menuId = exact.id;
  if (item?.menuParentId) tab.group = item.menuParentId;
  return tab;
}

function sameTab(a: Tab, b: Tab): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The tabs with the home tab first (stored tabs may lack it, e.g. after a company switch). */
export function withHomeTab(tabs: readonly Tab[]): Tab[] {
  const rest = tabs.filter((t) => !isHomeTab(t));
  const home = tabs.find(isHomeTab) ?? homeTab();
  return [home, ...rest];
}

/**
 * A visit: a new tab is added at the end; a tab already open (same value) is updated in place (its label,
 * query and address follow the latest visit). `replacing`: the value of the tab whose page replaced its
 * own address (a new record's edit page becoming its update page): the new tab takes that tab's place.
 * Returns the same array when nothing changed.
 */
export function visitTab(tabs: readonly Tab[], tab: Tab, replacing?: string): readonly Tab[] {
  const all = withHomeTab(tabs);
  const at = all.findIndex((t) => t.value === tab.value);
  const old = replacing === undefined ? -1 : all.findIndex((t) => t.value === replacing && !isHomeTab(t));
  if (at < 0 && old >= 0) return all.map((t, i) => (i === old ? tab : t));
  if (at < 0) return [...all, tab];
  if (sameTab(all[at], tab) && all.length === tabs.length && tabs[0] === all[0]) return tabs;
  const next = [...all];
  next[at] = tab;
  return next;
}

/** The result of a close: the tabs left, those closed (for the server), and where to go (null: stay). */
export interface TabsChange {
  tabs: Tab[];
  closed: Tab[];
  next: Tab | null;
}

/**
 * Closes one tab. The home tab stays. Closing the active tab opens the one before it, or the first tab
 * left when it was first.
 */
export function closeTab(tabs: readonly Tab[], value: string, activeValue: string): TabsChange {
  const all = withHomeTab(tabs);
  const at = all.findIndex((t) => t.value === value);
  if (at < 0 || isHomeTab(all[at])) return { tabs: all, closed: [], next: null };
  const left = all.filter((_, i) => i !== at);
  const next = value === activeValue ? (all[at - 1] ?? left[0] ?? homeTab()) : null;
  return { tabs: left, closed: [all[at]], next };
}

/** Closes every tab but the home tab and `keepValue`; opens the kept tab when the active one was closed. */
export function closeOtherTabs(tabs: readonly Tab[], keepValue: string, activeValue: string): TabsChange {
  const all = withHomeTab(tabs);
  const left = all.filter((t) => isHomeTab(t) || t.value === keepValue);
  const closed = all.filter((t) => !left.includes(t));
  const activeLeft = left.some((t) => t.value === activeValue);
  const next = activeLeft ? null : (left.find((t) => t.value === keepValue) ?? left[0]);
  return { tabs: left, closed, next };
}

/** Closes every tab but the home tab, which is then opened (after CLOSE_ALL_DELAY_MS). */
export function closeAllTabs(tabs: readonly Tab[], activeValue: string): TabsChange {
  const all = withHomeTab(tabs);
  const left = [all[0]];
  return { tabs: left, closed: all.slice(1), next: activeValue === left[0].value ? null : left[0] };
}

/** Where a tab leads. */
export function tabAddress(tab: Tab): string {
  return tab.path ?? tab.value;
}
