import type { CatalogEntity } from '../types';
import {
  codeField,
  daysAgo,
  dec,
  nameField,
  plateField,
  remarkField,
  tonsField,
  upperPlates,
  ymdDaysAgo,
} from './archiveKit';
import { inventoryFields } from './common';

/**
 * 环保台账 (environmental protection): the records a plant reports to the ecology bureau —
 * production, registered vehicles with their emission standard, vehicle in/out, inner transport,
 * non-road machinery, and the entrances that record them. Records pass 审核 / 驳回 / 退回上级.
 */

const CONTROL_POINTS = ['厂区大门', '原料场', '成品库', '装车站'];
const EMISSION = ['国四', '国五', '国六', '新能源'];
const DATA_SOURCE = ['门禁抓拍', '人工录入', '地磅同步'];

export const epNumberPrefix: CatalogEntity = {
  module: 'ep',
  name: 'number_prefix',
  label: '编号前缀',
  table: 'ep_number_prefix',
  fields: [
    {
      name: 'controlpointEnum',
      label: '控制点',
      control: 'select',
      options: CONTROL_POINTS,
      required: true,
      query: 'advanced',
    },
    codeField('prefixCode', '前缀编码'),
    nameField('prefixNames', '前缀名称'),
    remarkField(),
  ],
  demo: () =>
    CONTROL_POINTS.map((p, i) => ({
      controlpointEnum: p,
      prefixCode: ['DM', 'YL', 'CP', 'ZC'][i],
      prefixNames: `${p}编号`,
    })),
};

export const epEntranceExit: CatalogEntity = {
  module: 'ep',
  name: 'entrance_exit',
  label: '出入口',
  table: 'ep_entrance_exit',
  fields: [
    codeField('entranceCode', '出入口编码'),
    nameField('entranceName', '出入口名称', true),
    {
      name: 'entranceType',
      label: '类型',
      control: 'select',
      options: ['进口', '出口', '进出口'],
      required: true,
    },
    { name: 'controlpointEnum', label: '控制点', control: 'select', options: CONTROL_POINTS },
    {
      name: 'cameraIp',
      label: '抓拍相机IP',
      validate: { validateMethod: '/^(\\d{1,3}\\.){3}\\d{1,3}$/', validateTitle: 'IP地址格式错误' },
    },
    remarkField(),
  ],
  demo: () =>
    [
      ['CRK01', '东大门', '进出口', '厂区大门', '192.168.10.21'],
      ['CRK02', '北门', '进口', '原料场', '192.168.10.22'],
      ['CRK03', '南门', '出口', '成品库', '192.168.10.23'],
    ].map(([code, name, type, point, ip]) => ({
      entranceCode: code,
      entranceName: name,
      entranceType: type,
      controlpointEnum: point,
      cameraIp: ip,
    })),
};

