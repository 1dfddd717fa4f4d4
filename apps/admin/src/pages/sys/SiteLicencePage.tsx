import { App, Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOnlineSessions, forceLogout, useSession, type OnlineSession } from '@wb/api';

/**
 * 站点许可 → 在线用户: the live sessions of the group; 强制下线 ends one at once (the user's next call
 * is answered 您已被管理员强制下线，请重新登录). The caller's own session cannot be ended here.
 */
export function SiteLicencePage() {
  const { message } = App.useApp();
  const permissions = useSession((s) => s.permissions);
  const admin = useSession((s) => s.userInfo?.admin ?? false);
  const canForce = admin || Boolean(permissions['sys:site_license:forceLogout']);
  const [page, setPage] = useState({ pn: 1, ps: 10 });
  const queryClient = useQueryClient();
  const online = useQuery({ queryKey: ['online-sessions', page], queryFn: () => fetchOnlineSessions({ search: [], limit: page }) });
  const force = useMutation({
    mutationFn: (sessionId: string) => forceLogout([sessionId]),
    onSuccess: async () => {
      message.success('已强制下线');
      await queryClient.invalidateQueries({ queryKey: ['online-sessions'] });
    },
  });

  return (
    <Card size="small" title="在线用户" data-testid="site-licence-page">
      <Table<OnlineSession>
        rowKey="sessionId"
        size="small"
        loading={online.isLoading}
        dataSource={online.data?.list ?? []}
        locale={{ emptyText: '暂无数据' }}
        pagination={{
          current: page.pn,
          pageSize: page.ps,
          total: online.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pn, ps) => setPage({ pn, ps }),
        }}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '公司', dataIndex: 'orgName' },
          { title: 'IP地址', dataIndex: 'ip' },
          { title: '登录时间', dataIndex: 'loginTime', render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
          {
            title: '操作',
            key: 'op',
            render: (_v, row) =>
              row.current ? (
                <Tag color="blue">当前会话</Tag>
              ) : canForce ? (
                <Popconfirm title={`确定强制下线 ${row.realName} 吗?`} okText="确定" cancelText="取消" onConfirm={() => force.mutate(row.sessionId)}>
                  <Button danger size="small">
                    强制下线
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
