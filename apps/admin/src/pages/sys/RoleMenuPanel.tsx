import { App, Button, Card, Empty, Select, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRoleMenuTree, listRecords, saveRoleMenuTree, useSession } from '@wb/api';
import { checkedKeys, toSelection, toTreeData } from '../../logic/roleMenuTree';

/** The query key of the role choices (the role page refreshes it after 新增 / 编辑). */
export const ROLE_OPTIONS_KEY = ['sys-role-options'] as const;

export interface RoleMenuPanelProps {
  /** the role to show, chosen outside (the list's 分配菜单 button); the panel's own select changes it too */
  roleId?: string;
  onRoleChange?: (roleId: string) => void;
}

/**
 * 角色管理 → 分配菜单: pick a role, check its menus and buttons in the full tree, save. The admin
 * role holds everything and is shown read-only. Needs sys:role:assignMenu to save (the server checks).
 * The role choices are read again each time the select opens: a role just made in the list above
 * must be there.
 */
export function RoleMenuPanel({ roleId: chosen, onRoleChange }: RoleMenuPanelProps = {}) {
  const { message } = App.useApp();
  const permissions = useSession((s) => s.permissions);
  const admin = useSession((s) => s.userInfo?.admin ?? false);
  const canSave = admin || Boolean(permissions['sys:role:assignMenu']);
  const [own, setOwn] = useState<string | undefined>();
  const roleId = chosen ?? own;
  const setRoleId = (id: string) => {
    setOwn(id);
    onRoleChange?.(id);
  };
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen) card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [chosen]);
  const [checked, setChecked] = useState<string[]>([]);
  const [half, setHalf] = useState<string[]>([]);
  const queryClient = useQueryClient();

  const roles = useQuery({
    queryKey: ROLE_OPTIONS_KEY,
    queryFn: () => listRecords('/sys-role', { search: [], limit: { pn: 1, ps: 500 } }),
    staleTime: 0,
  });
  const tree = useQuery({
    queryKey: ['role-menu-tree', roleId],
    queryFn: () => fetchRoleMenuTree(roleId!),
    enabled: Boolean(roleId),
  });
  useEffect(() => {
    if (tree.data) {
      setChecked(checkedKeys(tree.data.tree));
      setHalf([]);
    }
  }, [tree.data]);
  const data = useMemo(
    () => (tree.data ? toTreeData(tree.data.tree, tree.data.isAdmin || !canSave) : []),
    [tree.data, canSave],
  );
  const save = useMutation({
    mutationFn: () => {
      const { menuIds, buttonIds } = toSelection([...checked, ...half]);
      return saveRoleMenuTree(roleId!, menuIds, buttonIds);
    },
    onSuccess: async (r) => {
      message.success(`保存成功：${r.menuCount}个菜单，${r.buttonCount}个按钮`);
      await queryClient.invalidateQueries({ queryKey: ['role-menu-tree', roleId] });
    },
  });

  return (
    <Card size="small" title="分配菜单" data-testid="role-menu-panel" ref={card}>
      <Space style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 260 }}
          placeholder="请选择角色"
          loading={roles.isLoading}
          value={roleId}
          onChange={setRoleId}
          onOpenChange={(open) => {
            if (open) void roles.refetch();
          }}
          options={(roles.data?.list ?? []).map((r) => ({
            value: String(r.id),
            label: `${String(r.roleName)}（${String(r.roleCode)}）`,
          }))}
        />
        <Button
          type="primary"
          disabled={!roleId || !canSave || tree.data?.isAdmin}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          保存
        </Button>
        {tree.data?.isAdmin && <span>管理员角色拥有全部权限</span>}
      </Space>
      {!roleId ? (
        <Empty description="请选择角色" />
      ) : tree.isLoading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          height={480}
          treeData={data}
          checkedKeys={checked}
          onCheck={(keys, info) => {
            setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
            setHalf((info.halfCheckedKeys ?? []).map(String));
          }}
        />
      )}
    </Card>
  );
}
