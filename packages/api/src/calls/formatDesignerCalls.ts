// Calls of the 格式模板 designer (apps/server/src/lowcode): a template as configuration, its field
// save under a version, JSON export/import and an enum's items. Validation answers (400) and a
// stale version (409) carry the server's Chinese message for the screen to show.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, EnumOptions, FieldConfig, FieldSectionKey, FormatConfig } from '../wire';
import { unwrap } from './unwrap';

const HANDLED = [400, 404, 409] as const;
const BASE = '/optimus_prime/cg_format';

/** GET /optimus_prime/cg_format/detail/:id → the template as configuration, with id and version. */
export async function fetchFormatConfig(id: string): Promise<FormatConfig> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<FormatConfig>>(`${BASE}/detail/${encodeURIComponent(id)}`, {
      handledStatuses: HANDLED,
    }),
  );
}

/** PUT /optimus_prime/cg_format/design/:id {version, …field lists} → the saved template. */
export async function saveFormatFields(
  id: string,
  version: number,
  lists: Partial<Record<FieldSectionKey, FieldConfig[]>>,
): Promise<FormatConfig> {
  return unwrap(
    await apiClient.http.put<ApiEnvelope<FormatConfig>>(
      `${BASE}/design/${encodeURIComponent(id)}`,
      { version, ...lists },
      { handledStatuses: HANDLED },
    ),
  );
}

/** GET /optimus_prime/cg_format/json/:id → the export JSON (no ids). */
export async function exportFormatJson(id: string): Promise<FormatConfig> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<FormatConfig>>(`${BASE}/json/${encodeURIComponent(id)}`, {
      handledStatuses: HANDLED,
    }),
  );
}

/** POST /optimus_prime/cg_format/json-import (the export JSON, a new code) → the stored template. */
export async function importFormatJson(config: unknown): Promise<FormatConfig> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<FormatConfig>>(`${BASE}/json-import`, config, {
      handledStatuses: HANDLED,
    }),
  );
}

/** GET /optimus_prime/cg_enum/options/:code → the enum's items as options. */
export async function fetchEnumOptions(code: string): Promise<EnumOptions> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<EnumOptions>>(
      `/optimus_prime/cg_enum/options/${encodeURIComponent(code)}`,
      {
        handledStatuses: HANDLED,
      },
    ),
  );
}

/** POST /optimus_prime/cg_table/publish {id} → {table, basePath}: the definition becomes a real table. */
export async function publishCustomTable(id: string): Promise<{ table: string; basePath: string }> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<{ table: string; basePath: string }>>(
      '/optimus_prime/cg_table/publish',
      { id },
      { handledStatuses: HANDLED },
    ),
  );
}
