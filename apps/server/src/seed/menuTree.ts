/**
 * The complete menu tree of SPEC.md §1: every functional area as a top-level menu, second-level
 * groups, and leaf pages with their buttons. Paths follow the legacy product (/modules/<module>/<entity>);
 * the client appends /index to leaves. Permission keys are <module>:<entity>:<code>.
 */
export interface ButtonSpec {
  name: string;
  code: string;
}

export interface MenuSpec {
  title: string;
  path: string;
  icon?: string;
  component?: string;
  query?: string;
  isApp?: boolean;
  /** open without sign-in (public report routes) */
  isAuth?: boolean;
  keepAlive?: boolean;
  buttons?: ButtonSpec[];
  /** prefix of the permission keys of this leaf's buttons */
  permissionPrefix?: string;
  children?: MenuSpec[];
}

const b = (name: string, code: string): ButtonSpec => ({ name, code });
const ADD = b('新增', 'add');
const EDIT = b('编辑', 'edit');
const DEL = b('删除', 'delete');
const ENABLE = b('启用', 'enable');
const DISABLE = b('停用', 'disable');
const EXPORT = b('导出', 'export');
const IMPORT = b('导入', 'import');
const AUDIT = b('审核', 'audit');
const UNAUDIT = b('弃审', 'unaudit');
const OBSOLETE = b('作废', 'obsolete');
const RECOVER = b('恢复', 'recover');
const COPY = b('复制', 'copy');
const PRINT = b('打印', 'print');
const VIEW = b('查看', 'view');
const LOG = b('日志', 'log');
/** pdf documents of the selected record (附件上传 dialog, one-click download) */
const ATTACHMENTS = [b('附件上传', 'upload'), b('附件下载', 'download')];
/** the record's pictures (抓拍图片查看) */
const VIEW_IMAGE = b('查看图片', 'viewImage');

export const BUTTON_SETS = {
  crud: [ADD, EDIT, DEL, COPY, ENABLE, DISABLE, IMPORT, EXPORT, LOG],
  /** 自定义表: 发布 turns a definition into a real table (lowcode/publishTable.ts) */
  table: [ADD, EDIT, DEL, COPY, ENABLE, DISABLE, IMPORT, EXPORT, b('发布', 'publish'), LOG],
  /** 格式模板 (the template store): its own import/export is JSON, run by the designer page */
  format: [
    ADD,
    EDIT,
    DEL,
    COPY,
    b('设计字段', 'design'),
    b('导出模板', 'exportJson'),
    b('导入模板', 'importJson'),
    LOG,
  ],
  doc: [ADD, EDIT, DEL, AUDIT, UNAUDIT, OBSOLETE, RECOVER, COPY, PRINT, EXPORT, LOG],
  notice: [
    ADD,
    EDIT,
    DEL,
    AUDIT,
    UNAUDIT,
    OBSOLETE,
    RECOVER,
    COPY,
    b('关闭明细', 'closeNoticeSub'),
    b('打开明细', 'openNoticeSub'),
    b('修改限量', 'updateMaxLimit'),
    b('完成', 'updateDone'),
    PRINT,
    EXPORT,
    LOG,
  ],
  registry: [
    ADD,
    EDIT,
    DEL,
    AUDIT,
    OBSOLETE,
    RECOVER,
    COPY,
    b('入厂', 'entrance'),
    b('出厂', 'hisRelease'),
    b('补卡', 'cardSupplement'),
    b('查看图片', 'viewImage'),
    PRINT,
    EXPORT,
    LOG,
  ],
  weigh: [
    ADD,
    EDIT,
    AUDIT,
    UNAUDIT,
    OBSOLETE,
    COPY,
    b('拆单', 'splitWeigh'),
    b('合单', 'mergeWeigh'),
    b('退货', 'returnGoods'),
    b('调价', 'priceModify'),
    PRINT,
    EXPORT,
    LOG,
  ],
  confirm: [b('确认', 'submit'), b('批量可取样', 'batchCanSamp'), b('批量取样', 'batchSamp'), EXPORT],
  settle: [
    ADD,
    EDIT,
    DEL,
    AUDIT,
    UNAUDIT,
    OBSOLETE,
    RECOVER,
    b('计算', 'calculate'),
    b('解锁', 'deleteLock'),
    PRINT,
    EXPORT,
  ],
  view: [VIEW, EXPORT],
  report: [VIEW, PRINT, EXPORT],
  flow: [b('发起', 'initiate'), b('审批', 'approval'), b('撤回', 'revoke'), VIEW],
  sys: [ADD, EDIT, DEL, ENABLE, DISABLE, EXPORT],
  user: [
    ADD,
    EDIT,
    DEL,
    ENABLE,
    DISABLE,
    b('重置密码', 'resetPassword'),
    b('分配角色', 'assignRole'),
    // companies and assay formats given to the user directly (PUT /sys-user/orgs, /sys-user/assays)
    b('分配数据权限', 'assignData'),
    EXPORT,
  ],
  role: [
    ADD,
    EDIT,
    DEL,
    b('分配菜单', 'assignMenu'),
    b('分配用户', 'assignUser'),
    b('分配公司', 'assignOrg'),
    b('分配数据权限', 'assignData'),
  ],
  connection: [ADD, EDIT, DEL, ENABLE, DISABLE, b('测试', 'test'), EXPORT],
  licence: [VIEW, b('强制下线', 'forceLogout'), EXPORT, IMPORT],
  // 启用/停用 is an edit of the scale (PUT /scale/update {enabled})
  scale: [ADD, EDIT, DEL],
  log: [VIEW, DEL, EXPORT],
  card: [ADD, EDIT, DEL, b('挂失', 'loss'), b('解挂', 'reuse'), EXPORT],
  blacklist: [ADD, EDIT, DEL, b('拉黑', 'block'), b('解除', 'unblock'), EXPORT],
  ep: [ADD, EDIT, DEL, AUDIT, b('驳回', 'rejected'), b('退回上级', 'rejectedUp'), EXPORT],
} satisfies Record<string, ButtonSpec[]>;

