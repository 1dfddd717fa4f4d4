import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@wb/ui';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders basename="/inspection">
      <App />
    </AppProviders>
  </StrictMode>,
);
