import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  InsertRowLeftOutlined,
  NodeIndexOutlined,
  PayCircleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShopOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// The seeded menu names antd icons exactly; those are taken as named.
const BY_NAME: Record<string, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  InsertRowLeftOutlined,
  NodeIndexOutlined,
  PayCircleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShopOutlined,
  TeamOutlined,
  WarningOutlined,
};

// Other icon names arrive free from the server's menu table; match on words they commonly hold.
const RULES: [RegExp, ComponentType][] = [
  [/home|首页/i, HomeOutlined],
  [/dashboard|monitor|看板/i, DashboardOutlined],
  [/car|truck|vehicle|registry|车/i, CarOutlined],
  [/门岗|排队|queue/i, InsertRowLeftOutlined],
  [/weigh|measure|scale|计量|称重/i, DashboardOutlined],
  [/purchase|pur|采购/i, ShoppingCartOutlined],
  [/sale|sa-|销售/i, ShopOutlined],
  [/quality|qc|assay|质检|化验/i, ExperimentOutlined],
  [/hazard|危化/i, WarningOutlined],
  [/store|stock|inventory|库存|仓/i, InboxOutlined],
  [/settle|fare|money|pay|结算/i, PayCircleOutlined],
  [/report|chart|stat|报表/i, BarChartOutlined],
  [/flow|audit|approv|审批/i, AuditOutlined],
  [/环保|environment/i, EnvironmentOutlined],
  [/lowcode|design|低代码/i, BuildOutlined],
  [/user|role|team|org|人员/i, TeamOutlined],
  [/basic|master|data|基础/i, DatabaseOutlined],
  [/doc|notice|contract|file|合同|通知/i, FileTextOutlined],
  [/sys|setting|config|系统/i, SettingOutlined],
];

/**
 * The antd icon for a menu entry: the icon it names when that is one of ours, else one chosen from
 * words of its icon name, path or title. (Matching words alone gave 审批流程's NodeIndexOutlined the
 * home icon, by its "Index".)
 */
export function MenuIcon({ hint }: { hint: string }) {
  const named = BY_NAME[hint.trim().split(/\s+/)[0] ?? ''];
  const Icon = named ?? RULES.find(([pattern]) => pattern.test(hint))?.[1] ?? AppstoreOutlined;
  return <Icon />;
}
