import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@wb/api';
import { AppRoutes } from './AppRoutes';
import { adminTheme } from './adminTheme';

dayjs.locale('zh-cn');

/** Providers (buttons keep their text as written: 确定 stays 确定, SPEC's spaced 取 消 is spelled so): Chinese antd locale and theme, antd App (messages, modals), react-query, router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={zhCN} theme={adminTheme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
