import { useSession } from '@wb/api';
import type { UserContext } from '@wb/templates';

/** The signed-in user as the engine's default-value tokens read it (currentLoginId() …). */
export function useUserContext(): UserContext {
  const info = useSession((s) => s.userInfo);
  return {
    loginId: info?.user ?? '',
    loginName: info?.realName || info?.username || '',
    companyId: info?.currentOrg ?? '',
    companyName: info?.currentOrgName ?? '',
    groupId: info?.currentGroup ?? '',
    groupName: info?.currentGroupName ?? '',
  };
}
