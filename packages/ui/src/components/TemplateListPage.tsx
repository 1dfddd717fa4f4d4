import { SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import {
  buildAdvancedSearch,
  buildColumns,
  buildQuickSearch,
  buildSearchFields,
  describeControl,
  initialSort,
  isOn,
  listTableMaxHeight,
  type FieldDefinition,
  type SearchCondition,
  type SearchParameter,
  type SearchValues,
  type SortSpec,
} from '@wb/templates';
import {
  queryKeys,
  recordBase,
  useRecordList,
  useSession,
  type FormatView,
  type ListRequest,
  type RecordRow,
  type TreeNodeRow,
  type WireSearchCondition,
} from '@wb/api';
import { useListActions } from '../hooks/useListActions';
import { useUserContext } from '../hooks/useUserContext';
import { permittedButtons, runnableCodes, withAdvancedQuery } from '../logic/buttonGroup';
import { DEFAULT_PAGE_SIZE } from '../logic/listPaging';
import { listRequest } from '../logic/listRequest';
import type { FormType } from '../logic/masterDetail';
import { searchDefaults } from '../logic/searchDefaults';
import { nodeId, treeCondition } from '../logic/treeNodes';
import { emptySelection, keysOnPage, selectOnPage, selectedRows, type SelectionByPage } from '../logic/selectionByPage';
import { AdvancedQueryDialog } from './AdvancedQueryDialog';
import { AttachmentDialog } from './AttachmentDialog';
import { ButtonGroup } from './ButtonGroup';
import { DetailPopup } from './DetailPopup';
import { FormDialog } from './FormDialog';
import type { MasterDetailOptions } from './MasterDetailForm';
import { ImportDialog } from './ImportDialog';
import { ListTable } from './ListTable';
import { LogDrawer } from './LogDrawer';
import { SearchPanel } from './SearchPanel';
import { SnapshotDialog } from './SnapshotDialog';
import { TREE_PANEL_WIDTH, TreePanel } from './TreePanel';

export interface TemplateListPageProps {
  /** the menu the page belongs to: its buttons come from the session's menuButList */
  menuId: string;
  /** the LIST template */
  listTemplate: FormatView;
  /** the FORM template of 新增 / 编辑 (null when none is configured) */
  formTemplate: FormatView | null;
  /** the LIST template's search parameters (their defaults fill the search panel) */
  searchParameters?: readonly SearchParameter[];
  /** the route query type of the form (SPEC.md §2): create1 / createRef for 新增, safeUpdate / weigh for 编辑 */
  formType?: FormType;
  /** master-child forms: the options the template does not carry */
  masterDetail?: MasterDetailOptions;
  /** opens the picture viewer of an image cell */
  onViewImage?: (paths: string[], field: FieldDefinition) => void;
  /** after 新增 / 编辑 saved: the server's answer (a new user's one-time initial password, say) */
  onSaved?: (row: RecordRow, mode: 'create' | 'edit') => void;
  /** the page's own buttons by code (用户管理's 分配角色 …): shown when permitted, run with the selected rows */
  pageActions?: Readonly<Record<string, (selected: RecordRow[]) => void>>;
}

function searchFieldsOf(t: FormatView): FieldDefinition[] {
  const seen = new Set<string>();
  const out: FieldDefinition[] = [];
  for (const f of [...t.listSubList, ...(t.searchSubList ?? [])]) {
    if (seen.has(f.fieldName)) continue;
    seen.add(f.fieldName);
    out.push(f);
  }
  return out;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The generic list page (SPEC.md §2) driven by a LIST template: search panel, quick search, button
 * group, table with sorting, per-page selection, 合计 and pagination, and the record actions.
 * Its state (search, page, selection) lives here so a cached tab keeps it.
 */
export function TemplateListPage({
  menuId,
  listTemplate,
  formTemplate,
  searchParameters = [],
  formType,
  masterDetail,
  onViewImage,
  onSaved,
  pageActions,
}: TemplateListPageProps) {
  const user = useUserContext();
  const desensitization = useSession((s) => s.desensitization);
  const menuButList = useSession((s) => s.menuButList);
  const permissions = useSession((s) => s.permissions);

  const base = recordBase(listTemplate.resUrl);
  const listFields = listTemplate.listSubList;
  const searchFields = useMemo(() => searchFieldsOf(listTemplate), [listTemplate]);
  const specs = useMemo(() => buildSearchFields(searchFields), [searchFields]);
  const columns = useMemo(() => buildColumns(listFields), [listFields]);
  const advancedFields = useMemo(() => listFields.filter((f) => isOn(f.iallowAdvanceQuery)), [listFields]);
  const quickFields = useMemo(() => listFields.filter((f) => isOn(f.iallowQuery)), [listFields]);
  const imageFields = useMemo(
    () => (formTemplate?.formSubList ?? []).filter((f) => describeControl(f).widget === 'imageUpload').map((f) => ({ key: f.fieldName, label: f.fieldExplain })),
    [formTemplate],
  );
  const defaultsNow = () => searchDefaults(specs, listTemplate.searchSubList ?? [], searchParameters, { now: new Date(), user });
  const [fixed] = useState<SearchCondition[]>(() => defaultsNow().fixed);

  const [values, setValues] = useState<SearchValues>(() => defaultsNow().values);
  const [conditions, setConditions] = useState<SearchCondition[]>(() => buildAdvancedSearch(specs, values));
  const [dialogConditions, setDialogConditions] = useState<SearchCondition[]>([]);
  const [quickText, setQuickText] = useState('');
  const [quick, setQuick] = useState<SearchCondition | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortSpec | null>(() => initialSort(listFields));
  const [selection, setSelection] = useState<SelectionByPage<RecordRow>>(emptySelection);
  // the left tree (a LIST template naming a tree call): the chosen node filters by mapData.treeKey
  const treeUrl = listTemplate.treeResUrl?.trim() || null;
  const [treeNode, setTreeNode] = useState<string | null>(null);
  const treeFilter = treeCondition(listTemplate.mapData, treeNode);
  const fixedNow = treeFilter ? [...fixed, treeFilter] : fixed;
  const detailTemplateId = listTemplate.detail_id ?? formTemplate?.id ?? null;

  const request: ListRequest = listRequest({
    conditions: [...fixedNow, ...conditions, ...dialogConditions],
    quick,
    sort,
    page,
    pageSize,
    tplId: listTemplate.id,
  });
  const list = useRecordList(base, request);
  const selected = selectedRows(selection);
  const queryClient = useQueryClient();
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  /**
   * After a write every cached page of this list is out of date, not only the one on screen: going
   * back to an earlier search or page within the cache time would otherwise show the old rows.
   */
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: queryKeys.records(orgId, base ?? '') });

  /** applies new search state; the same request again is a reload */
  const search = (next: { conditions: SearchCondition[]; dialog: SearchCondition[]; quick: SearchCondition | null }) => {
    const nextRequest = listRequest({ conditions: [...fixedNow, ...next.conditions, ...next.dialog], quick: next.quick, sort, page: 1, pageSize, tplId: listTemplate.id });
    setConditions(next.conditions);
    setDialogConditions(next.dialog);
    setQuick(next.quick);
    setPage(1);
    setSelection(emptySelection());
    if (sameJson(nextRequest, request)) void list.refetch();
  };

  const actions = useListActions({
    base,
    selected,
    hasForm: formTemplate !== null,
    hasDetail: detailTemplateId !== null,
    query: () => ({ search: (request.search ?? []) as WireSearchCondition[], sort: request.sort ?? [] }),
    reload: reloadAll,
    clearSelection: () => setSelection(emptySelection()),
    labelOf: (code) => menuButList.find((b) => b.menuId === menuId && b.code === code)?.name ?? code,
    imageFields,
    rowLabel: (row) => (listFields[0] ? String(row[listFields[0].fieldName] ?? '') : ''),
  });

  const quickSearch = () => search({ conditions, dialog: dialogConditions, quick: buildQuickSearch(quickFields, quickText) });
  const runnable = new Set([...runnableCodes(listTemplate.mapData), ...Object.keys(pageActions ?? {})]);
  const runAction = (code: string) => {
    const own = pageActions?.[code];
    if (own) own(selected);
    else actions.run(code);
  };
  const buttons = withAdvancedQuery(permittedButtons(menuButList, menuId, permissions).filter((b) => runnable.has(b.code)));
  const scrollY = typeof window === 'undefined' ? undefined : Math.max(240, listTableMaxHeight(window.innerHeight) - 60);

  const chooseNode = (nodes: TreeNodeRow[]) => {
    const id = nodes[0] ? nodeId(nodes[0]) : null;
    setTreeNode(id);
    setPage(1);
    setSelection(emptySelection());
  };

  return (
    <div data-testid="template-list-page" className="wb-template-list-page" style={treeUrl ? { display: 'flex', gap: 12, alignItems: 'flex-start' } : undefined}>
      {treeUrl && (
        <div style={{ flex: `0 0 ${TREE_PANEL_WIDTH}px`, width: TREE_PANEL_WIDTH }}>
          <TreePanel method={listTemplate.treeResMethod} url={treeUrl} selectedKeys={treeNode ? [treeNode] : []} onSelect={chooseNode} />
        </div>
      )}
      <div style={treeUrl ? { flex: 1, minWidth: 0 } : undefined}>
      <SearchPanel
        specs={specs}
        values={values}
        onChange={setValues}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        onSearch={() => search({ conditions: buildAdvancedSearch(specs, values), dialog: dialogConditions, quick: buildQuickSearch(quickFields, quickText) })}
        onReset={() => {
          const defaults = defaultsNow().values;
          setValues(defaults);
          setQuickText('');
          search({ conditions: buildAdvancedSearch(specs, defaults), dialog: [], quick: null });
        }}
      />
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <ButtonGroup buttons={buttons} onAction={runAction} loadingCodes={actions.busy} />
        {quickFields.length > 0 && (
          <Space.Compact style={{ width: 320 }}>
            <Input
              allowClear
              data-testid="quick-search"
              aria-label="快速查询"
              placeholder={`快速查询：${quickFields.map((f) => f.fieldExplain).join('/')}`}
              value={quickText}
              onChange={(e) => setQuickText(e.target.value)}
              onPressEnter={quickSearch}
            />
            <Button aria-label="搜索" icon={<SearchOutlined />} onClick={quickSearch} />
          </Space.Compact>
        )}
      </Space>
      <ListTable
        columns={columns}
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        page={page}
        pageSize={pageSize}
        sort={sort}
        selectedKeys={keysOnPage(selection, page)}
        onSelect={(keys, rows) => setSelection((s) => selectOnPage(s, page, keys, rows))}
        onPage={(p, size) => {
          if (size !== pageSize) setSelection(emptySelection());
          setPage(p);
          setPageSize(size);
        }}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        desensitization={desensitization}
        scrollY={scrollY}
        onRowDoubleClick={detailTemplateId ? (row) => actions.openDetail(row.id) : undefined}
      />
      </div>
      <AdvancedQueryDialog
        open={actions.advancedOpen}
        fields={advancedFields}
        onCancel={actions.closeAdvanced}
        onConfirm={(dialog) => {
          actions.closeAdvanced();
          search({ conditions, dialog, quick });
        }}
      />
      {formTemplate && base && (
        <FormDialog
          open={actions.form !== null}
          mode={actions.form?.mode ?? 'create'}
          recordId={actions.form?.id ?? null}
          template={formTemplate}
          base={base}
          onClose={actions.closeForm}
          formType={formType}
          masterDetail={masterDetail}
          onViewImage={onViewImage}
          onSaved={(row) => {
            const mode = actions.form?.mode ?? 'create';
            actions.closeForm();
            reloadAll();
            onSaved?.(row, mode);
          }}
        />
      )}
      {base && (
        <ImportDialog
          open={actions.importOpen}
          base={base}
          onClose={actions.closeImport}
          onImported={() => {
            actions.closeImport();
            reloadAll();
          }}
        />
      )}
      <LogDrawer open={actions.log !== null} entries={actions.log ?? []} onClose={actions.closeLog} />
      <DetailPopup
        open={actions.detail !== null}
        templateId={detailTemplateId}
        recordId={actions.detail}
        onClose={actions.closeDetail}
        tableLabels={masterDetail?.tableLabels}
        onViewImage={onViewImage}
      />
      <AttachmentDialog
        open={actions.attachments !== null}
        entity={actions.attachments?.entity ?? null}
        recordId={actions.attachments?.recordId ?? null}
        recordLabel={actions.attachments?.label}
        onClose={actions.closeAttachments}
      />
      <SnapshotDialog
        open={actions.snapshots !== null}
        entity={actions.snapshots?.entity ?? null}
        recordId={actions.snapshots?.recordId ?? null}
        fieldImages={actions.snapshots?.fieldImages}
        onClose={actions.closeSnapshots}
      />
    </div>
  );
}
