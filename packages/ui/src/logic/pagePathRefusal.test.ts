import { describe, expect, it } from 'vitest';
import { MSG_NO_PERMISSION, canRegisterPagePaths, pagePath, planPagePathRefusal } from './pagePathRefusal';

describe('pagePath', () => {
  it('cuts the query, the fragment and a trailing slash', () => {
    expect(pagePath('/modules/measure/weigh/weigh?id=1&name=过磅')).toBe('/modules/measure/weigh/weigh');
    expect(pagePath('/a/b/#top')).toBe('/a/b');
    expect(pagePath('/')).toBe('/');
  });
});

describe('canRegisterPagePaths', () => {
  it('is true for an administrator or the holder of sys:menu:edit only', () => {
    expect(canRegisterPagePaths({ admin: true }, {})).toBe(true);
    expect(canRegisterPagePaths({ admin: false }, { 'sys:menu:edit': true })).toBe(true);
    expect(canRegisterPagePaths({ admin: false }, { 'sys:menu:add': true })).toBe(false);
    expect(canRegisterPagePaths(null, {})).toBe(false);
  });
});

describe('planPagePathRefusal', () => {
  it('registers a refused page path for the menu it was opened under, as GET', () => {
    expect(planPagePathRefusal({ address: '/modules/basic/vehicle/history?id=7', menuId: 'm1', canRegister: true })).toEqual({
      kind: 'register',
      menuId: 'm1',
      permission: '/modules/basic/vehicle/history',
      methods: ['GET'],
    });
  });

  it('warns instead when the user may not register, no menu is known, or the address is no page path', () => {
    const warn = { kind: 'warn', message: MSG_NO_PERMISSION };
    expect(planPagePathRefusal({ address: '/x/y', menuId: 'm1', canRegister: false })).toEqual(warn);
    expect(planPagePathRefusal({ address: '/x/y', menuId: null, canRegister: true })).toEqual(warn);
    expect(planPagePathRefusal({ address: '4f1c-menu-id', menuId: 'm1', canRegister: true })).toEqual(warn);
    expect(planPagePathRefusal({ address: '/', menuId: 'm1', canRegister: true })).toEqual(warn);
  });
});
