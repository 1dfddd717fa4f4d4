// Per-call options the interceptors read. Declared on axios' own config type so every call site
// can pass them without casts.
import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** exempt from notices: the caller shows the error itself */
    silent?: boolean;
    /** statuses the caller handles itself (no notice, no default handling) */
    handledStatuses?: readonly number[];
    /** force `UrlSource: RES` on (true) or off (false); otherwise decided from the URL */
    listCall?: boolean;
    /** a token endpoint call: no bearer, no refresh on 401 */
    authCall?: boolean;
    /** set on the one retry after a token refresh */
    retried?: boolean;
  }
}
