import type { UserContext } from '../model/defaultValue';

/** The six default-value tokens and the user-context entry each one reads. */
export const DEFAULT_TOKENS: Readonly<Record<string, keyof UserContext>> = {
  'currentLoginId()': 'loginId',
  'currentLoginName()': 'loginName',
  'currentCompanyId()': 'companyId',
  'currentCompanyName()': 'companyName',
  'currentGroupId()': 'groupId',
  'currentGroupName()': 'groupName',
};
