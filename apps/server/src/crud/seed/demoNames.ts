/** Demo master data: real-looking names of the coal, steel and building-materials trade of Inner Mongolia. */

export const PROVINCES: readonly (readonly [string, string])[] = [
  ['京', '北京市'],
  ['津', '天津市'],
  ['冀', '河北省'],
  ['晋', '山西省'],
  ['蒙', '内蒙古自治区'],
  ['辽', '辽宁省'],
  ['吉', '吉林省'],
  ['黑', '黑龙江省'],
  ['沪', '上海市'],
  ['苏', '江苏省'],
  ['浙', '浙江省'],
  ['皖', '安徽省'],
  ['闽', '福建省'],
  ['赣', '江西省'],
  ['鲁', '山东省'],
  ['豫', '河南省'],
  ['鄂', '湖北省'],
  ['湘', '湖南省'],
  ['粤', '广东省'],
  ['桂', '广西壮族自治区'],
  ['琼', '海南省'],
  ['渝', '重庆市'],
  ['川', '四川省'],
  ['贵', '贵州省'],
  ['云', '云南省'],
  ['藏', '西藏自治区'],
  ['陕', '陕西省'],
  ['甘', '甘肃省'],
  ['青', '青海省'],
  ['宁', '宁夏回族自治区'],
  ['新', '新疆维吾尔自治区'],
];

export const CUSTOMERS: readonly string[] = [
  '包头示范钢铁有限公司',
  '呼和浩特热电厂',
  '山西晋能焦化有限公司',
  '鄂尔多斯市东胜区兴隆煤炭有限公司',
  '内蒙古蒙泰电力有限责任公司',
  '乌海市海勃湾焦化有限公司',
  '包头市九原区宏远建材有限公司',
  '准格尔旗大路工业园区能源有限公司',
  '榆林市神木县鑫源洗煤有限公司',
  '呼和浩特市金桥热力有限公司',
  '大同市云冈能源贸易有限公司',
  '巴彦淖尔市临河区恒泰物资有限公司',
  '天津港远航煤炭贸易有限公司',
  '河北唐山丰润钢铁有限公司',
  '宁夏石嘴山市宏达焦化有限公司',
  '锡林郭勒盟胜利电厂',
  '赤峰市元宝山发电有限责任公司',
  '乌兰察布市集宁区华能热电有限公司',
  '包头建材集团有限公司',
  '呼和浩特水泥厂',
];

export const VENDORS: readonly string[] = [
  '准格尔旗宏达煤矿有限公司',
  '伊金霍洛旗广源煤炭有限公司',
  '东胜区兴隆矿业有限公司',
  '鄂尔多斯市达拉特旗永盛煤业有限公司',
  '白云鄂博矿业有限公司',
  '固阳县石灰石厂',
  '乌拉特前旗大佘太石灰石矿',
  '包头市固阳县金山矿业有限公司',
  '鄂托克旗棋盘井煤炭有限公司',
  '杭锦旗伊泰煤炭运销有限公司',
  '鄂尔多斯市顺通物流有限公司',
  '包头市鹿城运输有限责任公司',
  '内蒙古远洋物流有限公司',
  '呼和浩特市恒通汽车运输有限公司',
  '鄂尔多斯市东胜区金泰运输有限公司',
  '乌海市宏通物流有限公司',
  '准格尔旗万通运输有限公司',
  '达拉特旗鑫达物流有限公司',
  '包头市昆都仑区顺达汽运有限公司',
  '伊金霍洛旗恒信运输有限公司',
];

export const SURNAMES =
  '王李张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐韩冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎';
export const GIVEN = [
  '建国',
  '志强',
  '海军',
  '永刚',
  '文明',
  '俊峰',
  '晓东',
  '立新',
  '红军',
  '德胜',
  '春生',
  '宝山',
  '金龙',
  '玉林',
  '占军',
  '福明',
  '利民',
  '国庆',
  '振华',
  '二虎',
  '卫东',
  '满仓',
  '长青',
  '云飞',
];
export const CONTACTS = ['王经理', '李主任', '张会计', '刘经理', '陈部长', '赵经理', '周主任', '孙经理'];

export interface ClassSeed {
  code: string;
  name: string;
  children?: ClassSeed[];
}

/** 存货分类: 2–3 levels. */
export const INVENTORY_CLASSES: readonly ClassSeed[] = [
  {
    code: '01',
    name: '煤炭',
    children: [
      { code: '0101', name: '原煤' },
      {
        code: '0102',
        name: '洗选煤',
        children: [
          { code: '010201', name: '精煤' },
          { code: '010202', name: '洗混煤' },
        ],
      },
      { code: '0103', name: '焦炭' },
    ],
  },
  {
    code: '02',
    name: '矿石',
    children: [
      { code: '0201', name: '铁矿' },
      { code: '0202', name: '非金属矿' },
    ],
  },
  {
    code: '03',
    name: '建材及冶金辅料',
    children: [
      { code: '0301', name: '水泥熟料' },
      { code: '0302', name: '冶金废渣' },
    ],
  },
];

