// Calls a template names itself (SPEC.md §7): its resMethod + resUrl for a record, its tree call.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, RecordRow, TreeNodeRow } from '../wire';

const isEnvelope = (x: unknown): x is ApiEnvelope<unknown> =>
  typeof x === 'object' && x !== null && 'success' in x && 'data' in x;

/**
 * One record through the template's own call: POST {resUrl} {id, search:[{key:'id',op:'eq',val:id}]},
 * or GET {resUrl}/{id} for the other methods. The answer's data is the record.
 */
export async function fetchTemplateRecord(resMethod: string, resUrl: string, id: string): Promise<RecordRow> {
  const url = resUrl.trim().replace(/\/+$/, '');
  const method = resMethod.trim().toUpperCase();
  const res =
    method === 'POST'
      ? await apiClient.http.post<ApiEnvelope<RecordRow>>(url, { id, search: [{ key: 'id', op: 'eq', val: id }] }, { handledStatuses: [400, 404] })
      : await apiClient.http.get<ApiEnvelope<RecordRow>>(`${url}/${encodeURIComponent(id)}`, { handledStatuses: [400, 404] });
  return res.data.data;
}

/**
 * A template's tree call (treeResMethod + treeResUrl, no body): an array of nodes, or an envelope
 * whose data is that array (SPEC.md §7). Silent: a failed tree only stops loading (SPEC.md §8).
 */
export async function fetchTreeNodes(method: string | undefined, url: string): Promise<TreeNodeRow[]> {
  const verb = (method ?? 'GET').trim().toUpperCase();
  const res = verb === 'POST' ? await apiClient.http.post<unknown>(url, {}, { silent: true }) : await apiClient.http.get<unknown>(url, { silent: true });
  const body = res.data;
  const nodes = isEnvelope(body) ? body.data : body;
  return Array.isArray(nodes) ? (nodes as TreeNodeRow[]) : [];
}
