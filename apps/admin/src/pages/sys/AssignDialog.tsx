import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin, Tabs, Transfer } from 'antd';
import { useEffect, useState } from 'react';
import { fetchInventoryClassTree, listRecords, serverMessage } from '@wb/api';
import {
  ASSIGN_TAB_LABELS,
  changedKeys,
  classOptions,
  rowOption,
  type AssignOption,
  type AssignTab,
} from '../../logic/assignOptions';

/** The most choices a tab lists (the system lists answer at most 500 rows a page). */
const OPTION_LIMIT = 500;

const list = (base: string) => listRecords(base, { search: [], limit: { pn: 1, ps: OPTION_LIMIT } });

/** Where each tab's choices come from. */
async function optionsOf(tab: AssignTab): Promise<AssignOption[]> {
  switch (tab) {
    case 'users':
      return (await list('/sys-user')).list.map((r) => rowOption(r, 'realName', 'username'));
    case 'org':
      return (await list('/sys-organization')).list.map((r) => rowOption(r, 'orgName', 'orgCode'));
    case 'numberPrefix':
      return (await list('/ep/number_prefix')).list.map((r) => rowOption(r, 'prefixNames', 'prefixCode'));
    case 'assayFormat':
      return (await list('/quality/qc_assay_format')).list.map((r) =>
        rowOption(r, 'formatName', 'assayCode'),
      );
    case 'inventoryClass':
      return classOptions(await fetchInventoryClassTree());
  }
}

/** What the target holds now, per tab. */
export type Assigned = Partial<Record<AssignTab, string[]>>;

function TabTransfer({
  tab,
  chosen,
  onChange,
}: {
  tab: AssignTab;
  chosen: string[];
  onChange: (keys: string[]) => void;
}) {
  const options = useQuery({ queryKey: ['assign-options', tab], queryFn: () => optionsOf(tab) });
  if (options.isLoading) return <Spin />;
  if (options.isError) return <Alert type="error" showIcon message={serverMessage(options.error)} />;
  return (
    <Transfer<AssignOption>
      dataSource={options.data ?? []}
      rowKey={(o) => o.key}
      targetKeys={chosen}
      onChange={(keys) => onChange(keys.map(String))}
      render={(o) => o.title}
      titles={['可选', '已选']}
      showSearch
      filterOption={(text, o) => o.search.toLowerCase().includes(text.trim().toLowerCase())}
      locale={{ searchPlaceholder: '搜索', notFoundContent: '暂无数据', itemUnit: '项', itemsUnit: '项' }}
      listStyle={{ width: '100%', height: 360 }}
      style={{ width: '100%' }}
    />
  );
}

/**
 * An assignment dialog (角色 → 分配用户 / 分配公司 / 分配数据权限, 用户 → 分配数据权限): what the
 * target holds as a transfer per kind, several kinds as tabs of one dialog. 确 定 saves only the
 * kinds that changed; a refusal keeps the dialog and what was chosen, with the server's message.
 */
export function AssignDialog({
  target,
  title,
  tabs,
  load,
  save: saveTab,
  onClose,
}: {
  target: { id: string; name: string } | null;
  title: string;
  tabs: readonly AssignTab[];
  load: (id: string) => Promise<Assigned>;
  save: (id: string, tab: AssignTab, keys: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const stored = useQuery({
    queryKey: ['assignments', title, target?.id],
    queryFn: () => load(target!.id),
    enabled: target !== null,
    gcTime: 0,
  });
  const [chosen, setChosen] = useState<Partial<Record<AssignTab, string[]>>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!stored.data) return;
    setChosen(Object.fromEntries(tabs.map((t) => [t, stored.data[t] ?? []])));
    setError(null);
  }, [stored.data, tabs]);

  const save = async () => {
    if (!target || !stored.data) return;
    setSaving(true);
    setError(null);
    try {
      for (const tab of tabs) {
        const keys = chosen[tab] ?? [];
        if (!changedKeys(stored.data[tab] ?? [], keys)) continue;
        await saveTab(target.id, tab, keys);
      }
      onClose();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const pane = (tab: AssignTab) => (
    <TabTransfer
      tab={tab}
      chosen={chosen[tab] ?? []}
      onChange={(keys) => setChosen((c) => ({ ...c, [tab]: keys }))}
    />
  );
  return (
    <Modal
      open={target !== null}
      title={target ? `${title}：${target.name}` : title}
      width="60%"
      okText="确 定"
      cancelText="取 消"
      confirmLoading={saving}
      okButtonProps={{ disabled: !stored.data }}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <div data-testid="assign-dialog">
        {error ? (
          <Alert
            type="error"
            showIcon
            message={error}
            style={{ marginBottom: 12 }}
            data-testid="assign-error"
          />
        ) : null}
        {stored.isLoading ? (
          <Spin />
        ) : tabs.length === 1 ? (
          pane(tabs[0])
        ) : (
          <Tabs
            items={tabs.map((tab) => ({ key: tab, label: ASSIGN_TAB_LABELS[tab], children: pane(tab) }))}
          />
        )}
      </div>
    </Modal>
  );
}
