import { PLATE } from '../../../templates/seedData/patterns';
import type { CatalogEntity, DemoRow } from '../types';

const REASONS = [
  '多次超载，屡教不改',
  '过磅时私自下车干扰称重',
  '伪造磅单',
  '厂区内超速行驶',
  '拒不配合取样检查',
  '车辆遮挡号牌进厂',
  '卸货时与现场人员发生冲突',
];

/**
 * 黑名单: a plate, a driver's id number or an IC card refused at the gate while the entry is
 * 拉黑 and within its period (`findBlacklisting`). At least one of the three must be given.
 */
export const blacklist: CatalogEntity = {
  module: 'basic',
  name: 'blacklist',
  label: '黑名单',
  status: 'blacklist',
  enabledField: false,
  labelField: 'plateNumber',
  fields: [
    {
      name: 'blackType',
      label: '拉黑对象',
      control: 'select',
      options: ['车辆', '司机', 'IC卡'],
      defaultValue: '车辆',
      required: true,
      query: 'advanced',
    },
    { name: 'plateNumber', label: '车牌号', validate: PLATE, query: 'quick', sort: true },
    { name: 'driverName', label: '司机姓名', query: 'quick' },
    { name: 'idNumber', label: '身份证号', query: 'quick' },
    { name: 'icCardNo', label: 'IC卡号', query: 'quick' },
    { name: 'reason', label: '拉黑原因', required: true, width: 220 },
    { name: 'startTime', label: '开始时间', control: 'dateTime', sort: true, query: 'advanced' },
    { name: 'endTime', label: '结束时间', control: 'dateTime' },
    { name: 'releaseReason', label: '解除原因', serverOnly: true },
    { name: 'releaseTime', label: '解除时间', control: 'dateTime', serverOnly: true },
  ],
  normalize(row) {
    if (typeof row.plateNumber === 'string') row.plateNumber = row.plateNumber.toUpperCase();
    if (typeof row.idNumber === 'string') row.idNumber = row.idNumber.toUpperCase();
    if (typeof row.icCardNo === 'string') row.icCardNo = row.icCardNo.toUpperCase();
  },
  check(row) {
    if (!row.plateNumber && !row.idNumber && !row.icCardNo) return '车牌号、身份证号、IC卡号至少填写一项';
    if (row.startTime && row.endTime && new Date(String(row.endTime)) < new Date(String(row.startTime)))
      return '结束时间不能早于开始时间';
    return null;
  },
  demo({ master, prng, now }) {
    const day = 86_400_000;
    const vehicles = master.vehicles.slice(-6);
    const rows: DemoRow[] = vehicles.map((v, i) => {
      const start = new Date(now.getTime() - prng.int(3, 120) * day);
      const released = i === 4;
      return {
        blackType: '车辆',
        plateNumber: v.plateNumber,
        reason: REASONS[i % REASONS.length],
        startTime: start,
        endTime: i % 2 === 0 ? new Date(start.getTime() + 365 * day) : null,
        ...(released
          ? {
              status: 'released',
              releaseReason: '已缴纳违约金并签署承诺书',
              releaseTime: new Date(now.getTime() - day),
            }
          : {}),
      };
    });
    for (const [i, d] of master.drivers.slice(-3).entries())
      rows.push({
        blackType: '司机',
        driverName: d.driverName,
        idNumber: d.idNumber,
        reason: REASONS[(i + 3) % REASONS.length],
        startTime: new Date(now.getTime() - prng.int(3, 60) * day),
        endTime: null,
      });
    return rows;
  },
};
