import { App } from 'antd';
import { useCallback } from 'react';
import { checkAddress, registerMenuPermission, serverMessage, sessionStore } from '@wb/api';
import { canRegisterPagePaths, planPagePathRefusal } from '../logic/pagePathRefusal';

/**
 * The frontend-address check every menu click and tab opening goes through (SPEC.md §2), with the answer
 * to a refusal of SPEC.md §6: an administrator's client registers the refused page path as a resource of
 * the menu it was opened under (资源权限添加成功) and opens it; anyone else gets a warning. A failed check
 * (network, session ended) has been reported by the interceptor already and only says no.
 * `menuId`: the menu the address belongs to, when known.
 */
export function useAddressCheck(): (address: string, menuId?: string | null) => Promise<boolean> {
  const { message } = App.useApp();
  return useCallback(
    async (address: string, menuId?: string | null) => {
      const answer = await checkAddress(address);
      if (answer !== 'refused') return answer === 'allowed';
      const { userInfo, permissions } = sessionStore.getState();
      const plan = planPagePathRefusal({ address, menuId, canRegister: canRegisterPagePaths(userInfo, permissions) });
      if (plan.kind === 'warn') {
        void message.warning(plan.message);
        return false;
      }
      try {
        void message.success(await registerMenuPermission(plan.menuId, plan.permission, plan.methods));
        return true;
      } catch (e) {
        void message.warning(serverMessage(e));
        return false;
      }
    },
    [message],
  );
}
