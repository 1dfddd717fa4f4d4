import { App, Button, Modal, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  buildAdvancedSearch,
  buildColumns,
  buildSearchFields,
  type SearchCondition,
  type SearchValues,
  type SortSpec,
} from '@wb/templates';
import { recordBase, useRecordList, useResourceTemplate, type ListRequest, type RecordRow, type TreeNodeRow } from '@wb/api';
import { POPUP_PAGE_SIZES } from '../logic/listPaging';
import { MSG_ONLY_ONE, MSG_POPUP_AT_LEAST_ONE, MSG_SELECT_ONE } from '../logic/selectionRules';
import { nodeId, nodeRow, treeCondition } from '../logic/treeNodes';
import { DetailPopup } from './DetailPopup';
import { ListTable } from './ListTable';
import { SearchPanel } from './SearchPanel';
import { TreePanel } from './TreePanel';

export const MSG_NO_POPUP_TEMPLATE = '暂无配置的弹窗资源模板，请配置！';
export const POPUP_TIP_TITLE = '温馨提示';
/** SPEC.md §9: tree style 35%, others 75%. */
export const popupWidth = (style: string | undefined): string =>
  style === 'FORMAT_RESOURCE_TREE' ? '35%' : '75%';
const POPUP_SORT: SortSpec = { key: 'createDate', dir: 'desc' };

export interface PopupPickerProps {
  open: boolean;
  /** cgFormatResId of the field; without one the picker only warns */
  resourceId: string | null | undefined;
  multiple?: boolean;
  /** false for NONE_WHOLE: no 确 定 button */
  confirmButton?: boolean;
  title?: string;
  /** shows 清 空: clears the field the picker fills */
  onClear?: () => void;
  onCancel: () => void;
  onConfirm: (rows: RecordRow[]) => void;
}

function defaultConditions(raw: unknown): SearchCondition[] {
  return Array.isArray(raw) ? (raw as SearchCondition[]) : [];
}

/**
 * Resource selection (SPEC.md §2, §4): the popup template's search form and table, single or multi
 * select; it cannot be closed by clicking outside or by Escape; 确 定 needs at least one row.
 */
