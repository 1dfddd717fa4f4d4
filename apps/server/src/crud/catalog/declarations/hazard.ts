import type { CatalogEntity } from '../types';
import {
  catalogPicker,
  mobileField,
  nameField,
  plateField,
  remarkField,
  upperPlates,
  ymdDaysAgo,
} from './archiveKit';

/**
 * 危化品档案: the carriers, drivers, enterprises, escorts and vehicles a plant must keep on file
 * before dangerous goods are weighed (道路危险货物运输 licences and their expiry dates).
 */

const CREDIT_CODE = {
  validateMethod: '/^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/',
  validateTitle: '统一社会信用代码格式错误',
};

const ID_NUMBER = { name: 'idNumber', label: '身份证号', required: true, query: 'quick' as const };

/** A licence number with its expiry date. */
const licence = (name: string, label: string, required = false) => [
  { name, label, required, query: 'quick' as const },
  { name: `${name}Expiry`, label: `${label}有效期至`, control: 'date' as const, required, sort: true },
];

const carrierPicker = () =>
  catalogPicker('carrierName', '所属承运商', 'hc_carrier_res', 'carrierId', 'carrierName', true);

const CARRIERS = [
  ['鄂尔多斯市安达危险品运输有限公司', '911506027564821X3K'],
  ['内蒙古远通化工物流有限公司', '91150291MA0N3B5Q2R'],
  ['包头市顺和危货运输有限责任公司', '911502047762945A1H'],
  ['乌海市恒安危险货物运输有限公司', '91150300MA13T8FW6C'],
];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['建国', '志强', '海军', '永明', '晓东', '春生', '国庆', '立新', '振华', '宏伟'];

