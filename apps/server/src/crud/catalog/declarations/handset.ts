import type { CatalogEntity } from '../types';

const MODELS = ['优博讯 i6310', '东集 CRUISE2', '新大陆 NLS-MT90', '霍尼韦尔 EDA51'];

/**
 * 手持机: a handheld scanner at the yard (samplers, warehouse keepers), with the users who may
 * sign in on it, the warehouses it serves and the materials it may confirm.
 */
export const handset: CatalogEntity = {
  module: 'basic',
  name: 'handset',
  label: '手持机',
  table: 'sys_handset',
  fields: [
    {
      name: 'handsetCode',
      label: '设备编号',
      required: true,
      unique: '设备编号已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'handsetName', label: '设备名称', required: true, query: 'quick' },
    { name: 'model', label: '型号', control: 'select', options: MODELS, query: 'advanced' },
    {
      name: 'serialNo',
      label: '序列号(IMEI)',
      unique: '序列号已存在',
      query: 'quick',
      validate: { validateMethod: '/^\\d{15}$/', validateTitle: '序列号应为15位数字' },
    },
    { name: 'purpose', label: '用途', control: 'select', options: ['取样', '收货确认', '发货确认', '巡检'] },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    {
      table: 'sys_handset_user',
      label: '使用人员',
      fields: [
        { name: 'userName', label: '账号', required: true },
        { name: 'realName', label: '姓名' },
        { name: 'userId', label: '用户ID', control: 'hidden', kind: 'uuid' },
      ],
    },
    {
      table: 'sys_handset_warehouse',
      label: '服务仓库',
      fields: [
        { name: 'warehouseCode', label: '仓库编码' },
        { name: 'warehouseName', label: '仓库名称', required: true },
        { name: 'warehouseId', label: '仓库ID', control: 'hidden', kind: 'uuid' },
      ],
    },
    {
      table: 'sys_handset_inventory',
      label: '可确认物料',
      fields: [
        {
          name: 'invName',
          label: '物料',
          control: 'picker',
          required: true,
          picker: {
            popup: 'bd_inventory_res',
            links: { inventoryId: 'id', invCode: 'invCode', invName: 'invName' },
          },
        },
        { name: 'invCode', label: '物料编码', readOnly: true },
        { name: 'inventoryId', label: '物料ID', control: 'hidden', kind: 'uuid' },
      ],
    },
  ],
  demo({ org, master, prng }) {
    const purposes = ['取样', '收货确认', '发货确认', '巡检'];
    return Array.from({ length: 6 }, (_, i) => {
      const user = master.users[i % Math.max(1, master.users.length)];
      const wh = master.warehouses.slice(i % 2, (i % 2) + 2);
      const inv = master.inventories.slice(i * 2, i * 2 + 3);
      return {
        handsetCode: `SCJ-${org.code.slice(-2)}-${String(i + 1).padStart(2, '0')}`,
        handsetName: `${['一号', '二号', '三号', '四号', '五号', '六号'][i]}手持机`,
        model: MODELS[i % MODELS.length],
        serialNo: `86${org.index}${String(prng.int(100_000_000_000, 999_999_999_999))}`,
        purpose: purposes[i % purposes.length],
        remark: null,
        enabled: i !== 5,
        sys_handset_user: user ? [{ userName: user.username, realName: user.realName, userId: user.id }] : [],
        sys_handset_warehouse: wh.map((w) => ({
          warehouseCode: w.warehouseCode,
          warehouseName: w.warehouseName,
          warehouseId: w.id,
        })),
        sys_handset_inventory: inv.map((x) => ({
          invName: x.invName,
          invCode: x.invCode,
          inventoryId: x.id,
        })),
      };
    });
  },
};
