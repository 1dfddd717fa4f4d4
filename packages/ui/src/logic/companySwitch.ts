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
