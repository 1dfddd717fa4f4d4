import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentOrgs, useSession } from '@wb/api';
import { useCompanySwitch } from '../hooks/useCompanySwitch';
import { CompanyDialog } from './CompanyDialog';

/**
 * Company switcher of the top bar (placeholder 请选择公司) and the button of the 选择库区 dialog, for
 * users of many companies; switching follows SPEC.md §4.
 */
export function CompanySwitcher({ homePath }: { homePath?: string }) {
  const userInfo = useSession((s) => s.userInfo);
  const orgs = useCurrentOrgs();
  const { switchTo, switching } = useCompanySwitch({ homePath });
  const [dialogOpen, setDialogOpen] = useState(false);
  // One stable order whichever list answers (the user info's or the server's page), and the same
  // option objects while it does not change, so options never move or re-render under the pointer.
  const source = orgs.data?.list ?? userInfo?.orgs ?? [];
  const signature = source.map((o) => `${o.id}:${o.orgCode}:${o.orgName}`).sort().join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the companies change, not per render
  const options = useMemo(() => [...source].sort((a, b) => a.orgCode.localeCompare(b.orgCode)).map((org) => ({ value: org.id, label: org.orgName })), [signature]);
  return (
    <>
      <Select
        data-testid="company-switcher"
        aria-label="切换公司"
        placeholder="请选择公司"
        className="wb-company-switcher"
        style={{ width: 220 }}
        // The user info already lists the companies: a background refetch does not make the field busy.
        loading={switching || (options.length === 0 && orgs.isLoading)}
        disabled={switching}
        value={userInfo?.currentOrg || undefined}
        options={options}
        onSelect={(orgId: string) => void switchTo(orgId)}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Tooltip title="选择库区">
        <Button type="text" icon={<ApartmentOutlined />} aria-label="选择库区" data-testid="company-dialog-button" onClick={() => setDialogOpen(true)} />
      </Tooltip>
      <CompanyDialog open={dialogOpen} onClose={() => setDialogOpen(false)} homePath={homePath} />
    </>
  );
}
