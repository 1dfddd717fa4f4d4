import type { FormatType, PageLimit, RecordListRequest } from '../wire';

/** Query keys in one place; everything of the session hangs under ['session', orgId] so a company switch refetches it. */
export const queryKeys = {
  globalConfig: ['globalConfig'] as const,
  me: (token: string) => ['me', token] as const,
  currentOrgs: (orgId: string) => ['session', orgId, 'currentOrgs'] as const,
  groupLogos: (groupId: string) => ['groupLogos', groupId] as const,
  homeCounts: (orgId: string) => ['session', orgId, 'home', 'counts'] as const,
  agency: (orgId: string) => ['session', orgId, 'home', 'agency'] as const,
  warn: (orgId: string) => ['session', orgId, 'home', 'warn'] as const,
  dailyTonnage: (orgId: string) => ['session', orgId, 'home', 'detail'] as const,
  vehicleTable: (orgId: string, limit: PageLimit) =>
    ['session', orgId, 'home', 'vehicles', limit.pn, limit.ps] as const,
  inFactory: (orgId: string) => ['session', orgId, 'home', 'inFactory'] as const,
  scaleStatus: (orgId: string) => ['session', orgId, 'scaleStatus'] as const,
  sessionMenus: (orgId: string) => ['session', orgId, 'menus'] as const,
  useMenus: (orgId: string) => ['session', orgId, 'useMenus'] as const,
  menuTemplate: (menuId: string, formatType: FormatType) => ['template', 'menu', menuId, formatType] as const,
  resourceTemplate: (id: string) => ['template', 'resource', id] as const,
  formatSubs: (id: string) => ['template', 'subs', id] as const,
  treeNodes: (orgId: string, method: string, url: string) => ['session', orgId, 'tree', method, url] as const,
  records: (orgId: string, base: string) => ['session', orgId, 'records', base] as const,
  recordList: (orgId: string, base: string, request: RecordListRequest) =>
    ['session', orgId, 'records', base, 'list', request] as const,
  plateDict: (orgId: string) => ['session', orgId, 'plateDict'] as const,
  scales: (orgId: string) => ['session', orgId, 'scales'] as const,
  attachments: (orgId: string, entity: string, recordId: string) =>
    ['session', orgId, 'attachments', entity, recordId] as const,
  attachmentFile: (orgId: string, id: string) => ['session', orgId, 'attachmentFile', id] as const,
};
