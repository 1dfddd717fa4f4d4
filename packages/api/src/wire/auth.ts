/** Answer of POST /api/oauth/token (password and refresh_token grants). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** seconds until the access token expires */
  expires_in: number;
  token_type: 'bearer';
  user_id: string;
  username: string;
}

/** Organisation (company) as listed in the user info and the company switcher. */
export interface UserOrg {
  id: string;
  orgCode: string;
  orgName: string;
  selected: boolean;
  pkGroup: string;
}

/** GET /api/sys-info/me → data (SPEC.md §3 user info, plus the caller's permission keys and role codes). */
export interface UserInfo {
  user: string;
  username: string;
  realName: string;
  avatar: string | null;
  currentOrg: string;
  currentOrgName: string;
  currentGroup: string;
  currentGroupName: string;
  orgs: UserOrg[];
  admin: boolean;
  permissions: string[];
  roles: string[];
}

/** GET /api/sys-info/global-config → data. */
export interface GlobalConfig {
  siteTitle: string;
  lockPath: string;
  /** whether /oauth/token demands a captcha (CAPTCHA=off switches it off) */
  captchaEnabled: boolean;
  idleLogoutMs: number;
  versionCode: string;
}

/** POST /api/sys-user-org/currentOrgs body. */
export interface CurrentOrgsRequest {
  limit?: { pn: number; ps: number };
  sort?: { key: string; dir: 'asc' | 'desc' }[];
  search?: { key: 'orgCode' | 'orgName'; op: 'like'; val: string }[];
}
