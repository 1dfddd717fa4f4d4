import type { MenuItem } from '@wb/api';
import { describe, expect, it } from 'vitest';
import { searchLeafMenus } from './menuSearch';

const node = (id: string, title: string, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem => ({
  id, title, path: `/p/${id}`, urlPath: null, component: null, icon: null, query: null, uuid: id, keepAlive: true,
  menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: false, buttonUrls: null, children, ...extra,
});

const menu = [
  node('basic', '基础资料', [
    node('archive', '基础档案', [node('vehicle', '车辆'), node('driver', '司机'), node('vehicleType', '车辆类型')]),
    node('handset', '手持机', [node('app', '车辆扫码', [], { isApp: true })]),
  ]),
  node('measure', '业务单据', [node('weigh', '计量作业', [node('weighing', '过磅作业'), node('mm', '采购磅单')])]),
  node('sys', '系统管理', [node('log', 'Webhook')]),
];

describe('global menu search', () => {
  it.each([
    ['车辆', ['基础资料 / 基础档案 / 车辆', '基础资料 / 基础档案 / 车辆类型']],
    ['  磅 ', ['业务单据 / 计量作业 / 过磅作业', '业务单据 / 计量作业 / 采购磅单']],
    ['webhook', ['系统管理 / Webhook']],
    ['基础档案', []],
    ['', []],
    ['不存在', []],
  ])('%s', (text, trails) => {
    expect(searchLeafMenus(menu, text).map((h) => h.trail)).toEqual(trails);
  });

  it('leaves out app-only entries and stops at the limit', () => {
    expect(searchLeafMenus(menu, '扫码')).toEqual([]);
    expect(searchLeafMenus(menu, '车辆', 1).map((h) => h.item.id)).toEqual(['vehicle']);
  });
});
