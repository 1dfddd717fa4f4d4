import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  deleteMenuResource,
  fetchMenuResources,
  registerMenuPermission,
  serverMessage,
  type MenuResource,
} from '@wb/api';
import { deleteColumn } from './deleteColumn';
import { ServiceFormModal } from './ServiceFormModal';
import { siteTime } from './siteTime';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** The server's own message when the path was bound already (sysadmin/menuAdmin.ts MENU_MSG.already). */
const ALREADY = '该资源权限已存在';

interface ResourceInput {
  permission: string;
  methods: string[];
}

/**
 * 菜单管理 → 资源: the API paths bound to a menu (SPEC §6: resources bind to menus; the 403
 * registration call adds them too). Adding one answers 资源权限添加成功, or 该资源权限已存在 as a warning.
 */
export function MenuResourcesPanel({
  menuId,
  canAdd,
  canDelete,
}: {
  menuId: string;
  canAdd: boolean;
  canDelete: boolean;
}) {
  const { message } = App.useApp();
  const resources = useQuery({
    queryKey: ['sys-menu-resources', menuId],
    queryFn: () => fetchMenuResources(menuId),
  });
  const [adding, setAdding] = useState(false);
  const remove = async (resource: MenuResource) => {
    try {
      await deleteMenuResource(resource.id);
      void message.success('删除成功');
      await resources.refetch();
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };
  return (
    <div data-testid="menu-resources">
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
        <strong>资源</strong>
        {canAdd ? (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增资源
          </Button>
        ) : null}
      </Space>
      {resources.isError ? <Alert type="error" showIcon title={serverMessage(resources.error)} /> : null}
      <Table<MenuResource>
        rowKey="id"
        size="small"
        pagination={false}
        loading={resources.isLoading}
        dataSource={resources.data ?? []}
        locale={{ emptyText: '暂无数据' }}
        columns={[
          { title: '权限路径', dataIndex: 'permission', render: (v: string) => <code>{v}</code> },
          {
            title: '请求方法',
            dataIndex: 'methods',
            width: 200,
            render: (list: string[]) => list.map((m) => <Tag key={m}>{m}</Tag>),
          },
          { title: '添加时间', dataIndex: 'createDate', width: 170, render: siteTime },
          ...(canDelete ? [deleteColumn<MenuResource>(remove)] : []),
        ]}
      />
      <ServiceFormModal<ResourceInput>
        open={adding}
        title="新增资源"
        width={520}
        initialValues={{ methods: ['GET'] }}
        onSubmit={async (values) => {
          const msg = await registerMenuPermission(menuId, values.permission.trim(), values.methods);
          if (msg === ALREADY) void message.warning(msg);
          else void message.success(msg || '资源权限添加成功');
          await resources.refetch();
        }}
        onClose={() => setAdding(false)}
      >
        <Form.Item
          label="权限路径"
          name="permission"
          rules={[
            { required: true, whitespace: true, message: '请输入权限路径' },
            { pattern: /^\s*\/[A-Za-z0-9/_:.{}-]{0,300}\s*$/, message: '权限路径格式错误' },
          ]}
        >
          <Input placeholder="/basic/vehicle/v2/list" />
        </Form.Item>
        <Form.Item label="请求方法" name="methods" rules={[{ required: true, message: '请选择请求方法' }]}>
          <Checkbox.Group options={METHODS} />
        </Form.Item>
      </ServiceFormModal>
    </div>
  );
}
