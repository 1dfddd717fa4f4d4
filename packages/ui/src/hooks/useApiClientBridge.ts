import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureApiClient } from '@wb/api';

/**
 * Routes the API client's notices to antd's message (inside <App>) and, when `routerNavigation` is
 * set, its redirects through react-router. Apps served under another base (reports, kiosk,
 * inspection) keep full-page navigation, because /login and /editpwd live in the admin app.
 */
export function useApiClientBridge(options: { routerNavigation: boolean }): void {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { routerNavigation } = options;
  useEffect(
    () =>
      configureApiClient({
        notify: (notice) => {
          void message.open({ type: notice.level, content: notice.message, duration: notice.duration ?? 3 });
        },
        ...(routerNavigation ? { navigate: (to: string, opts?: { replace?: boolean }) => void navigate(to, { replace: opts?.replace }) } : {}),
      }),
    [message, navigate, routerNavigation],
  );
}
