import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Switch,
  Table,
  Tree,
} from 'antd';
import { useMemo, useState } from 'react';
import {
  addMenuButton,
  deleteMenuButton,
  fetchAdminMenuTree,
  serverMessage,
  updateAdminMenu,
  useSession,
  type AdminMenuButton,
  type AdminMenuInput,
  type AdminMenuNode,
  type MenuItem,
} from '@wb/api';
import { allKeys, filterMenuTree, findMenu } from './menuTreeFilter';
import { MenuResourcesPanel } from './MenuResourcesPanel';
import { deleteColumn } from './deleteColumn';
import { ServiceFormModal } from './ServiceFormModal';
import { useCan } from './useServiceList';

type MenuFormValues = Omit<AdminMenuInput, 'id'>;
interface ButtonInput {
  name: string;
  code: string;
}

/** The edit form of one menu; a refused save keeps what was typed and shows the server's message. */
function MenuForm({
  menu,
  canEdit,
  onSaved,
}: {
  menu: AdminMenuNode;
  canEdit: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setError(null);
    try {
      const msg = await updateAdminMenu({ ...values, icon: values.icon || null, id: menu.id });
      void message.success(msg || '修改成功');
      await onSaved();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<MenuFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 17 }}
      disabled={!canEdit}
      initialValues={{
        title: menu.title,
        icon: menu.icon,
        seq: menu.seq,
        keepAlive: menu.keepAlive,
        isApp: menu.isApp,
        enabled: menu.enabled,
      }}
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
          data-testid="menu-save-error"
        />
      ) : null}
      <Form.Item label="路径">
        <code>{menu.path}</code>
      </Form.Item>
      <Form.Item
        label="标题"
        name="title"
        rules={[{ required: true, whitespace: true, message: '请输入标题' }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="图标" name="icon">
        <Input maxLength={100} placeholder="如 SettingOutlined" />
      </Form.Item>
      <Form.Item label="排序" name="seq" rules={[{ required: true, message: '请输入排序' }]}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="缓存" name="keepAlive" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="应用菜单" name="isApp" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="启用" name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      {canEdit ? (
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}

/** 菜单管理 (系统管理 › 权限管理): the whole menu tree; a menu's title, icon, order and flags, and its buttons. */
export function MenuAdminPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const can = useCan('sys:menu');
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const queryClient = useQueryClient();
  const queryKey = ['session', orgId, 'sys-menu-admin'];
  const tree = useQuery({ queryKey, queryFn: fetchAdminMenuTree });
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const data = useMemo(() => filterMenuTree(tree.data ?? [], keyword), [tree.data, keyword]);
  const menu = findMenu(tree.data ?? [], selected);
  const removeButton = async (button: AdminMenuButton) => {
    try {
      await deleteMenuButton(button.id);
      void message.success('删除成功');
      await reload();
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };
  return (
    <Card
      size="small"
      title={item.title}
      data-testid="menu-admin-page"
      data-page-ready={tree.isFetched ? 'true' : undefined}
    >
      {tree.isError ? (
        <Alert type="error" showIcon title={serverMessage(tree.error)} style={{ marginBottom: 12 }} />
      ) : null}
      <Row gutter={16}>
        <Col span={8}>
          <Input.Search
            allowClear
            placeholder="菜单名称 / 路径"
            onSearch={setKeyword}
            onChange={(e) => e.target.value === '' && setKeyword('')}
            style={{ marginBottom: 8 }}
          />
          <div style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}>
            {data.length > 0 ? (
              <Tree
                key={keyword}
                treeData={data}
                defaultExpandedKeys={keyword ? allKeys(data) : []}
                selectedKeys={selected ? [selected] : []}
                onSelect={(keys) => keys.length > 0 && setSelected(String(keys[0]))}
              />
            ) : tree.isFetched ? (
              <Empty description="暂无数据" />
            ) : null}
          </div>
        </Col>
        <Col span={16}>
          {menu ? (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <MenuForm key={menu.id} menu={menu} canEdit={can('edit')} onSaved={reload} />
              <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                <strong>按钮</strong>
                {can('add') ? (
                  <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                    新增按钮
                  </Button>
                ) : null}
              </Space>
              <Table<AdminMenuButton>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={menu.buttons}
                locale={{ emptyText: '暂无数据' }}
                columns={[
                  { title: '名称', dataIndex: 'name', width: 140 },
                  { title: '权限标识', dataIndex: 'permission' },
                  { title: '编码', dataIndex: 'code', width: 140 },
                  ...(can('delete') ? [deleteColumn<AdminMenuButton>(removeButton)] : []),
                ]}
              />
              <MenuResourcesPanel
                key={`res-${menu.id}`}
                menuId={menu.id}
                canAdd={can('edit')}
                canDelete={can('delete')}
              />
            </div>
          ) : (
            <Empty description="请在左侧选择菜单" />
          )}
        </Col>
      </Row>
      <ServiceFormModal<ButtonInput>
        open={adding && menu !== undefined}
        title="新增按钮"
        width={480}
        initialValues={{}}
        onSubmit={async (values) => {
          if (!menu) return;
          await addMenuButton({ menuId: menu.id, name: values.name, code: values.code });
          void message.success('新增成功');
          await reload();
        }}
        onClose={() => setAdding(false)}
      >
        <Form.Item
          label="名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入按钮名称' }]}
        >
          <Input maxLength={20} placeholder="如 导出" />
        </Form.Item>
        <Form.Item
          label="编码"
          name="code"
          rules={[
            { required: true, message: '请输入按钮编码' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]{0,49}$/, message: '按钮编码只能包含字母、数字和下划线' },
          ]}
        >
          <Input maxLength={50} placeholder="如 export" />
        </Form.Item>
      </ServiceFormModal>
    </Card>
  );
}
