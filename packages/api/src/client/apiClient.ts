import { sessionStore } from '../session/sessionStore';
import type { Notice } from './decideResponseAction';
import { createApiClient } from './createApiClient';

export interface ClientHandlers {
  notify: (notice: Notice) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  currentRoute: () => string;
}

// Until an app installs its own (antd notices, react-router navigation), fall back to the console
// and full-page navigation, which works from every app because /login lives at the origin root.
const handlers: ClientHandlers = {
  notify: (notice) => console.warn(`[${notice.level}] ${notice.message}`),
  navigate: (to, options) => {
    if (typeof window === 'undefined') return;
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  currentRoute: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
};

/** Apps call this once they have a router and a notifier; returns a function that restores the previous handlers. */
export function configureApiClient(next: Partial<ClientHandlers>): () => void {
  const previous = { ...handlers };
  Object.assign(handlers, next);
  return () => Object.assign(handlers, previous);
}

/** The app-wide client: base /api, the session store above, handlers set by configureApiClient. */
export const apiClient = createApiClient({
  session: sessionStore,
  notify: (notice) => handlers.notify(notice),
  navigate: (to, options) => handlers.navigate(to, options),
  currentRoute: () => handlers.currentRoute(),
});
