import type { SearchCondition, SortSpec } from '@wb/templates';
import type { ListRequest } from '@wb/api';

/** What the list page asks the server for. */
export interface ListQueryState {
  conditions: readonly SearchCondition[];
  quick: SearchCondition | null;
  sort: SortSpec | null;
  page: number;
  pageSize: number;
  tplId?: string;
}

/** The body of POST {base}/v2/list: panel conditions, then the quick-search or-group; one sort; the page. */
export function listRequest(state: ListQueryState): ListRequest {
  const search = [...state.conditions, ...(state.quick ? [state.quick] : [])];
  const body: ListRequest = {
    search: search as ListRequest['search'],
    limit: { pn: state.page, ps: state.pageSize },
  };
  if (state.sort) body.sort = [{ key: state.sort.key, dir: state.sort.dir }];
  if (state.tplId) body.tplId = state.tplId;
  return body;
}

/** antd's sorter as a sort spec: ascend/descend on a column, or none. */
export function tableSort(sorter: { columnKey?: unknown; field?: unknown; order?: 'ascend' | 'descend' | null }): SortSpec | null {
  const key = typeof sorter.columnKey === 'string' ? sorter.columnKey : typeof sorter.field === 'string' ? sorter.field : '';
  if (!key || !sorter.order) return null;
  return { key, dir: sorter.order === 'ascend' ? 'asc' : 'desc' };
}
