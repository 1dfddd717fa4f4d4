import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../wire';
import { normalizeMenu } from './normalizeMenu';

const item = (id: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, title: id, path, urlPath: null, component: null, icon: null, query: null, uuid: id, keepAlive: false,
  menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: true, buttonUrls: null, children: [], ...extra,
});

describe('normalizeMenu', () => {
  it('appends /index to leaves and drops app entries', () => {
    const tree = [
      item('basic', '/modules/basic', { children: [item('vehicle', '/modules/basic/vehicle'), item('app', '/m/app', { isApp: true })] }),
      item('home', '/clouds/index'),
    ];
    const out = normalizeMenu(tree);
    expect(out[0].path).toBe('/modules/basic');
    expect(out[0].children.map((c) => c.path)).toEqual(['/modules/basic/vehicle/index']);
    expect(out[1].path).toBe('/clouds/index');
  });
});