/** A valid 18-digit id number (region 150602, Ordos) for demo rows: the SPEC §5 check digit. */
function demoIdNumber(birth: string, seq: number): string {
  const body = `150602${birth.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

export const hcCarrier: CatalogEntity = {
  module: 'hazard',
  name: 'hc_carrier',
  label: '承运商档案',
  fields: [
    nameField('carrierName', '承运商名称', true),
    { name: 'creditCode', label: '统一社会信用代码', required: true, validate: CREDIT_CODE, query: 'quick' },
    ...licence('transportLicense', '道路危险货物运输许可证', true),
    { name: 'contact', label: '联系人' },
    mobileField(),
    { name: 'address', label: '地址', width: 220 },
    remarkField(),
  ],
  normalize: (row) => {
    if (typeof row.creditCode === 'string') row.creditCode = row.creditCode.toUpperCase();
  },
  demo({ now, prng }) {
    return CARRIERS.map(([name, code], i) => ({
      carrierName: name,
      creditCode: code,
      transportLicense: `蒙交运管许可鄂字15060${2000 + i * 37}号`,
      transportLicenseExpiry: ymdDaysAgo(now, -prng.int(60, 900)),
      contact: `${SURNAMES[i]}${GIVEN[i]}`,
      mobile: `139${String(47_000_000 + i * 1_234_567).padStart(8, '0')}`,
      address: ['内蒙古鄂尔多斯市东胜区', '内蒙古包头市九原区', '内蒙古包头市青山区', '内蒙古乌海市海勃湾区'][
        i
      ],
    }));
  },
};

export const hcDriver: CatalogEntity = {
  module: 'hazard',
  name: 'hc_driver',
  label: '驾驶员档案',
  fields: [
    nameField('driverName', '驾驶员姓名'),
    { ...ID_NUMBER, unique: '身份证号已存在' },
    mobileField('mobile', '手机号码'),
    ...licence('qualificationNo', '从业资格证', true),
    ...carrierPicker(),
  ],
  normalize: (row) => {
    if (typeof row.idNumber === 'string') row.idNumber = row.idNumber.toUpperCase();
  },
  demo({ now, prng }) {
    return Array.from({ length: 8 }, (_, i) => ({
      driverName: `${SURNAMES[i % 10]}${GIVEN[(i + 3) % 10]}`,
      idNumber: demoIdNumber(`19${70 + i}-0${(i % 9) + 1}-1${i}`, 100 + i * 2),
      mobile: `138${String(52_000_000 + i * 2_345_671).padStart(8, '0')}`,
      qualificationNo: `15060219${70 + i}0${(i % 9) + 1}1${i}${100 + i}`,
      qualificationNoExpiry: ymdDaysAgo(now, -prng.int(30, 1500)),
      carrierName: CARRIERS[i % CARRIERS.length][0],
      carrierId: null,
    }));
  },
};

export const hcEnterprise: CatalogEntity = {
  module: 'hazard',
  name: 'hc_enterprise',
  label: '企业档案',
  fields: [
    nameField('enterpriseName', '企业名称', true),
    { name: 'creditCode', label: '统一社会信用代码', required: true, validate: CREDIT_CODE, query: 'quick' },
    {
      name: 'enterpriseType',
      label: '企业类型',
      control: 'select',
      options: ['生产', '经营', '使用', '储存'],
      required: true,
      query: 'advanced',
    },
    ...licence('safetyLicense', '安全生产许可证'),
    { name: 'goodsNames', label: '危险化学品品名', width: 200 },
    { name: 'contact', label: '联系人' },
    mobileField(),
    remarkField(),
  ],
  normalize: (row) => {
    if (typeof row.creditCode === 'string') row.creditCode = row.creditCode.toUpperCase();
  },
  demo({ now, prng }) {
    const rows = [
      ['内蒙古伊泰化工有限责任公司', '91150627MA0MX1YE4N', '生产', '甲醇、液氨'],
      ['鄂尔多斯市君正能源化工有限公司', '911506007829305C6P', '生产', '电石、烧碱'],
      ['包头市北方燃气经营有限公司', '91150200MA0Q2T7H8D', '经营', '液化石油气'],
      ['乌海市化工园区仓储有限公司', '91150300MA0R6K9E2L', '储存', '硫酸、盐酸'],
    ];
    return rows.map(([name, code, type, goods], i) => ({
      enterpriseName: name,
      creditCode: code,
      enterpriseType: type,
      safetyLicense: `（蒙）WH安许证字〔20${21 + i}〕00${37 + i * 11}号`,
      safetyLicenseExpiry: ymdDaysAgo(now, -prng.int(100, 1000)),
      goodsNames: goods,
      contact: `${SURNAMES[(i + 4) % 10]}${GIVEN[(i + 6) % 10]}`,
      mobile: `137${String(61_000_000 + i * 3_456_789).padStart(8, '0')}`,
    }));
  },
};

export const hcEscort: CatalogEntity = {
  module: 'hazard',
  name: 'hc_escort',
  label: '押运员档案',
  fields: [
    nameField('escortName', '押运员姓名'),
    { ...ID_NUMBER, unique: '身份证号已存在' },
    mobileField('mobile', '手机号码'),
    ...licence('certificateNo', '押运员资格证', true),
    ...carrierPicker(),
  ],
  normalize: (row) => {
    if (typeof row.idNumber === 'string') row.idNumber = row.idNumber.toUpperCase();
  },
  demo({ now, prng }) {
    return Array.from({ length: 6 }, (_, i) => ({
      escortName: `${SURNAMES[(i + 5) % 10]}${GIVEN[(i + 1) % 10]}`,
      idNumber: demoIdNumber(`198${i}-1${i % 3}-0${i + 1}`, 200 + i * 2),
      mobile: `135${String(33_000_000 + i * 4_567_891).padStart(8, '0')}`,
      certificateNo: `YY1506${String(210_000 + i * 173)}`,
      certificateNoExpiry: ymdDaysAgo(now, -prng.int(30, 1200)),
      carrierName: CARRIERS[(i + 1) % CARRIERS.length][0],
      carrierId: null,
    }));
  },
};

export const hcVehicle: CatalogEntity = {
  module: 'hazard',
  name: 'hc_vehicle',
  label: '车辆档案',
  fields: [
    plateField(true, '车牌号已存在'),
    { ...plateField(false), name: 'trailerPlateNumber', label: '挂车车牌号', query: undefined, sort: false },
    ...licence('roadTransportLicense', '道路运输证', true),
    { name: 'tankVolume', label: '罐体容积(m³)', control: 'number', sqlType: 'numeric(8,2)' },
    { name: 'goodsName', label: '运输介质', query: 'quick' },
    {
      name: 'unNumber',
      label: 'UN编号',
      validate: { validateMethod: '/^UN\\d{4}$/', validateTitle: 'UN编号格式应为UN加4位数字' },
    },
    ...carrierPicker(),
    remarkField(),
  ],
  normalize: upperPlates('plateNumber', 'trailerPlateNumber', 'unNumber'),
  check: (row) =>
    row.plateNumber && row.plateNumber === row.trailerPlateNumber ? '挂车车牌号不能与车牌号相同' : null,
  demo({ now, prng, org }) {
    const goods = [
      ['甲醇', 'UN1230'],
      ['液氨', 'UN1005'],
      ['硫酸', 'UN1830'],
      ['液化石油气', 'UN1075'],
      ['烧碱溶液', 'UN1824'],
    ];
    const letter = org.index === 0 ? 'K' : 'B';
    return Array.from({ length: 8 }, (_, i) => ({
      plateNumber: `蒙${letter}·D${3100 + i * 17}`,
      trailerPlateNumber: `蒙${letter}·G${7200 + i * 13}`,
      roadTransportLicense: `蒙交运管鄂字150602${String(300_000 + i * 971)}号`,
      roadTransportLicenseExpiry: ymdDaysAgo(now, -prng.int(40, 700)),
      tankVolume: String(prng.pick([24, 30, 35.5, 40])),
      goodsName: goods[i % goods.length][0],
      unNumber: goods[i % goods.length][1],
      carrierName: CARRIERS[i % CARRIERS.length][0],
      carrierId: null,
    }));
  },
};

export const HAZARD_DECLARATIONS: readonly CatalogEntity[] = [
  hcCarrier,
  hcDriver,
  hcEnterprise,
  hcEscort,
  hcVehicle,
];
