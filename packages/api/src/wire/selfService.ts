// Self-service accounts, OAuth consent and site links (apps/server/src/selfService).

/** POST /api/sys-user/register (public) */
export interface RegisterRequest {
  username: string;
  realName: string;
  mobile: string;
  password: string;
  /** captcha answer and its key, when the site has the captcha on */
  captcha?: string;
  randomStr?: string;
}

/** POST /api/sys-user/forget/request (public): always the same answer */
export interface ResetRequest {
  username: string;
  mobile: string;
  captcha?: string;
  randomStr?: string;
}

/** POST /api/sys-user/forget/reset (public) */
export interface ResetWithCode {
  username: string;
  resetCode: string;
  newPassword: string;
  captcha?: string;
  randomStr?: string;
}

/** GET /api/sys-user/registrations → pending sign-ups of the caller's group */
export interface PendingRegistration {
  id: string;
  username: string;
  realName: string;
  mobile: string;
  status: 'pending';
  ip: string | null;
  createDate: string;
}

/** GET /api/sys-user/reset-requests → matched, open reset requests of the caller's group */
export interface PasswordResetRequest {
  id: string;
  username: string;
  realName: string;
  mobile: string | null;
  status: 'pending' | 'issued';
  ip: string | null;
  createDate: string;
  codeExpiresAt: string | null;
}

/** POST /api/sys-user/reset-requests/issue/:id → the code, once */
export interface IssuedResetCode {
  code: string;
  expiresAt: string;
  username: string;
}

/** The query of /grantAuth and of GET /api/oauth/authorize (RFC 6749 §4.1.1, RFC 7636). */
export interface AuthorizeQuery {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

/** GET /api/oauth/authorize → what to ask, or where to send the user back at once */
export type AuthorizeInfo =
  | { kind: 'consent'; appName: string; clientId: string; redirectUri: string; scopes: { scope: string; label: string }[] }
  | { kind: 'redirect'; redirect: string };

/** GET/PUT /api/site/links (administrators) */
export interface SiteLinks {
  appDownloadUrl: string | null;
  embedOrigins: string[];
}
