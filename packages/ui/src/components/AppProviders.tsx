import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@wb/api';

dayjs.locale('zh-cn');

export const PLATFORM_THEME: ThemeConfig = {
  token: { colorPrimary: '#0e7c8c', colorInfo: '#0e7c8c', borderRadius: 6, colorLink: '#0e7c8c' },
};

/** Chinese antd locale and theme, antd App, react-query and a router under the app's base path. */
export function AppProviders({ basename, children }: { basename: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={zhCN} theme={PLATFORM_THEME} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename={basename}>{children}</BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
