import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startClientErrorLog } from '@wb/api';
import { AppProviders } from '@wb/ui';
import { App } from './App';

// uncaught errors of this page go to 系统管理 → 系统日志 (POST /admin/log/logs) while signed in
startClientErrorLog();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders basename="/inspection">
      <App />
    </AppProviders>
  </StrictMode>,
);
