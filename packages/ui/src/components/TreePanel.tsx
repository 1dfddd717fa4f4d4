import { Empty, Input, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTreeNodes, type TreeNodeRow } from '@wb/api';
import { branchKeys, filterTree, findNode, nodeTitle } from '../logic/treeNodes';

/** Width of the list page's left tree. */
export const TREE_PANEL_WIDTH = 240;

export interface TreePanelProps {
  /** the template's treeResMethod and treeResUrl */
  method?: string;
  url: string;
  /** chosen node ids (own ids) */
  selectedKeys?: readonly string[];
  /** checkboxes for several nodes (multi-select tree popups) instead of one chosen node */
  checkable?: boolean;
  /** a click on the chosen node again clears the choice (null) */
  onSelect: (nodes: TreeNodeRow[]) => void;
  height?: number;
  testId?: string;
}

function toData(nodes: readonly TreeNodeRow[]): DataNode[] {
  return nodes.map((n) => ({
    key: String(n.id),
    title: nodeTitle(n),
    disabled: (n.state as { disabled?: boolean } | undefined)?.disabled === true,
    children: n.children?.length ? toData(n.children) : undefined,
  }));
}

/**
 * A template's tree (SPEC.md §2 list page left tree, tree popups): the nodes of its tree call, a
 * keyword filter (node name contains the keyword, ancestors kept, SPEC.md §9), one chosen node or
 * checked nodes. A failed tree call only stops loading (SPEC.md §8).
 */
export function TreePanel({ method, url, selectedKeys = [], checkable = false, onSelect, height = 480, testId = 'tree-panel' }: TreePanelProps) {
  const tree = useTreeNodes(method, url);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  // a filter opens every branch that leads to a match; otherwise the first level is open
  const openKeys = keyword.trim() ? branchKeys(shown) : (expanded ?? nodes.map((n) => String(n.id)));
  const pick = (keys: readonly (string | number | bigint)[]) =>
    onSelect(keys.map((k) => findNode(nodes, String(k))).filter((n): n is TreeNodeRow => n !== null));

  return (
    <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input.Search allowClear aria-label="关键字过滤" placeholder="输入关键字过滤" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <Spin spinning={tree.isLoading}>
        {shown.length === 0 && !tree.isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        ) : (
          <div style={{ maxHeight: height, overflowY: 'auto' }}>
          <Tree
            blockNode
            treeData={toData(shown)}
            expandedKeys={openKeys}
            onExpand={(keys) => setExpanded(keys.map(String))}
            checkable={checkable}
            checkStrictly={checkable}
            checkedKeys={checkable ? [...selectedKeys] : undefined}
            selectedKeys={checkable ? [] : [...selectedKeys]}
            onCheck={(checked) => pick(Array.isArray(checked) ? checked : checked.checked)}
            onSelect={(keys) => {
              if (!checkable) pick(keys);
            }}
          />
          </div>
        )}
      </Spin>
    </div>
  );
}
