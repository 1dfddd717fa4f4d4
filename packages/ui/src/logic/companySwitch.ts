import { MSG_SAME_COMPANY } from '@wb/api';

/** Delay before the company-switch dialog closes and the first page shows (SPEC.md §9). */
export const COMPANY_SWITCH_DELAY_MS = 200;

export type CompanySwitchDecision = { kind: 'same'; message: string } | { kind: 'switch'; orgId: string } | { kind: 'none' };

/** Choosing the company in use only warns (现在所使用的就是当前公司！); another one switches. */
export function decideCompanySwitch(currentOrgId: string | null | undefined, chosenOrgId: string | null | undefined): CompanySwitchDecision {
  if (!chosenOrgId) return { kind: 'none' };
  if (chosenOrgId === currentOrgId) return { kind: 'same', message: MSG_SAME_COMPANY };
  return { kind: 'switch', orgId: chosenOrgId };
}

/** The 选择库区 dialog's page size (SPEC.md §9: company dialog 100). */
export const COMPANY_DIALOG_PAGE_SIZE = 100;

/** The dialog's filters as the currentOrgs call takes them: only filled fields, trimmed, as like. */
export function companyDialogSearch(filters: { orgCode?: string; orgName?: string }): { key: 'orgCode' | 'orgName'; op: 'like'; val: string }[] {
  return (['orgCode', 'orgName'] as const).flatMap((key) => {
    const val = filters[key]?.trim() ?? '';
    return val ? [{ key, op: 'like' as const, val }] : [];
  });
}
