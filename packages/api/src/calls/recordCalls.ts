// Calls of the generic record engine (apps/server/src/crud). `base` is recordBase(template.resUrl).
// Statuses the screens explain themselves (a bad search, a validation message, a stale version)
// are handled by the caller, which shows the server's own message.
import { apiClient } from '../client/apiClient';
import type {
  ApiEnvelope,
  PageData,
  RecordListRequest,
  RecordRow,
  SelectOptionRow,
  StatusActionAnswer,
  StatusActionCode,
  WireSearchCondition,
  WireSort,
} from '../wire';
import { downloadBlob } from './downloadBlob';
import { unwrap } from './unwrap';

const HANDLED = [400, 404, 409] as const;
const path = (base: string, rest: string) => `${base.replace(/\/+$/, '')}/${rest}`;

/** POST {base}/v2/list → {list, total}. */
export async function listRecords(base: string, request: RecordListRequest): Promise<PageData<RecordRow>> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<PageData<RecordRow>>>(path(base, 'v2/list'), request, {
      listCall: true,
      handledStatuses: HANDLED,
    }),
  );
}

/** GET {base}/detail/:id → the row with its version. */
export async function fetchRecord(base: string, id: string): Promise<RecordRow> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<RecordRow>>(path(base, `detail/${encodeURIComponent(id)}`), {
      handledStatuses: HANDLED,
    }),
  );
}

/** POST {base}/create → the new row. */
export async function createRecord(base: string, row: Record<string, unknown>): Promise<RecordRow> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<RecordRow>>(path(base, 'create'), row, {
      handledStatuses: HANDLED,
    }),
  );
}

/** PUT {base}/update (row with id and version) → the saved row; 409 on a stale version. */
export async function updateRecord(base: string, row: Record<string, unknown>): Promise<RecordRow> {
  return unwrap(
    await apiClient.http.put<ApiEnvelope<RecordRow>>(path(base, 'update'), row, { handledStatuses: HANDLED }),
  );
}

/** DELETE {base}/delete/:id, or POST {base}/deletes {ids} for several. */
export async function deleteRecords(base: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 1) {
    await apiClient.http.delete(path(base, `delete/${encodeURIComponent(ids[0])}`), {
      handledStatuses: HANDLED,
    });
  } else {
    await apiClient.http.post(path(base, 'deletes'), { ids }, { handledStatuses: HANDLED });
  }
}

/** POST {base}/enable or {base}/disable {ids}. */
export async function setRecordsEnabled(
  base: string,
  ids: readonly string[],
  enabled: boolean,
): Promise<void> {
  await apiClient.http.post(
    path(base, enabled ? 'enable' : 'disable'),
    { ids },
    { handledStatuses: HANDLED },
  );
}

/**
 * POST {base}/{code} {ids[, reason]}: a status action (audit, unaudit, obsolete, recover, mulAudit,
 * mulInit, loss, reuse, block, unblock, rejected, rejectedUp) → {count}. A row in the wrong state
 * is a 400 with the server's message (e.g. 只有自由状态的单据才能审核) and nothing moves.
 */
export async function runStatusAction(
  base: string,
  code: StatusActionCode,
  ids: readonly string[],
  reason?: string,
): Promise<StatusActionAnswer> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<StatusActionAnswer>>(
      path(base, code),
      reason === undefined ? { ids } : { ids, reason },
      { handledStatuses: HANDLED },
    ),
  );
}

/** POST {base}/copy/:id → the new row. */
export async function copyRecord(base: string, id: string): Promise<RecordRow> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<RecordRow>>(
      path(base, `copy/${encodeURIComponent(id)}`),
      undefined,
      {
        handledStatuses: HANDLED,
      },
    ),
  );
}

/** GET {base}/select?keyword= → [{id, label, …}]. */
export async function selectRecords(base: string, keyword: string): Promise<SelectOptionRow[]> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<SelectOptionRow[]>>(path(base, 'select'), {
      params: { keyword },
      silent: true,
    }),
  );
}

/**
 * GET {base}/export?q=<JSON {search, sort}> as a blob through the client (so the bearer token goes
 * with it); resolves the file and its name from Content-Disposition.
 */
export async function exportRecords(
  base: string,
  query: { search: WireSearchCondition[]; sort: WireSort[] },
): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await downloadBlob(
    path(base, 'export'),
    { params: { q: JSON.stringify(query) }, handledStatuses: HANDLED },
    'export.xlsx',
  );
  return { blob, fileName };
}

/** POST {base}/import multipart (field `file`) → {count}; a 400 carries the row errors in msg. */
export async function importRecords(
  base: string,
  file: Blob,
  fileName = 'import.xlsx',
): Promise<{ count: number }> {
  const form = new FormData();
  form.append('file', file, fileName);
  return unwrap(
    await apiClient.http.post<ApiEnvelope<{ count: number }>>(path(base, 'import'), form, {
      handledStatuses: HANDLED,
    }),
  );
}
