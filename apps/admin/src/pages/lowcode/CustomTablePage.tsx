import { CloudUploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { listRecords, publishCustomTable, serverMessage, useSession, type MenuItem } from '@wb/api';
import { TemplatePage } from '../TemplatePage';

const BASE = '/optimus_prime/cg_table';

/** The 自定义表 leaf (menu path /modules/optimus_prime/cg_table, the client may append /index). */
export const isCustomTablePath = (path: string): boolean =>
  /^\/modules\/optimus_prime\/cg_table(\/index)?$/.test(path);

/**
 * 自定义表: the generic list of the company's table definitions (新增/编辑 with columns, 复制, 删除 …)
 * and 发布 for one not yet published: the server makes the table, its sub-tables and its
 * templates in one transaction and serves its rows at /optimus_prime/custom/{table}/….
 */
export function CustomTablePage({ item }: { item: MenuItem }) {
  const { message, modal } = App.useApp();
  const allowed = useSession((s) => s.permissions['optimus_prime:cg_table:publish'] === true);
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);

  const load = async () => {
    try {
      const page = await listRecords(BASE, { search: [], limit: { pn: 1, ps: 200 } });
      setOptions(
        page.list
          .filter((r) => r.published !== '是')
          .map((r) => ({ value: String(r.id), label: `${String(r.tableName)}  ${String(r.tableLabel)}` })),
      );
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };

  const publish = () => {
    const picked = options.find((o) => o.value === chosen);
    if (!picked) return void message.warning('请选择要发布的表');
    modal.confirm({
      title: '提示',
      content: `发布后将在数据库中创建表，表名和列不能再修改。确定发布 ${picked.label} 吗?`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          const done = await publishCustomTable(picked.value);
          void message.success(`发布成功：${done.basePath}`);
          setChosen(null);
          setOptions((o) => o.filter((x) => x.value !== picked.value));
          void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(BASE) });
        } catch (e) {
          void message.error(serverMessage(e));
        }
      },
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      {allowed && (
        <Card size="small" title="发布自定义表" data-testid="custom-table-publish">
          <Space wrap>
            <Select
              allowClear
              placeholder="选择未发布的表"
              style={{ width: 360 }}
              options={options}
              value={chosen}
              onFocus={() => void load()}
              onChange={(v) => setChosen(v ?? null)}
              aria-label="选择表"
            />
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={publish}>
              发布
            </Button>
          </Space>
        </Card>
      )}
      <TemplatePage item={item} />
    </Space>
  );
}
