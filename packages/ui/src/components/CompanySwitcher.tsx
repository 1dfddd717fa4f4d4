import { Select } from 'antd';
import { useCurrentOrgs, useSession } from '@wb/api';
import { useCompanySwitch } from '../hooks/useCompanySwitch';

/** Company switcher of the top bar (placeholder 请选择公司); switching follows SPEC.md §4. */
export function CompanySwitcher({ homePath }: { homePath?: string }) {
  const userInfo = useSession((s) => s.userInfo);
  const orgs = useCurrentOrgs();
  const { switchTo, switching } = useCompanySwitch({ homePath });
  // One stable order whichever list answers (the user info's or the server's page), so options never
  // move under the pointer while the company list loads.
  const list = [...(orgs.data?.list ?? userInfo?.orgs ?? [])].sort((a, b) => a.orgCode.localeCompare(b.orgCode));
  return (
    <Select
      data-testid="company-switcher"
      aria-label="切换公司"
      placeholder="请选择公司"
      className="wb-company-switcher"
      style={{ width: 220 }}
      loading={orgs.isLoading || switching}
      disabled={switching}
      value={userInfo?.currentOrg || undefined}
      options={list.map((org) => ({ value: org.id, label: org.orgName }))}
      onSelect={(orgId: string) => void switchTo(orgId)}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