type ButtonSet = keyof typeof BUTTON_SETS;

/** A leaf page at /modules/<module>/<entity> with the button set's buttons as <module>:<entity>:<code>. */
function leaf(
  module: string,
  entity: string,
  title: string,
  set: ButtonSet,
  extra: Partial<MenuSpec> = {},
): MenuSpec {
  return {
    title,
    path: `/modules/${module}/${entity}`,
    component: `modules/${module}/${entity}/index`,
    buttons: BUTTON_SETS[set],
    permissionPrefix: `${module}:${entity}`,
    ...extra,
  };
}

function group(title: string, path: string, children: MenuSpec[], icon?: string): MenuSpec {
  return { title, path, icon, component: 'RouteView', children };
}

function top(title: string, path: string, icon: string, children: MenuSpec[]): MenuSpec {
  return { title, path, icon, component: 'Layout', children };
}

const FLAVOURS = [
  { code: 'pu', module: 'purorder', title: '采购', full: true, confirm: ['pu'] },
  { code: 'pt', module: 'pt', title: '外购转运', full: false, confirm: ['pt'] },
  { code: 'sa', module: 'sale', title: '销售', full: true, confirm: ['sa'] },
  { code: 'st', module: 'st', title: '销售转运', full: false, confirm: ['st'] },
  { code: 'pr', module: 'product', title: '产成品', full: false, confirm: [] },
  { code: 'al', module: 'allot', title: '调拨', full: true, confirm: ['al_sh', 'al_fh'] },
  { code: 'tr', module: 'transfer', title: '转运', full: false, confirm: ['tr_sh', 'tr_fh'] },
] as const;

const CONFIRM_TITLE: Record<string, string> = { sh: '收货', fh: '发货' };

function flavourGroup(f: (typeof FLAVOURS)[number]): MenuSpec {
  const items: MenuSpec[] = [];
  if (f.code !== 'pr') items.push(leaf(f.module, `${f.code}_notice`, `${f.title}通知单`, 'notice'));
  items.push(leaf(f.module, `${f.code}_registry`, `${f.title}登记单`, 'registry'));
  items.push(leaf('measure', `mm_${f.code}_weigh`, `${f.title}磅单`, 'weigh'));
  for (const c of f.confirm) {
    const [, side] = c.split('_');
    items.push(
      leaf(
        'measure',
        `confirm_${c}_weigh`,
        `${f.title}${side ? CONFIRM_TITLE[side] : ''}确认过磅`,
        'confirm',
      ),
    );
  }
  if (f.full) {
    items.push(
      leaf(f.module, `${f.code}_contract`, `${f.title}合同`, 'doc'),
      leaf(f.module, `${f.code}_contract_pricing`, `${f.title}合同定价`, 'doc'),
      leaf(f.module, `${f.code}_price`, `${f.title}价格`, 'doc'),
      leaf(f.module, `${f.code}_price_match_rule`, `${f.title}价格匹配规则`, 'crud'),
    );
  }
  return group(`${f.title}业务`, `/business/${f.code}`, items);
}

