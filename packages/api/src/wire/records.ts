import type { FieldDefinition, FormStyle, LinkPair, ResourceStyle, SearchParameter } from '@wb/templates';
import type { ListRequest } from './envelope';

/** LIST, FORM or RESOURCE: the three kinds of format template a menu may own. */
export type FormatType = 'LIST' | 'FORM' | 'RESOURCE';

/**
 * A whole format template (GET /optimus_prime/cg-format/menu, /code/:code): every field list,
 * wire names as SPEC.md §3 spells them.
 */
export interface FormatView {
  id: string;
  formatName: string;
  formatCode?: string;
  formatType?: FormatType;
  formatStyle?: FormStyle | ResourceStyle;
  menuId?: string;
  resUrl?: string;
  resMethod?: string;
  customTable?: string;
  opations?: { main?: string; son?: string };
  treeResUrl?: string;
  treeResMethod?: string;
  ps?: number;
  valueResourceSubName?: string;
  viewResourceSubName?: string;
  detail_id?: string;
  mapData?: unknown;
  defaultSearch?: unknown;
  formSubList: FieldDefinition[];
  listSubList: FieldDefinition[];
  resSubList: FieldDefinition[];
  searchSubList?: FieldDefinition[];
}

/** A link pair row of /optimus_prime/cg-format-form-sub-param/getparams. */
export interface LinkPairRow extends LinkPair {
  id: string;
}

/** GET /optimus_prime/cg-format-param/list/:formatId. */
export interface SearchParameterAnswer {
  cgFormatParamId?: string;
  paramList: SearchParameter[];
}

/** A record of the generic record engine: template field names plus the bookkeeping columns. */
export interface RecordRow {
  id: string;
  version?: number;
  enabled?: boolean;
  createDate?: string | number;
  [field: string]: unknown;
}

/** Body of POST {base}/v2/list. */
export type RecordListRequest = ListRequest;

/** POST /sys-log/getSysLog answer rows. */
export interface SysLogEntry {
  id: string;
  action: string;
  actionName: string;
  userName: string;
  createTime: string;
}

/** POST /sys-log/getSysLogData answer. */
export interface SysLogDetail {
  path: string;
  executeTime: string | number | null;
  clientInfo: string | null;
  requestHeads: unknown;
  requestParams: unknown;
  resultInfo: unknown;
  exceptionInfo: unknown;
}

/** GET {base}/select?keyword= rows. */
export interface SelectOptionRow {
  id: string;
  label: string;
  [key: string]: unknown;
}

/** A node of a template's tree call (category trees): id, name or text, children, jsonObject. */
export interface TreeNodeRow {
  id: string | number;
  name?: string;
  text?: string;
  children?: TreeNodeRow[];
  jsonObject?: { id?: string | number; [key: string]: unknown };
  [key: string]: unknown;
}

/**
 * Status actions of the record engine (apps/server/src/crud/README.md, "Status actions"):
 * `POST {base}/{code}` with `{ids}` (single actions also `{id}`), permission `{prefix}:{code}`.
 * Documents: audit, unaudit, obsolete, recover, mulAudit, mulInit; IC cards: loss, reuse;
 * blacklist: block, unblock (with `reason`); ep records: audit, rejected, rejectedUp.
 */
export type StatusActionCode =
  | 'audit'
  | 'unaudit'
  | 'obsolete'
  | 'recover'
  | 'mulAudit'
  | 'mulInit'
  | 'loss'
  | 'reuse'
  | 'block'
  | 'unblock'
  | 'rejected'
  | 'rejectedUp';

/** Body of a status action. */
export interface StatusActionRequest {
  ids: string[];
  /** block / unblock: 拉黑原因 / 解除原因 (required there) */
  reason?: string;
}

/** Answer of a status action: rows moved (all or none). */
export interface StatusActionAnswer {
  count: number;
}

/**
 * A master-child record: main fields plus each child table's rows under the table's name
 * (`opations.son`), e.g. `{handsetCode, sys_handset_user: [{id, userName}]}`. Update replaces a
 * child set sent; a set not sent keeps its rows.
 */
export type ChildRows = Array<{ id?: string; [field: string]: unknown }>;