export const epProduction: CatalogEntity = {
  module: 'ep',
  name: 'production',
  label: '生产记录',
  table: 'ep_production',
  status: 'ep',
  enabledField: false,
  fields: [
    { name: 'recordDate', label: '日期', control: 'date', required: true, sort: true, query: 'advanced' },
    {
      name: 'productionLine',
      label: '生产线',
      control: 'select',
      options: ['1#生产线', '2#生产线', '3#生产线'],
      required: true,
      query: 'advanced',
    },
    ...inventoryFields(true, '产品'),
    tonsField('output', '产量(吨)', { required: true, sort: true }),
    { name: 'runHours', label: '运行时长(小时)', control: 'number', sqlType: 'numeric(6,2)' },
    tonsField('coalConsumption', '耗煤量(吨)'),
    remarkField(),
  ],
  check: (row) => (row.runHours != null && Number(row.runHours) > 24 ? '运行时长不能超过24小时' : null),
  demo({ master, prng, now }) {
    return Array.from({ length: 14 }, (_, i) => {
      const x = master.inventories[i % Math.min(4, master.inventories.length)];
      return {
        recordDate: ymdDaysAgo(now, i),
        productionLine: `${(i % 3) + 1}#生产线`,
        invName: x.invName,
        invCode: x.invCode,
        inventoryId: x.id,
        output: dec(prng.int(1800, 4200) + prng.int(0, 999) / 1000, 3),
        runHours: dec(prng.int(180, 240) / 10, 2),
        coalConsumption: dec(prng.int(200, 600) + prng.int(0, 999) / 1000, 3),
        ...(i > 3 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const epCar: CatalogEntity = {
  module: 'ep',
  name: 'car',
  label: '环保车辆',
  table: 'ep_car',
  status: 'ep',
  fields: [
    plateField(true, '车牌号已存在'),
    {
      name: 'emissionStandard',
      label: '排放标准',
      control: 'select',
      options: EMISSION,
      required: true,
      query: 'advanced',
    },
    { name: 'fuelType', label: '燃料类型', control: 'select', options: ['柴油', '天然气', '电动', '汽油'] },
    {
      name: 'vin',
      label: '车辆识别代号',
      validate: { validateMethod: '/^[A-HJ-NPR-Z0-9]{17}$/', validateTitle: '车辆识别代号应为17位' },
    },
    { name: 'engineNo', label: '发动机号码' },
    { name: 'registerDate', label: '注册日期', control: 'date', sort: true },
    { name: 'ownerName', label: '车辆所有人', query: 'quick' },
    { name: 'epDataSource', label: '数据来源', control: 'select', options: DATA_SOURCE },
  ],
  normalize: upperPlates('plateNumber', 'vin'),
  demo({ master, prng, now }) {
    return master.vehicles.slice(0, 16).map((v, i) => ({
      plateNumber: v.plateNumber,
      emissionStandard: EMISSION[i % 3 === 0 ? 2 : 1],
      fuelType: i % 7 === 6 ? '天然气' : '柴油',
      vin: `LZZ${String.fromCharCode(65 + (i % 8))}${String(1_000_000_000_000 + i * 7_919_311).slice(0, 13)}`,
      engineNo: `WP12${String(400_000 + i * 371)}`,
      registerDate: ymdDaysAgo(now, prng.int(200, 2500)),
      ownerName: v.carrierCompanyName,
      epDataSource: '地磅同步',
      ...(i % 4 !== 0 ? { status: 'audited' } : {}),
    }));
  },
};

export const epVehicleInOut: CatalogEntity = {
  module: 'ep',
  name: 'vehicle_in_out',
  label: '车辆进出记录',
  table: 'ep_vehicle_in_out',
  status: 'ep',
  enabledField: false,
  fields: [
    plateField(true),
    {
      name: 'direction',
      label: '进出方向',
      control: 'select',
      options: [
        { value: '进厂', label: '进厂', color: 'green' },
        { value: '出厂', label: '出厂', color: 'orange' },
      ],
      required: true,
      query: 'advanced',
    },
    {
      name: 'passTime',
      label: '通行时间',
      control: 'dateTime',
      required: true,
      sort: true,
      query: 'advanced',
    },
    {
      name: 'entranceName',
      label: '出入口',
      control: 'select',
      options: ['东大门', '北门', '南门'],
      required: true,
    },
    { name: 'emissionStandard', label: '排放标准', control: 'select', options: EMISSION },
    { name: 'goodsName', label: '运输货物', query: 'quick' },
    tonsField('weight', '货物重量(吨)'),
    { name: 'epDataSource', label: '数据来源', control: 'select', options: DATA_SOURCE },
  ],
  normalize: upperPlates('plateNumber'),
  demo({ master, prng, now }) {
    return Array.from({ length: 30 }, (_, i) => {
      const v = master.vehicles[Math.floor(i / 2) % master.vehicles.length];
      const inbound = i % 2 === 0;
      return {
        plateNumber: v.plateNumber,
        direction: inbound ? '进厂' : '出厂',
        passTime: daysAgo(now, Math.floor(i / 6), inbound ? prng.int(6, 11) : prng.int(12, 20)),
        entranceName: inbound ? '北门' : '南门',
        emissionStandard: EMISSION[i % 4 === 0 ? 2 : 1],
        goodsName: master.inventories[i % Math.min(5, master.inventories.length)].invName,
        weight: inbound ? dec(prng.int(25, 49) + prng.int(0, 999) / 1000, 3) : null,
        epDataSource: '门禁抓拍',
        ...(i > 8 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const epInnerTransport: CatalogEntity = {
  module: 'ep',
  name: 'inner_transport',
  label: '厂内运输',
  table: 'ep_inner_transport',
  status: 'ep',
  enabledField: false,
  fields: [
    plateField(true),
    { name: 'fromPlace', label: '起点', required: true, query: 'quick' },
    { name: 'toPlace', label: '终点', required: true, query: 'quick' },
    ...inventoryFields(false, '运输物料'),
    tonsField('tonnage', '运输量(吨)', { sort: true }),
    {
      name: 'transportTime',
      label: '运输时间',
      control: 'dateTime',
      required: true,
      sort: true,
      query: 'advanced',
    },
    { name: 'emissionStandard', label: '排放标准', control: 'select', options: EMISSION },
  ],
  normalize: upperPlates('plateNumber'),
  check: (row) => (row.fromPlace && row.fromPlace === row.toPlace ? '起点与终点不能相同' : null),
  demo({ master, prng, now }) {
    const places = ['原煤堆场', '1#筒仓', '2#筒仓', '破碎车间', '成品库', '装车站'];
    return Array.from({ length: 12 }, (_, i) => {
      const x = master.inventories[i % Math.min(3, master.inventories.length)];
      return {
        plateNumber: master.vehicles[(i * 3) % master.vehicles.length].plateNumber,
        fromPlace: places[i % 3],
        toPlace: places[3 + (i % 3)],
        invName: x.invName,
        invCode: x.invCode,
        inventoryId: x.id,
        tonnage: dec(prng.int(20, 45) + prng.int(0, 999) / 1000, 3),
        transportTime: daysAgo(now, Math.floor(i / 3), prng.int(0, 23)),
        emissionStandard: '国六',
        ...(i > 2 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const epNonRoadMachinery: CatalogEntity = {
  module: 'ep',
  name: 'non_road_machinery',
  label: '非道路移动机械',
  table: 'ep_non_road_machinery',
  status: 'ep',
  fields: [
    codeField('machineCode', '机械编号'),
    {
      name: 'machineType',
      label: '机械类型',
      control: 'select',
      options: ['装载机', '挖掘机', '叉车', '推土机'],
      required: true,
      query: 'advanced',
    },
    {
      name: 'emissionStage',
      label: '排放阶段',
      control: 'select',
      options: ['国二', '国三', '国四', '电动'],
      required: true,
    },
    { name: 'envCode', label: '环保登记编码', query: 'quick' },
    { name: 'engineNo', label: '发动机号码' },
    { name: 'ownerName', label: '所属单位', query: 'quick' },
    { name: 'registerDate', label: '登记日期', control: 'date', sort: true },
  ],
  demo({ prng, now }) {
    const types = ['装载机', '挖掘机', '叉车', '推土机'];
    return Array.from({ length: 9 }, (_, i) => ({
      machineCode: `JX${String(i + 1).padStart(3, '0')}`,
      machineType: types[i % types.length],
      emissionStage: i % 4 === 3 ? '电动' : i % 2 ? '国四' : '国三',
      envCode: `蒙K${String(10_000 + i * 97)}F`,
      engineNo: `YC6J${String(200_000 + i * 419)}`,
      ownerName: i % 3 === 2 ? '鄂尔多斯市恒通机械租赁有限公司' : '本厂',
      registerDate: ymdDaysAgo(now, prng.int(100, 1800)),
      ...(i % 3 ? { status: 'audited' } : {}),
    }));
  },
};

export const EP_DECLARATIONS: readonly CatalogEntity[] = [
  epNumberPrefix,
  epProduction,
  epCar,
  epVehicleInOut,
  epInnerTransport,
  epNonRoadMachinery,
  epEntranceExit,
];
