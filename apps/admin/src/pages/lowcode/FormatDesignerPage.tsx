import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Select, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import {
  exportFormatJson,
  fetchEnumOptions,
  fetchFormatConfig,
  importFormatJson,
  listRecords,
  saveFormatFields,
  serverMessage,
  useSession,
  type FormatConfig,
  type MenuItem,
  type WireSearchCondition,
} from '@wb/api';
import { downloadBlob } from '@wb/ui';
import { TemplatePage } from '../TemplatePage';
import { FormatFieldEditor } from './FormatFieldEditor';

const BASE = '/optimus_prime/cg_format';
const PERM = 'optimus_prime:cg_format';

/** The 格式模板 leaf (menu path /modules/optimus_prime/cg_format, the client may append /index). */
export const isFormatDesignerPath = (path: string): boolean =>
  /^\/modules\/optimus_prime\/cg_format(\/index)?$/.test(path);

/** Whether a JSON file's text is an object at all (the server checks it field by field). */
export function parseImportText(text: string): { value: unknown } | { error: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { error: '文件内容不是模板配置' };
    return { value };
  } catch {
    return { error: '文件不是合法的JSON' };
  }
}

/**
 * 格式模板 (低代码设计 → 设计器): the generic list of the group's templates (新增/编辑 header,
 * 复制, 删除, 日志 through the record-engine contract) and the designer's own tools for one chosen
 * template: 设计字段 (the field editor), 导出模板 (JSON) and 导入模板. After a change every cached
 * template is dropped, so the template's own screen shows it at its next render.
 */
export function FormatDesignerPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const permissions = useSession((s) => s.permissions);
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [config, setConfig] = useState<FormatConfig | null>(null);
  const [loading, setLoading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const can = (code: string) => permissions[`${PERM}:${code}`] === true;

  const refreshCaches = () => {
    void queryClient.invalidateQueries({ queryKey: ['template'] });
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(BASE) });
  };

  const search = async (text: string) => {
    const val = text.trim();
    const conditions: WireSearchCondition[] = val
      ? [
          {
            key: '',
            op: 'like',
            val,
            conj: 'or',
            list: [
              { key: 'formatCode', op: 'like', val },
              { key: 'formatName', op: 'like', val },
            ],
          },
        ]
      : [];
    try {
      const page = await listRecords(BASE, { search: conditions, limit: { pn: 1, ps: 50 } });
      setOptions(
        page.list.map((r) => ({
          value: String(r.id),
          label: `${String(r.formatCode)}  ${String(r.formatName)}`,
        })),
      );
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };

  const openDesign = async () => {
    if (!chosen) return void message.warning('请选择一个模板');
    setLoading(true);
    try {
      setConfig(await fetchFormatConfig(chosen));
    } catch (e) {
      void message.error(serverMessage(e));
    } finally {
      setLoading(false);
    }
  };

  const exportJson = async () => {
    if (!chosen) return void message.warning('请选择一个模板');
    try {
      const seed = await exportFormatJson(chosen);
      downloadBlob(
        new Blob([JSON.stringify(seed, null, 2)], { type: 'application/json' }),
        `${seed.code}.json`,
      );
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };

  const importJson = async (file: File) => {
    const parsed = parseImportText(await file.text());
    if ('error' in parsed) return void message.error(parsed.error);
    try {
      const saved = await importFormatJson(parsed.value);
      void message.success(`导入成功：${saved.code}`);
      refreshCaches();
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card size="small" title="模板设计" data-testid="format-designer-tools">
        <Space wrap>
          <Select
            showSearch
            allowClear
            placeholder="输入模板编码或名称"
            style={{ width: 360 }}
            filterOption={false}
            options={options}
            value={chosen}
            onSearch={(t) => void search(t)}
            onFocus={() => options.length === 0 && void search('')}
            onChange={(v) => setChosen(v ?? null)}
            aria-label="选择模板"
          />
          {can('design') && (
            <Button icon={<EditOutlined />} loading={loading} onClick={() => void openDesign()}>
              设计字段
            </Button>
          )}
          {can('exportJson') && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportJson()}>
              导出模板
            </Button>
          )}
          {can('importJson') && (
            <>
              <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
                导入模板
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".json,application/json"
                style={{ display: 'none' }}
                data-testid="format-import-file"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void importJson(file);
                }}
              />
            </>
          )}
        </Space>
      </Card>
      <TemplatePage item={item} />
      <Drawer
        open={config !== null}
        onClose={() => setConfig(null)}
        width="92%"
        destroyOnHidden
        title={config ? `设计字段：${config.name}（${config.code}）` : ''}
      >
        {loading && <Spin />}
        {config && config.id && (
          <FormatFieldEditor
            key={`${config.id}:${config.version}`}
            config={config}
            loadEnum={fetchEnumOptions}
            onCancel={() => setConfig(null)}
            onSave={async (lists) => {
              try {
                const saved = await saveFormatFields(config.id!, config.version ?? 1, lists);
                void message.success('保存成功');
                setConfig(saved);
                refreshCaches();
              } catch (e) {
                throw new Error(serverMessage(e), { cause: e });
              }
            }}
          />
        )}
      </Drawer>
    </Space>
  );
}
