import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { ADDRESS_LISTS, ADDRESS_LIST_LABELS, moveOut, moveToList, pruneToLeaves, sourceLeaves, type TransferLists, type TransferNode } from '../logic/treeTransfer';

export interface TreeTransferProps {
  tree: readonly TransferNode[];
  /** the target lists by key */
  value: TransferLists;
  onChange: (value: Record<string, string[]>) => void;
  /** 'addressList': recipients / carbon copy / blind copy; otherwise one target list 'target' */
  mode?: 'single' | 'addressList';
  sourceTitle?: string;
  targetTitle?: string;
  height?: number;
}

const toData = (nodes: readonly TransferNode[]): DataNode[] =>
  nodes.map((n) => ({ key: n.key, title: n.title, disabled: n.disabled, children: n.children ? toData(n.children) : undefined }));

function Pane({ title, nodes, checked, onCheck, height, testId }: { title: string; nodes: readonly TransferNode[]; checked: string[]; onCheck: (keys: string[]) => void; height: number; testId: string }) {
  return (
    <div data-testid={testId} style={{ flex: 1, minWidth: 160, border: '1px solid #f0f0f0', borderRadius: 6 }}>
      <div style={{ padding: '6px 10px', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong>{title}</Typography.Text>
      </div>
      <div style={{ height, overflow: 'auto', padding: 6 }}>
        {nodes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        ) : (
          <Tree checkable defaultExpandAll treeData={toData(nodes)} checkedKeys={checked} onCheck={(keys) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))} />
        )}
      </div>
    </div>
  );
}

/**
 * Tree transfer (SPEC.md §2, §4): nodes move between the source tree and the target list(s), each
 * side keeping the parents of what it holds; checking a parent moves everything under it. In
 * address-list mode there are three targets (收件人 / 抄送人 / 密送人) and a person sits in one.
 */
export function TreeTransfer({ tree, value, onChange, mode = 'single', sourceTitle = '待选', targetTitle = '已选', height = 320 }: TreeTransferProps) {
  const lists = mode === 'addressList' ? ADDRESS_LISTS.map((k) => ({ key: k, label: ADDRESS_LIST_LABELS[k] })) : [{ key: 'target', label: targetTitle }];
  const [sourceChecked, setSourceChecked] = useState<string[]>([]);
  const [targetChecked, setTargetChecked] = useState<Record<string, string[]>>({});
  const lists0: Record<string, readonly string[]> = Object.fromEntries(lists.map((l) => [l.key, value[l.key] ?? []]));
  const source = pruneToLeaves(tree, sourceLeaves(tree, Object.values(lists0)));

  return (
    <div data-testid="tree-transfer" style={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
      <Pane title={sourceTitle} testId="tree-transfer-source" nodes={source} checked={sourceChecked} onCheck={setSourceChecked} height={height} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, justifyContent: 'center' }}>
        {lists.map((l) => (
          <Space key={l.key} direction="vertical" size={4}>
            <Button
              size="small"
              aria-label={`移入${l.label}`}
              icon={<RightOutlined />}
              disabled={sourceChecked.length === 0}
              onClick={() => {
                onChange(moveToList(tree, lists0, l.key, sourceChecked));
                setSourceChecked([]);
              }}
            />
            <Button
              size="small"
              aria-label={`移出${l.label}`}
              icon={<LeftOutlined />}
              disabled={(targetChecked[l.key] ?? []).length === 0}
              onClick={() => {
                onChange({ ...Object.fromEntries(Object.entries(lists0).map(([k, v]) => [k, [...v]])), [l.key]: moveOut(tree, lists0[l.key], targetChecked[l.key] ?? []) });
                setTargetChecked({ ...targetChecked, [l.key]: [] });
              }}
            />
          </Space>
        ))}
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {lists.map((l) => (
          <Pane
            key={l.key}
            title={l.label}
            testId={`tree-transfer-${l.key}`}
            nodes={pruneToLeaves(tree, lists0[l.key])}
            checked={targetChecked[l.key] ?? []}
            onCheck={(keys) => setTargetChecked({ ...targetChecked, [l.key]: keys })}
            height={mode === 'addressList' ? Math.max(80, Math.floor(height / 3) - 40) : height}
          />
        ))}
      </div>
    </div>
  );
}
