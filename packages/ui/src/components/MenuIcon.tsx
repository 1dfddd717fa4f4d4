import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  PayCircleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// Menu icons arrive as free names from the server's menu table; match on words they commonly hold.
const RULES: [RegExp, ComponentType][] = [
  [/home|index|首页/i, HomeOutlined],
  [/dashboard|monitor|看板/i, DashboardOutlined],
  [/car|truck|vehicle|registry|门岗|车/i, CarOutlined],
  [/weigh|measure|scale|计量|称重/i, DashboardOutlined],
  [/purchase|pur|采购/i, ShoppingCartOutlined],
  [/sale|sa-|销售/i, ShopOutlined],
  [/quality|qc|assay|质检|化验/i, ExperimentOutlined],
  [/store|stock|inventory|库存|仓/i, InboxOutlined],
  [/settle|fare|money|pay|结算/i, PayCircleOutlined],
  [/report|chart|stat|报表/i, BarChartOutlined],
  [/flow|audit|approv|审批/i, AuditOutlined],
  [/user|role|team|org|人员/i, TeamOutlined],
  [/basic|master|data|基础/i, DatabaseOutlined],
  [/doc|notice|contract|file|合同|通知/i, FileTextOutlined],
  [/sys|setting|config|系统/i, SettingOutlined],
];

/** The antd icon for a menu entry, chosen from its icon name, path or title. */
export function MenuIcon({ hint }: { hint: string }) {
  const Icon = RULES.find(([pattern]) => pattern.test(hint))?.[1] ?? AppstoreOutlined;
  return <Icon />;
}