export function PopupPicker({ open, resourceId, multiple = false, confirmButton = true, title, onClear, onCancel, onConfirm }: PopupPickerProps) {
  const { message, modal } = App.useApp();
  // callers pass inline handlers; the effects below must not re-run for a new function
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  const template = useResourceTemplate(open ? resourceId : null);
  const [values, setValues] = useState<SearchValues>({});
  const [conditions, setConditions] = useState<SearchCondition[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<SortSpec | null>(POPUP_SORT);
  const [collapsed, setCollapsed] = useState(false);
  const [selected, setSelected] = useState<{ keys: string[]; rows: RecordRow[] }>({ keys: [], rows: [] });
  // tree styles: the chosen node (tree + table) or the checked nodes (tree only)
  const [treeNode, setTreeNode] = useState<string | null>(null);
  const [treePicked, setTreePicked] = useState<TreeNodeRow[]>([]);
  const [detailOf, setDetailOf] = useState<string | null>(null);

  // opening (or closing) starts afresh (SPEC.md §4)
  useEffect(() => {
    setValues({});
    setConditions([]);
    setPage(1);
    setSort(POPUP_SORT);
    setSelected({ keys: [], rows: [] });
    setTreeNode(null);
    setTreePicked([]);
    setDetailOf(null);
  }, [open, resourceId]);

  const missing = open && (!resourceId || (template.isSuccess && template.data === null));
  useEffect(() => {
    if (!missing) return;
    modal.warning({ title: POPUP_TIP_TITLE, content: MSG_NO_POPUP_TEMPLATE });
    cancelRef.current();
  }, [missing, modal]);

  const tpl = template.data ?? null;
  const base = recordBase(tpl?.resUrl);
  const resFields = useMemo(() => tpl?.resSubList ?? [], [tpl]);
  const specs = useMemo(() => buildSearchFields(resFields), [resFields]);
  const columns = useMemo(() => buildColumns(resFields), [resFields]);
  const style = tpl?.formatStyle;
  const treeOnly = style === 'FORMAT_RESOURCE_TREE';
  const treeUrl = style === 'FORMAT_RESOURCE_TREE' || style === 'FORMAT_RESOURCE_TREE_QUERY_DATALIST' ? tpl?.treeResUrl?.trim() || null : null;
  const treeFilter = treeCondition(tpl?.mapData, treeNode);
  const request: ListRequest = {
    search: [...defaultConditions(tpl?.defaultSearch), ...(treeFilter ? [treeFilter] : []), ...conditions] as ListRequest['search'],
    limit: { pn: page, ps: pageSize },
    ...(sort ? { sort: [sort] } : {}),
  };
  const list = useRecordList(base, request, open && Boolean(tpl) && !treeOnly);

  // a failed list in a popup closes the dialog (SPEC.md §8)
  useEffect(() => {
    if (open && list.isError) cancelRef.current();
  }, [open, list.isError]);

  const confirm = () => {
    if (treeOnly) {
      if (treePicked.length === 0) {
        void message.warning(MSG_POPUP_AT_LEAST_ONE);
        return;
      }
      const rows = treePicked.map(nodeRow);
      onConfirm(multiple ? rows : rows.slice(0, 1));
      return;
    }
    if (selected.rows.length === 0) {
      void message.warning(MSG_POPUP_AT_LEAST_ONE);
      return;
    }
    onConfirm(multiple ? selected.rows : selected.rows.slice(0, 1));
  };

  return (
    <Modal
      open={open && !missing}
      title={title ?? tpl?.formatName ?? '选择'}
      width={popupWidth(tpl?.formatStyle)}
      maskClosable={false}
      keyboard={false}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          {tpl?.detail_id && !treeOnly && (
            <Button
              onClick={() => {
                if (selected.rows.length !== 1) void message.warning(selected.rows.length === 0 ? MSG_SELECT_ONE : MSG_ONLY_ONE);
                else setDetailOf(selected.rows[0].id);
              }}
            >
              详 情
            </Button>
          )}
          {onClear && <Button onClick={onClear}>清 空</Button>}
          <Button onClick={onCancel}>取 消</Button>
          {confirmButton && (
            <Button type="primary" onClick={confirm}>
              确 定
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="popup-picker">
        {template.isLoading ? (
          <Spin />
        ) : treeOnly && treeUrl ? (
          <TreePanel
            testId="popup-tree"
            method={tpl?.treeResMethod}
            url={treeUrl}
            checkable={multiple}
            selectedKeys={treePicked.map((n) => String(n.id))}
            onSelect={(nodes) => setTreePicked(multiple ? nodes : nodes.slice(-1))}
            height={420}
          />
        ) : (
          <div style={treeUrl ? { display: 'flex', gap: 12, alignItems: 'flex-start' } : undefined}>
            {treeUrl && (
              <div style={{ flex: '0 0 220px', width: 220 }}>
                <TreePanel
                  testId="popup-tree"
                  method={tpl?.treeResMethod}
                  url={treeUrl}
                  selectedKeys={treeNode ? [treeNode] : []}
                  onSelect={(nodes) => {
                    setTreeNode(nodes[0] ? nodeId(nodes[0]) : null);
                    setPage(1);
                  }}
                  height={420}
                />
              </div>
            )}
            <div style={treeUrl ? { flex: 1, minWidth: 0 } : undefined}>
            <SearchPanel
              specs={specs}
              values={values}
              onChange={setValues}
              collapsed={collapsed}
              onCollapsedChange={setCollapsed}
              onSearch={() => {
                setConditions(buildAdvancedSearch(specs, values));
                setPage(1);
              }}
              onReset={() => {
                setValues({});
                setConditions([]);
                setPage(1);
              }}
            />
            <ListTable
              testId="popup-table"
              columns={columns}
              rows={list.data?.list ?? []}
              total={list.data?.total ?? 0}
              loading={list.isFetching}
              page={page}
              pageSize={pageSize}
              pageSizes={POPUP_PAGE_SIZES}
              sort={sort}
              single={!multiple}
              selectedKeys={selected.keys}
              onSelect={(keys, rows) => setSelected({ keys, rows })}
              onPage={(p, s) => {
                setPage(p);
                setPageSize(s);
              }}
              onSort={setSort}
              scrollY={360}
              onRowDoubleClick={tpl?.detail_id ? (row) => setDetailOf(row.id) : undefined}
            />
            </div>
          </div>
        )}
      </div>
      <DetailPopup open={detailOf !== null} templateId={tpl?.detail_id ?? null} recordId={detailOf} onClose={() => setDetailOf(null)} />
    </Modal>
  );
}
