// Self-service accounts, OAuth consent and site links (ROUTES.md).
import { apiClient } from '../client/apiClient';
import type {
  ApiEnvelope,
  AuthorizeInfo,
  AuthorizeQuery,
  IssuedResetCode,
  PasswordResetRequest,
  PendingRegistration,
  RegisterRequest,
  ResetRequest,
  ResetWithCode,
  SiteLinks,
} from '../wire';
import { unwrap } from './unwrap';

/** The public forms show their own errors (400 rules, 428 captcha, 429 limits). */
const FORM = { silent: true, handledStatuses: [400, 428, 429] as const };

/** POST /sys-user/register → the server's words (注册申请已提交，请等待管理员审核). */
export async function registerAccount(body: RegisterRequest): Promise<string> {
  return (await apiClient.http.post<ApiEnvelope<null>>('/sys-user/register', body, FORM)).data.msg;
}

/** POST /sys-user/forget/request → the same neutral words whatever the account. */
export async function requestPasswordReset(body: ResetRequest): Promise<string> {
  return (await apiClient.http.post<ApiEnvelope<null>>('/sys-user/forget/request', body, FORM)).data.msg;
}

/** POST /sys-user/forget/reset with the code an administrator gave. */
export async function resetPasswordWithCode(body: ResetWithCode): Promise<string> {
  return (await apiClient.http.post<ApiEnvelope<null>>('/sys-user/forget/reset', body, FORM)).data.msg;
}

export async function fetchPendingRegistrations(): Promise<PendingRegistration[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<PendingRegistration[]>>('/sys-user/registrations'));
}

export async function approveRegistrations(ids: string[]): Promise<void> {
  await apiClient.http.post('/sys-user/registrations/approve', { ids });
}

export async function rejectRegistrations(ids: string[], reason?: string): Promise<void> {
  await apiClient.http.post('/sys-user/registrations/reject', { ids, reason });
}

export async function fetchResetRequests(): Promise<PasswordResetRequest[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<PasswordResetRequest[]>>('/sys-user/reset-requests'));
}

export async function issueResetCode(id: string): Promise<IssuedResetCode> {
  return unwrap(await apiClient.http.post<ApiEnvelope<IssuedResetCode>>(`/sys-user/reset-requests/issue/${encodeURIComponent(id)}`));
}

export async function rejectResetRequest(id: string): Promise<void> {
  await apiClient.http.post(`/sys-user/reset-requests/reject/${encodeURIComponent(id)}`);
}

/** GET /oauth/authorize: the consent to ask for (400 with the refusal when the app or address is wrong). */
export async function fetchAuthorizeInfo(query: AuthorizeQuery): Promise<AuthorizeInfo> {
  return unwrap(await apiClient.http.get<ApiEnvelope<AuthorizeInfo>>('/oauth/authorize', { params: query, silent: true, handledStatuses: [400] }));
}

/** POST /oauth/authorize {…, approve} → where the browser goes next (the app's redirect URI). */
export async function decideAuthorize(query: AuthorizeQuery, approve: boolean): Promise<string> {
  const res = await apiClient.http.post<ApiEnvelope<{ redirect: string }>>('/oauth/authorize', { ...query, approve }, { silent: true, handledStatuses: [400] });
  return unwrap(res).redirect;
}

/** GET /site/app-download (public): the handset app's address, or null. */
export async function fetchAppDownloadUrl(): Promise<string | null> {
  return unwrap(await apiClient.http.get<ApiEnvelope<{ url: string | null }>>('/site/app-download', { silent: true })).url;
}

/** GET /site/embed-origins: the origins /myiframe may show. */
export async function fetchEmbedOrigins(): Promise<string[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<string[]>>('/site/embed-origins', { silent: true }));
}

export async function fetchSiteLinks(): Promise<SiteLinks> {
  return unwrap(await apiClient.http.get<ApiEnvelope<SiteLinks>>('/site/links'));
}

export async function saveSiteLinks(links: { appDownloadUrl: string; embedOrigins: string[] }): Promise<SiteLinks> {
  return unwrap(await apiClient.http.put<ApiEnvelope<SiteLinks>>('/site/links', links));
}
