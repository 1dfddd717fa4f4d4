import { apiClient } from '../client/apiClient';
import { sessionStore } from '../session/sessionStore';
import { createRealtimeClient, type RealtimeClient } from './createRealtimeClient';

let client: RealtimeClient | null = null;

/** The page's one socket, opened on first use with the app-wide session and API client. */
export function getRealtimeClient(): RealtimeClient {
  client ??= createRealtimeClient({ session: sessionStore, refreshTokens: () => apiClient.refreshTokens() });
  return client;
}
