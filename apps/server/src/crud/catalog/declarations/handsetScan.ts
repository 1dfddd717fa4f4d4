import type { CatalogEntity } from '../types';
import { upperPlate } from './common';

const SCAN_TYPES = ['车辆进厂', '取样', '收货确认', '发货确认', '巡检'];

/**
 * 手持机扫码: what the handhelds scanned (a plate, a card, a sample bag) and what came of it; the
 * app writes these, the back office reads and exports them (view button set).
 */
export const handsetScan: CatalogEntity = {
  module: 'basic',
  name: 'handset_scan',
  label: '手持机扫码',
  table: 'sys_handset_scan',
  enabledField: false,
  labelField: 'scanNo',
  fields: [
    {
      name: 'scanNo',
      label: '扫码流水号',
      required: true,
      unique: '扫码流水号已存在',
      query: 'quick',
      sort: true,
    },
    {
      name: 'handsetCode',
      label: '设备编号',
      control: 'picker',
      required: true,
      query: 'quick',
      picker: {
        popup: 'sys_handset_res',
        links: { handsetId: 'id', handsetCode: 'handsetCode', handsetName: 'handsetName' },
      },
    },
    { name: 'handsetName', label: '设备名称', readOnly: true },
    { name: 'handsetId', label: '设备ID', control: 'hidden', kind: 'uuid' },
    {
      name: 'scanType',
      label: '扫码类型',
      control: 'select',
      options: SCAN_TYPES,
      required: true,
      query: 'advanced',
    },
    {
      name: 'plateNumber',
      label: '车牌号',
      query: 'quick',
      validate: {
        validateMethod: '/^[\\u4e00-\\u9fa5][A-Z]·?[A-Z0-9]{5,6}$/',
        validateTitle: '车牌号格式错误',
      },
    },
    { name: 'content', label: '扫码内容', width: 200 },
    {
      name: 'scanTime',
      label: '扫码时间',
      control: 'dateTime',
      required: true,
      sort: true,
      query: 'advanced',
    },
    { name: 'operatorName', label: '操作人', query: 'advanced' },
    {
      name: 'result',
      label: '结果',
      control: 'select',
      options: [
        { value: '通过', label: '通过', color: 'green' },
        { value: '拒绝', label: '拒绝', color: 'red' },
      ],
      query: 'advanced',
    },
    { name: 'message', label: '说明' },
  ],
  normalize: upperPlate,
  demo({ org, master, prng, now }) {
    const handsets = Array.from({ length: 4 }, (_, i) => ({
      code: `SCJ-${org.code.slice(-2)}-${String(i + 1).padStart(2, '0')}`,
      name: `${['一号', '二号', '三号', '四号'][i]}手持机`,
    }));
    const users =
      master.users.length > 0 ? master.users : [{ id: '', username: 'admin', realName: '管理员' }];
    return Array.from({ length: 24 }, (_, i) => {
      const h = handsets[i % handsets.length];
      const v = master.vehicles[(i * 3) % Math.max(1, master.vehicles.length)];
      const type = SCAN_TYPES[i % SCAN_TYPES.length];
      const refused = i % 9 === 4;
      const at = new Date(now.getTime() - (i * 47 + prng.int(0, 30)) * 60_000);
      return {
        scanNo: `SM${org.code.slice(-2)}${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
        handsetCode: h.code,
        handsetName: h.name,
        scanType: type,
        plateNumber: v?.plateNumber ?? null,
        content: type === '取样' ? `样袋YD${String(prng.int(100_000, 999_999))}` : (v?.plateNumber ?? null),
        scanTime: at,
        operatorName: users[i % users.length].realName,
        result: refused ? '拒绝' : '通过',
        message: refused ? '车辆未登记，禁止进厂' : null,
      };
    });
  },
};
