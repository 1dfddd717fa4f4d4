import { buildQuickSearch, type FieldDefinition, type SearchCondition } from '@wb/templates';
import type { ListRequest } from '@wb/api';
import { listRequest } from './listRequest';

/** SPEC.md §9: the material picker is 900 px wide and 600 px high with a 200 px tree. */
export const MATERIAL_PICKER_WIDTH = 900;
export const MATERIAL_PICKER_HEIGHT = 600;
export const MATERIAL_TREE_WIDTH = 200;
/** the inventory list and the category tree it filters by */
export const MATERIAL_BASE = '/basic/inventory';
export const MATERIAL_TREE_FIELD = 'invcId';

/** The picker's columns when the field names no popup template: code, name, model, category. */
export const DEFAULT_MATERIAL_COLUMNS: FieldDefinition[] = [
  { fieldName: 'invCode', fieldExplain: '存货编码', fieldType: 'TEXT', ishow: true, iallowQuery: true, seq: 1 },
  { fieldName: 'invName', fieldExplain: '存货名称', fieldType: 'TEXT', ishow: true, iallowQuery: true, seq: 2 },
  { fieldName: 'model', fieldExplain: '规格型号', fieldType: 'TEXT', ishow: true, iallowQuery: true, seq: 3 },
  { fieldName: 'invcName', fieldExplain: '存货分类', fieldType: 'TEXT', ishow: true, seq: 4 },
];

export interface MaterialQuery {
  /** the chosen category (its items and those of every category below it) */
  node: string | null;
  keyword: string;
  page: number;
  pageSize: number;
  columns: readonly FieldDefinition[];
  /** the popup template's id, so rows carry every field its link pairs may name */
  tplId?: string;
}

/** The inventory list body: invcId eq the node, the keyword as an or-group over the searchable columns, newest first. */
export function materialRequest(q: MaterialQuery): ListRequest {
  const conditions: SearchCondition[] = q.node ? [{ key: MATERIAL_TREE_FIELD, op: 'eq', val: q.node }] : [];
  return listRequest({
    conditions,
    quick: buildQuickSearch(q.columns, q.keyword),
    sort: { key: 'createDate', dir: 'desc' },
    page: q.page,
    pageSize: q.pageSize,
    tplId: q.tplId,
  });
}
