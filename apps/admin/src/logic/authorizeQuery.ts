import type { AuthorizeQuery } from '@wb/api';

const KEYS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;

/** The OAuth parameters of /grantAuth's address, passed to the server as they came (it checks them). */
export function authorizeQuery(search: URLSearchParams): AuthorizeQuery {
  const out: AuthorizeQuery = {};
  for (const key of KEYS) {
    const value = search.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}
