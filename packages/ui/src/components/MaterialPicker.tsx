import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Modal, Space, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { buildColumns } from '@wb/templates';
import { fetchInventoryClassTree, useRecordList, useResourceTemplate, type InventoryClassNode, type RecordRow } from '@wb/api';
import { POPUP_PAGE_SIZES } from '../logic/listPaging';
import {
  DEFAULT_MATERIAL_COLUMNS,
  MATERIAL_BASE,
  MATERIAL_PICKER_HEIGHT,
  MATERIAL_PICKER_WIDTH,
  MATERIAL_TREE_WIDTH,
  materialRequest,
} from '../logic/materialRequest';
import { emptySelection, keysOnPage, selectOnPage, selectedRows, type SelectionByPage } from '../logic/selectionByPage';
import { MSG_POPUP_AT_LEAST_ONE } from '../logic/selectionRules';
import { ListTable } from './ListTable';

export interface MaterialPickerProps {
  open: boolean;
  multiple?: boolean;
  /** the field's popup template (cgFormatResId): its columns and id; without one, code/name/model/category */
  resourceId?: string | null;
  title?: string;
  onCancel: () => void;
  onConfirm: (rows: RecordRow[]) => void;
}

function toTreeData(nodes: readonly InventoryClassNode[]): DataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.text || n.name || n.id,
    disabled: n.state?.disabled === true,
    isLeaf: n.children === undefined || n.children.length === 0,
    children: n.children?.length ? toTreeData(n.children) : undefined,
  }));
}

/**
 * 选择物料 (SPEC.md §2): category tree on the left, inventory items of the chosen category (and the
 * categories under it) on the right, keyword search, full-screen toggle, page sizes; single or
 * multi select; 确 定 needs a row. Not closed by the mask or Escape, like every picker.
 */
export function MaterialPicker({ open, multiple = false, resourceId, title = '选择物料', onCancel, onConfirm }: MaterialPickerProps) {
  const { message } = App.useApp();
  const template = useResourceTemplate(open && resourceId ? resourceId : null);
  const tree = useQuery({ queryKey: ['inventory-class-tree'], queryFn: fetchInventoryClassTree, enabled: open, retry: false });
  const [node, setNode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(POPUP_PAGE_SIZES[0]);
  const [fullscreen, setFullscreen] = useState(false);
  const [selection, setSelection] = useState<SelectionByPage<RecordRow>>(emptySelection);

  useEffect(() => {
    // every opening starts afresh (SPEC.md §4)
    setNode(null);
    setTyped('');
    setKeyword('');
    setPage(1);
    setSelection(emptySelection());
  }, [open]);

  const fields = template.data?.resSubList?.length ? template.data.resSubList : DEFAULT_MATERIAL_COLUMNS;
  const columns = useMemo(() => buildColumns(fields), [fields]);
  const request = materialRequest({ node, keyword, page, pageSize, columns: fields, tplId: template.data?.id });
  const list = useRecordList(MATERIAL_BASE, request, open && !template.isLoading);
  const treeData = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);

  // the keyword and the category narrow from page 1 with a fresh choice
  const restart = () => {
    setPage(1);
    if (!multiple) setSelection(emptySelection());
  };

  const confirm = () => {
    const rows = selectedRows(selection);
    if (rows.length === 0) {
      void message.warning(MSG_POPUP_AT_LEAST_ONE);
      return;
    }
    onConfirm(multiple ? rows : rows.slice(0, 1));
  };

  const height = fullscreen ? 'calc(100vh - 160px)' : MATERIAL_PICKER_HEIGHT - 160;
  return (
    <Modal
      open={open}
      title={
        <Space style={{ width: '100%', justifyContent: 'space-between', paddingRight: 32 }}>
          <span>{title}</span>
          <Button
            type="text"
            size="small"
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullscreen(!fullscreen)}
          />
        </Space>
      }
      width={fullscreen ? '100vw' : MATERIAL_PICKER_WIDTH}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={{ body: { height } }}
      maskClosable={false}
      keyboard={false}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>取 消</Button>
          <Button type="primary" onClick={confirm}>
            确 定
          </Button>
        </Space>
      }
    >
      <div data-testid="material-picker" data-fullscreen={fullscreen ? '1' : '0'} style={{ display: 'flex', gap: 12, height: '100%' }}>
        <div data-testid="material-tree" style={{ width: MATERIAL_TREE_WIDTH, flex: 'none', overflow: 'auto', borderRight: '1px solid #f0f0f0' }}>
          {tree.isLoading ? (
            <Spin />
          ) : (
            <Tree
              treeData={treeData}
              blockNode
              defaultExpandAll
              selectedKeys={node ? [node] : []}
              onSelect={(keys) => {
                // a second click on the chosen category shows every item again
                setNode(keys.length ? String(keys[0]) : null);
                restart();
              }}
            />
          )}
        </div>
        <div style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
          <Input.Search
            aria-label="物料关键字"
            placeholder={`输入${fields.filter((f) => f.iallowQuery).map((f) => f.fieldExplain).join('/')}查询`}
            allowClear
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => {
              setKeyword(v);
              restart();
            }}
            style={{ marginBottom: 8 }}
          />
          <ListTable
            testId="material-table"
            columns={columns}
            rows={list.data?.list ?? []}
            total={list.data?.total ?? 0}
            loading={list.isFetching}
            page={page}
            pageSize={pageSize}
            pageSizes={POPUP_PAGE_SIZES}
            sort={null}
            single={!multiple}
            selectedKeys={keysOnPage(selection, page)}
            onSelect={(keys, rows) => setSelection((s) => (multiple ? selectOnPage(s, page, keys, rows) : selectOnPage(emptySelection(), page, keys, rows)))}
            onPage={(p, s) => {
              if (s !== pageSize) setSelection(emptySelection());
              setPage(p);
              setPageSize(s);
            }}
            onSort={() => undefined}
            scrollY={fullscreen ? undefined : 300}
          />
        </div>
      </div>
    </Modal>
  );
}
