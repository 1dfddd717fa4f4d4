/** The company home page every app and flow falls back to (SPEC.md §2: / redirects to /clouds). */
export const HOME_PATH = '/clouds/index';