function fareGroup(code: 'pu' | 'sa' | 'al' | 'tr', title: string): MenuSpec {
  return group(`${title}运费`, `/fare/${code}`, [
    leaf('fare', `${code}_fare_contract`, `${title}运费合同`, 'doc'),
    leaf('fare', `${code}_fare_price`, `${title}运价`, 'doc'),
    leaf('fare', `${code}_planedprice`, `${title}计划运价`, 'doc'),
    leaf('fare', `${code}_fare_settle`, `${title}运费结算`, 'settle'),
  ]);
}

/** A report page of the reports app; public (isAuth) so wall displays can show it. */
function reportPage(title: string, path: string): MenuSpec {
  return {
    title,
    path,
    component: `reports${path}/index`,
    isAuth: true,
    keepAlive: false,
    buttons: BUTTON_SETS.report,
    permissionPrefix: `report:${path.slice(1)}`,
  };
}

export const MENU_TREE: MenuSpec[] = [
  top('基础资料', '/basic', 'DatabaseOutlined', [
    group('组织场所', '/basic/site', [
      leaf('basic', 'factory', '工厂', 'crud'),
      leaf('basic', 'warehouse', '仓库', 'crud'),
      leaf('basic', 'area', '库区', 'crud'),
      leaf('basic', 'silo', '筒仓', 'crud'),
      leaf('basic', 'location', '货位', 'crud'),
    ]),
    group('客商', '/basic/partner', [
      leaf('basic', 'vendor', '供应商', 'crud', { buttons: [...BUTTON_SETS.crud, ...ATTACHMENTS] }),
      leaf('basic', 'customer', '客户', 'crud', { buttons: [...BUTTON_SETS.crud, ...ATTACHMENTS] }),
    ]),
    group('存货', '/basic/material', [
      leaf('basic', 'inventory_class', '存货分类', 'crud'),
      leaf('basic', 'inventory', '存货档案', 'crud'),
    ]),
    group('车辆司机', '/basic/transport', [
      leaf('basic', 'vehicle', '车辆', 'crud', { buttons: [...BUTTON_SETS.crud, VIEW_IMAGE, ...ATTACHMENTS] }),
      leaf('basic', 'driver', '司机', 'crud', { buttons: [...BUTTON_SETS.crud, ...ATTACHMENTS] }),
      leaf('basic', 'plate_dict', '车牌字典', 'crud'),
      leaf('basic', 'ic_card', 'IC卡', 'card'),
      leaf('basic', 'blacklist', '黑名单', 'blacklist'),
    ]),
    group('设备', '/basic/device', [
      leaf('basic', 'handset', '手持机', 'crud'),
      leaf('basic', 'handset_scan', '手持机扫码', 'view', { isApp: true }),
    ]),
  ]),
  top('门岗排队', '/door', 'InsertRowLeftOutlined', [
    group('排队管理', '/door/queue', [
      leaf('door', 'as_queue', '排队队列', 'crud'),
      leaf('door', 'as_appointment_rule', '预约规则', 'crud'),
      leaf('door', 'as_dischargeaddress', '卸货地址', 'crud'),
      leaf('door', 'as_pass_card', '通行证', 'crud'),
      leaf('door', 'as_line', '线路', 'crud'),
      leaf('door', 'as_inv_factory', '物料工厂', 'crud'),
    ]),
  ]),
  top('仓储管理', '/store', 'InboxOutlined', [
    group('库存', '/store/stock', [
      leaf('store', 'pd_stock_early', '期初库存', 'doc'),
      leaf('store', 'pd_stock', '现存量', 'view'),
      leaf('store', 'pd_stock_day', '日库存', 'view'),
      leaf('store', 'pd_store_record', '出入库记录', 'view'),
      leaf('store', 'pd_outbound', '出库单', 'doc'),
      leaf('store', 'pd_transfer_form', '调拨单', 'doc'),
    ]),
    group('盘点结账', '/store/close', [
      leaf('store', 'pd_inventory_count', '库存盘点', 'doc'),
      leaf('store', 'pd_month_close', '月末结账', 'doc'),
    ]),
    group('配煤', '/store/blending', [
      leaf('store', 'blending_plan', '配煤方案', 'doc'),
      leaf('store', 'blending_cost', '配煤成本', 'view'),
    ]),
  ]),
  top('危化品档案', '/hazard', 'WarningOutlined', [
    group('危化品档案', '/hazard/archives', [
      leaf('hazard', 'hc_carrier', '承运商档案', 'crud'),
      leaf('hazard', 'hc_driver', '驾驶员档案', 'crud'),
      leaf('hazard', 'hc_enterprise', '企业档案', 'crud'),
      leaf('hazard', 'hc_escort', '押运员档案', 'crud'),
      leaf('hazard', 'hc_vehicle', '车辆档案', 'crud'),
    ]),
  ]),
  top('业务单据', '/business', 'FileTextOutlined', [
    group('计量作业', '/business/measure', [
      {
        title: '过磅作业',
        path: '/modules/measure/weigh/weigh',
        component: 'modules/measure/weigh/weigh',
        buttons: [b('称重保存', 'weighsave'), b('手工录入重量', 'manual'), PRINT],
        permissionPrefix: 'measure:weigh',
      },
    ]),
    ...FLAVOURS.map(flavourGroup),
  ]),
  top('运费管理', '/fare', 'CarOutlined', [
    fareGroup('pu', '采购'),
    fareGroup('sa', '销售'),
    fareGroup('al', '调拨'),
    fareGroup('tr', '转运'),
  ]),
  top('结算管理', '/settle', 'AccountBookOutlined', [
    group('采购结算', '/settle/pu', [
      leaf('purorder', 'fd_pu_calculation', '采购计算', 'settle'),
      leaf('purorder', 'fd_pu_settlement', '采购结算', 'settle'),
      leaf('purorder', 'fd_pu_settlement_main', '采购结算(汇总)', 'settle'),
    ]),
    group('销售结算', '/settle/sa', [
      leaf('sale', 'fd_sa_calculation', '销售计算', 'settle'),
      leaf('sale', 'fd_sa_settlement', '销售结算', 'settle'),
      leaf('sale', 'fd_sa_settlement_main', '销售结算(汇总)', 'settle'),
    ]),
    group('调拨结算', '/settle/al', [
      leaf('allot', 'fd_al_settlement', '调拨结算', 'settle'),
      leaf('allot', 'fd_al_settlement_main', '调拨结算(汇总)', 'settle'),
    ]),
    group('资金计划', '/settle/plan', [
      leaf('account', 'recive_payment', '收款单', 'doc'),
      leaf('sale', 'sa_day_plan_control', '日计划控制', 'doc'),
      leaf('sale', 'sa_task', '销售任务', 'doc'),
      leaf('sale', 'sa_plane', '销售计划', 'doc'),
    ]),
  ]),
  top('质量管理', '/quality', 'ExperimentOutlined', [
    group('化验', '/quality/assay', [
      leaf('quality', 'qc_assay_format', '化验格式', 'crud'),
      leaf('quality', 'qc_assay', '化验单', 'doc'),
      leaf('quality', 'pro_qc_assay', '产品化验单', 'doc'),
      leaf('quality', 'qc_assay_group', '化验分组', 'crud'),
      leaf('quality', 'pro_qc_barrel_group', '桶组', 'crud'),
      leaf('quality', 'assay_determine', '化验判定公式', 'crud'),
    ]),
    group('质检配置', '/quality/config', [
      leaf('quality', 'qc_model_cg', '质检模型', 'crud'),
      leaf('quality', 'pro_qc_ex', '质检异常', 'crud'),
      leaf('quality', 'pro_qc_class', '质检分类', 'crud'),
      leaf('quality', 'pro_qc_format', '质检格式', 'crud'),
      leaf('quality', 'pro_qc_auto_model', '自动取样模型', 'crud'),
    ]),
  ]),
  top('MGP管理', '/mgp', 'AppstoreOutlined', [
    group('MGP档案', '/mgp/archives', [
      leaf('mgp', 'custom_product', '定制产品', 'crud'),
      leaf('mgp', 'division', '事业部', 'crud'),
      leaf('mgp', 'employee', '员工', 'crud'),
      leaf('mgp', 'sale_type', '销售类型', 'crud'),
      leaf('mgp', 'stand_product', '标准产品', 'crud'),
    ]),
  ]),
  top('环保管理', '/ep', 'EnvironmentOutlined', [
    group('环保台账', '/ep/records', [
      leaf('ep', 'number_prefix', '编号前缀', 'crud'),
      leaf('ep', 'production', '生产记录', 'ep'),
      leaf('ep', 'car', '环保车辆', 'ep'),
      leaf('ep', 'vehicle_in_out', '车辆进出记录', 'ep'),
      leaf('ep', 'inner_transport', '厂内运输', 'ep'),
      leaf('ep', 'non_road_machinery', '非道路移动机械', 'ep'),
      leaf('ep', 'entrance_exit', '出入口', 'crud'),
    ]),
  ]),
  top('报表中心', '/report', 'BarChartOutlined', [
    group('报表', '/report/forms', [
      leaf('report', 'template_report', '模板报表', 'crud'),
      leaf('report', 'dynamic_report', '动态报表', 'report'),
      leaf('report', 'print_form', '打印格式', 'crud'),
    ]),
    group('班组报表', '/report/team', [
      reportPage('班组报表查询', '/conditional'),
      reportPage('班组报表', '/Information'),
      reportPage('日班组报表查询', '/dayConditional'),
      reportPage('日班组报表', '/dayInformation'),
      reportPage('在厂车辆统计', '/factoryvehicle'),
    ]),
  ]),
  top('审批流程', '/flow', 'NodeIndexOutlined', [
    group('流程', '/flow/flowable', [
      leaf('flowable', 'config', '流程配置', 'crud'),
      leaf('flowable', 'operator', '流程办理', 'flow'),
    ]),
  ]),
  top('系统管理', '/sys', 'SettingOutlined', [
    group('权限管理', '/sys/auth', [
      leaf('sys', 'menu', '菜单管理', 'sys'),
      leaf('sys', 'role', '角色管理', 'role'),
      leaf('sys', 'user', '用户管理', 'user'),
      leaf('sys', 'organization', '组织管理', 'sys'),
      leaf('sys', 'group', '集团管理', 'sys'),
      leaf('sys', 'dept', '部门管理', 'sys'),
    ]),
    group('系统配置', '/sys/config', [
      leaf('sys', 'app', '应用管理', 'sys'),
      leaf('sys', 'dict', '数据字典', 'sys'),
      leaf('sys', 'code_rule', '编码规则', 'sys'),
      leaf('sys', 'quartz_job', '定时任务', 'sys'),
      leaf('sys', 'webhook', 'Webhook', 'sys'),
      leaf('sys', 'scale', '地磅仪表', 'scale'),
      leaf('sys', 'datasource', '数据源', 'connection'),
      leaf('sys', 'interface_config', '接口配置', 'connection'),
      leaf('sys', 'site_license', '站点许可', 'licence'),
    ]),
    group('日志管理', '/sys/log', [
      leaf('sys', 'login_log', '登录日志', 'log'),
      leaf('sys', 'operation_log', '操作日志', 'log'),
      leaf('sys', 'sys_log', '系统日志', 'log'),
    ]),
  ]),
  top('低代码设计', '/lowcode', 'BuildOutlined', [
    group('设计器', '/lowcode/designer', [
      leaf('optimus_prime', 'cg_type', '自定义类型', 'crud'),
      leaf('optimus_prime', 'cg_table', '自定义表', 'table'),
      leaf('optimus_prime', 'cg_sub_table', '自定义子表', 'crud'),
      leaf('optimus_prime', 'cg_enum', '枚举', 'crud'),
      leaf('optimus_prime', 'cg_format', '格式模板', 'format'),
      leaf('optimus_prime', 'cg_validate', '校验规则', 'crud'),
      leaf('optimus_prime', 'cg_val_format', '值格式', 'crud'),
    ]),
  ]),
];

