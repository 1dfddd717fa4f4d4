import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore, switchCompany } from '@wb/api';
import { COMPANY_SWITCH_DELAY_MS, decideCompanySwitch } from '../logic/companySwitch';
import { HOME_PATH } from '../logic/firstPage';

/**
 * The company switch of SPEC.md §4: the company in use only warns; another one clears the tabs,
 * goes to the first page, switches on the server, refreshes the token, reloads the user info and,
 * 200 ms later, lets the screens fetch the new company's data.
 */
export function useCompanySwitch(options: { homePath?: string } = {}): { switchTo: (orgId: string) => Promise<void>; switching: boolean } {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const homePath = options.homePath ?? HOME_PATH;

  const switchTo = useCallback(
    async (orgId: string) => {
      const decision = decideCompanySwitch(sessionStore.getState().userInfo?.currentOrg, orgId);
      if (decision.kind === 'same') {
        void message.warning(decision.message);
        return;
      }
      if (decision.kind !== 'switch') return;
      setSwitching(true);
      try {
        void navigate(homePath);
        await switchCompany(decision.orgId);
        await new Promise((resolve) => setTimeout(resolve, COMPANY_SWITCH_DELAY_MS));
        await queryClient.invalidateQueries({ queryKey: ['session'] });
        void message.success(`已切换到 ${sessionStore.getState().userInfo?.currentOrgName ?? ''}`);
      } catch {
        // the interceptor has shown why; the switcher keeps showing the company still in use
      } finally {
        setSwitching(false);
      }
    },
    [homePath, message, navigate, queryClient],
  );
  return { switchTo, switching };
}