export interface ItemSeed {
  code: string;
  name: string;
  model: string;
  classCode: string;
  price: string;
  loss: string;
  isPu: boolean;
  isSa: boolean;
  sample: '是' | '否';
}

export const INVENTORY_ITEMS: readonly ItemSeed[] = [
  {
    code: 'YM001',
    name: '原煤',
    model: '5500大卡',
    classCode: '0101',
    price: '620.0000',
    loss: '0.5000',
    isPu: true,
    isSa: false,
    sample: '是',
  },
  {
    code: 'YM002',
    name: '块煤',
    model: '30-80mm',
    classCode: '0101',
    price: '780.0000',
    loss: '0.3000',
    isPu: true,
    isSa: true,
    sample: '是',
  },
  {
    code: 'YM003',
    name: '末煤',
    model: '0-13mm',
    classCode: '0101',
    price: '560.0000',
    loss: '0.5000',
    isPu: true,
    isSa: true,
    sample: '是',
  },
  {
    code: 'JM001',
    name: '精煤',
    model: '灰分≤10%',
    classCode: '010201',
    price: '1350.0000',
    loss: '0.2000',
    isPu: false,
    isSa: true,
    sample: '是',
  },
  {
    code: 'JM002',
    name: '洗混煤',
    model: '4500大卡',
    classCode: '010202',
    price: '480.0000',
    loss: '0.3000',
    isPu: false,
    isSa: true,
    sample: '是',
  },
  {
    code: 'JM003',
    name: '中煤',
    model: '3500大卡',
    classCode: '010202',
    price: '320.0000',
    loss: '0.3000',
    isPu: false,
    isSa: true,
    sample: '否',
  },
  {
    code: 'JM004',
    name: '煤矸石',
    model: '-',
    classCode: '010202',
    price: '35.0000',
    loss: '0.0000',
    isPu: false,
    isSa: true,
    sample: '否',
  },
  {
    code: 'JT001',
    name: '焦炭',
    model: '一级冶金焦',
    classCode: '0103',
    price: '2150.0000',
    loss: '0.2000',
    isPu: true,
    isSa: false,
    sample: '是',
  },
  {
    code: 'KS001',
    name: '铁矿石',
    model: 'TFe≥62%',
    classCode: '0201',
    price: '860.0000',
    loss: '0.5000',
    isPu: true,
    isSa: false,
    sample: '是',
  },
  {
    code: 'KS002',
    name: '铁精粉',
    model: 'TFe≥65%',
    classCode: '0201',
    price: '1020.0000',
    loss: '0.5000',
    isPu: true,
    isSa: false,
    sample: '是',
  },
  {
    code: 'KS003',
    name: '石灰石',
    model: 'CaO≥52%',
    classCode: '0202',
    price: '85.0000',
    loss: '0.2000',
    isPu: true,
    isSa: false,
    sample: '是',
  },
  {
    code: 'KS004',
    name: '白云石',
    model: 'MgO≥19%',
    classCode: '0202',
    price: '95.0000',
    loss: '0.2000',
    isPu: true,
    isSa: false,
    sample: '否',
  },
  {
    code: 'JC001',
    name: '熟料',
    model: 'P·O 42.5',
    classCode: '0301',
    price: '380.0000',
    loss: '0.1000',
    isPu: false,
    isSa: true,
    sample: '是',
  },
  {
    code: 'JC002',
    name: '水泥',
    model: 'P·O 42.5 散装',
    classCode: '0301',
    price: '420.0000',
    loss: '0.1000',
    isPu: false,
    isSa: true,
    sample: '否',
  },
  {
    code: 'JC003',
    name: '钢渣',
    model: '转炉渣',
    classCode: '0302',
    price: '60.0000',
    loss: '0.0000',
    isPu: false,
    isSa: true,
    sample: '否',
  },
];

export const SITES: Readonly<
  Record<'factory' | 'warehouse' | 'area' | 'silo' | 'location', readonly string[]>
> = {
  factory: ['一号厂区', '二号厂区'],
  warehouse: ['原煤仓库', '精煤仓库', '矿石堆场', '成品库'],
  area: ['东区', '西区', '南区', '北区'],
  silo: ['1号筒仓', '2号筒仓', '3号筒仓'],
  location: ['A-01', 'A-02', 'B-01', 'B-02', 'C-01'],
};
