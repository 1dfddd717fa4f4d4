import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import {
  buildAdvancedSearch,
  buildColumns,
  buildQuickSearch,
  buildSearchFields,
  initialSort,
  isOn,
  listTableMaxHeight,
  type FieldDefinition,
  type SearchCondition,
  type SearchParameter,
  type SearchValues,
  type SortSpec,
} from '@wb/templates';
import { recordBase, useRecordList, useSession, type FormatView, type ListRequest, type RecordRow, type WireSearchCondition } from '@wb/api';
import { useListActions } from '../hooks/useListActions';
import { useUserContext } from '../hooks/useUserContext';
import { LIST_ACTION_CODES, permittedButtons, withAdvancedQuery } from '../logic/buttonGroup';
import { DEFAULT_PAGE_SIZE } from '../logic/listPaging';
import { listRequest } from '../logic/listRequest';
import { searchDefaults } from '../logic/searchDefaults';
import { emptySelection, keysOnPage, selectOnPage, selectedRows, type SelectionByPage } from '../logic/selectionByPage';
import { AdvancedQueryDialog } from './AdvancedQueryDialog';
import { ButtonGroup } from './ButtonGroup';
import { FormDialog } from './FormDialog';
import { ImportDialog } from './ImportDialog';
import { ListTable } from './ListTable';
import { LogDrawer } from './LogDrawer';
import { SearchPanel } from './SearchPanel';

export interface TemplateListPageProps {
  /** the menu the page belongs to: its buttons come from the session's menuButList */
  menuId: string;
  /** the LIST template */
  listTemplate: FormatView;
  /** the FORM template of 新增 / 编辑 (null when none is configured) */
  formTemplate: FormatView | null;
  /** the LIST template's search parameters (their defaults fill the search panel) */
  searchParameters?: readonly SearchParameter[];
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
export function TemplateListPage({ menuId, listTemplate, formTemplate, searchParameters = [] }: TemplateListPageProps) {
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

  const request: ListRequest = listRequest({
    conditions: [...fixed, ...conditions, ...dialogConditions],
    quick,
    sort,
    page,
    pageSize,
    tplId: listTemplate.id,
  });
  const list = useRecordList(base, request);
  const selected = selectedRows(selection);

  /** applies new search state; the same request again is a reload */
  const search = (next: { conditions: SearchCondition[]; dialog: SearchCondition[]; quick: SearchCondition | null }) => {
    const nextRequest = listRequest({ conditions: [...fixed, ...next.conditions, ...next.dialog], quick: next.quick, sort, page: 1, pageSize, tplId: listTemplate.id });
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
    query: () => ({ search: (request.search ?? []) as WireSearchCondition[], sort: request.sort ?? [] }),
    reload: () => void list.refetch(),
    clearSelection: () => setSelection(emptySelection()),
    labelOf: (code) => menuButList.find((b) => b.menuId === menuId && b.code === code)?.name ?? code,
  });

  const quickSearch = () => search({ conditions, dialog: dialogConditions, quick: buildQuickSearch(quickFields, quickText) });
  const buttons = withAdvancedQuery(permittedButtons(menuButList, menuId, permissions).filter((b) => LIST_ACTION_CODES.has(b.code)));
  const scrollY = typeof window === 'undefined' ? undefined : Math.max(240, listTableMaxHeight(window.innerHeight) - 60);

  return (
    <div data-testid="template-list-page" className="wb-template-list-page">
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
        <ButtonGroup buttons={buttons} onAction={actions.run} loadingCodes={actions.busy} />
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
      />
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
          onSaved={() => {
            actions.closeForm();
            void list.refetch();
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
            void list.refetch();
          }}
        />
      )}
      <LogDrawer open={actions.log !== null} entries={actions.log ?? []} onClose={actions.closeLog} />
    </div>
  );
}
