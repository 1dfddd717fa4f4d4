// Calls of the 地磅仪表 screen (apps/server/src/scale/README.md). Validation messages (400), a stale
// version (409) and an unknown id (404) are left to the screen, which shows the server's own message.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, ScaleProtocolInfo, ScaleSettings, ScaleSettingsInput } from '../wire';
import { unwrap } from './unwrap';

const HANDLED = [400, 404, 409] as const;

/** GET /scale/list → every scale of the company with all its settings, by code. */
export async function listScaleSettings(): Promise<ScaleSettings[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<ScaleSettings[]>>('/scale/list'));
}

/** GET /scale/protocols → the protocols the server reads. */
export async function fetchScaleProtocols(): Promise<ScaleProtocolInfo[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<ScaleProtocolInfo[]>>('/scale/protocols'));
}

/** POST /scale/create → the scale (version 1); the server dials it at once when readers are on. */
export async function createScaleSettings(input: ScaleSettingsInput): Promise<ScaleSettings> {
  return unwrap(await apiClient.http.post<ApiEnvelope<ScaleSettings>>('/scale/create', input, { handledStatuses: HANDLED }));
}

/** PUT /scale/update with id and version (absent fields keep their values) → the saved scale; 409 when stale. */
export async function updateScaleSettings(
  change: Partial<ScaleSettingsInput> & { id: string; version: number },
): Promise<ScaleSettings> {
  return unwrap(await apiClient.http.put<ApiEnvelope<ScaleSettings>>('/scale/update', change, { handledStatuses: HANDLED }));
}

/** DELETE /scale/delete/:id (soft delete; the code is free again). */
export async function deleteScaleSettings(scaleId: string): Promise<void> {
  unwrap(
    await apiClient.http.delete<ApiEnvelope<{ count: number }>>(`/scale/delete/${encodeURIComponent(scaleId)}`, {
      handledStatuses: HANDLED,
    }),
  );
}