/** Leaves the demo weighing operator may open, by path; button codes they hold on each. */
export const OPERATOR_MENUS: Record<string, string[]> = {
  '/modules/basic/vehicle': ['add', 'edit', 'export'],
  '/modules/basic/driver': ['add', 'edit', 'export'],
  '/modules/basic/ic_card': ['add', 'edit', 'loss', 'reuse'],
  '/modules/measure/weigh/weigh': ['weighsave', 'print'],
  '/modules/purorder/pu_registry': [
    'add',
    'edit',
    'copy',
    'entrance',
    'hisRelease',
    'cardSupplement',
    'viewImage',
    'print',
    'export',
  ],
  '/modules/measure/mm_pu_weigh': ['add', 'edit', 'print', 'export'],
  '/modules/measure/confirm_pu_weigh': ['submit', 'export'],
  '/modules/sale/sa_registry': [
    'add',
    'edit',
    'copy',
    'entrance',
    'hisRelease',
    'cardSupplement',
    'viewImage',
    'print',
    'export',
  ],
  '/modules/measure/mm_sa_weigh': ['add', 'edit', 'print', 'export'],
  '/conditional': ['view', 'print', 'export'],
  '/Information': ['view', 'print'],
  '/factoryvehicle': ['view'],
};

/** Menus marked as the admin's favourites in the demo. */
export const ADMIN_FAVOURITES = [
  '/modules/basic/vehicle',
  '/modules/purorder/pu_registry',
  '/modules/measure/mm_pu_weigh',
  '/modules/sys/user',
];
