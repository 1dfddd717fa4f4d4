import { App, Checkbox, Empty, Modal, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { assignUserRoles, fetchRecord, listRecords, type RecordRow } from '@wb/api';
import { ROLE_OPTIONS_KEY } from './RoleMenuPanel';

/**
 * 用户管理 → 分配角色: the roles of the user's group as checkboxes, the user's own checked; 确 定
 * makes them exactly the checked ones (PUT /sys-user/roles). Only an administrator may grant the
 * admin role; the server refuses it otherwise and the client shows why.
 */
export function UserRoleDialog({ user, onClose }: { user: RecordRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string[]>([]);
  const userId = user ? String(user.id) : null;
  const roles = useQuery({
    queryKey: ROLE_OPTIONS_KEY,
    queryFn: () => listRecords('/sys-role', { search: [], limit: { pn: 1, ps: 500 } }),
    enabled: userId !== null,
    // read again at each opening: a role made a moment ago is offered
    staleTime: 0,
  });
  const detail = useQuery({
    queryKey: ['sys-user-roles', userId],
    queryFn: () => fetchRecord('/sys-user', userId!),
    enabled: userId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    const ids = detail.data?.roleIds;
    setChosen(Array.isArray(ids) ? ids.map(String) : []);
  }, [detail.data]);
  const save = useMutation({
    mutationFn: () => assignUserRoles(userId!, chosen),
    onSuccess: (msg) => {
      void message.success(msg || '分配成功');
      onClose();
    },
  });

  const list = roles.data?.list ?? [];
  return (
    <Modal
      open={user !== null}
      title={user ? `分配角色：${String(user.realName ?? user.username ?? '')}` : '分配角色'}
      okText="确 定"
      cancelText="取 消"
      okButtonProps={{ disabled: detail.isLoading || roles.isLoading, loading: save.isPending }}
      onOk={() => save.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="user-role-dialog">
        {roles.isLoading || detail.isLoading ? (
          <Spin />
        ) : list.length === 0 ? (
          <Empty description="暂无数据" />
        ) : (
          <Checkbox.Group
            value={chosen}
            onChange={(v) => setChosen(v.map(String))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {list.map((r) => (
              <Checkbox key={String(r.id)} value={String(r.id)}>
                {String(r.roleName)}（{String(r.roleCode)}）
                {r.enabled === false && <Tag style={{ marginLeft: 6 }}>已停用</Tag>}
              </Checkbox>
            ))}
          </Checkbox.Group>
        )}
      </div>
    </Modal>
  );
}
