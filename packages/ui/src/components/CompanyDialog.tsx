import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { fetchCurrentOrgs, useSession, type UserOrg } from '@wb/api';
import { useCompanySwitch } from '../hooks/useCompanySwitch';
import { COMPANY_DIALOG_PAGE_SIZE, companyDialogSearch } from '../logic/companySwitch';

interface Filters {
  orgCode?: string;
  orgName?: string;
}

/**
 * 选择库区 (SPEC.md §2): the caller's companies filtered by 库区编号 and 库区名称 (查询; 取消 clears
 * and closes), 70% wide, 100 a page; choosing one switches to it as the top bar's switcher does.
 */
export function CompanyDialog({ open, onClose, homePath }: { open: boolean; onClose: () => void; homePath?: string }) {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [pn, setPn] = useState(1);
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const { switchTo, switching } = useCompanySwitch({ homePath });
  const orgs = useQuery({
    queryKey: ['session', orgId, 'company-dialog', filters, pn],
    queryFn: () => fetchCurrentOrgs({ limit: { pn, ps: COMPANY_DIALOG_PAGE_SIZE }, search: companyDialogSearch(filters) }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    form.resetFields();
    setFilters({});
    setPn(1);
    onClose();
  };
  const choose = async (org: UserOrg) => {
    if (org.id !== orgId) close();
    await switchTo(org.id);
  };
  return (
    <Modal open={open} title="选择库区" width="70%" footer={null} onCancel={close} destroyOnHidden data-testid="company-dialog">
      <Form<Filters>
        form={form}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(values) => {
          setFilters(values);
          setPn(1);
        }}
      >
        <Form.Item label="库区编号" name="orgCode">
          <Input allowClear placeholder="库区编号" />
        </Form.Item>
        <Form.Item label="库区名称" name="orgName">
          <Input allowClear placeholder="库区名称" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={close}>取消</Button>
        </Space>
      </Form>
      <Table<UserOrg>
        rowKey="id"
        size="small"
        loading={orgs.isFetching || switching}
        dataSource={orgs.data?.list ?? []}
        locale={{ emptyText: '暂无数据' }}
        pagination={{
          current: pn,
          pageSize: COMPANY_DIALOG_PAGE_SIZE,
          total: orgs.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPn,
        }}
        onRow={(org) => ({ onDoubleClick: () => void choose(org), style: { cursor: 'pointer' } })}
        columns={[
          { title: '库区编号', dataIndex: 'orgCode', width: 160 },
          {
            title: '库区名称',
            dataIndex: 'orgName',
            render: (name: string, org) => (
              <Space>
                {name}
                {org.id === orgId ? <Tag color="processing">当前</Tag> : null}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'choose',
            width: 100,
            render: (_: unknown, org) => (
              <Button type="link" size="small" disabled={switching} onClick={() => void choose(org)}>
                选择
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
