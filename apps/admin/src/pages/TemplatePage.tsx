import { Card, Spin } from 'antd';
import { useMenuTemplate, useSearchParameters, type MenuItem } from '@wb/api';
import { useSearchParams } from 'react-router-dom';
import { TemplateListPage, isFormType, type TemplateListPageProps } from '@wb/ui';
import { TemplateFreeNotice } from './TemplateFreeNotice';

/**
 * A menu leaf's page: its LIST (and FORM) template looked up by the menu id drives the generic list
 * page; without a LIST template it is the template-free notice. The list page keeps its own state
 * (search, page, selection), keyed by the menu, so tab caching can keep it alive. The route query
 * `type` (SPEC.md §2: create1 / createRef, safeUpdate / weigh) refines how its form dialog behaves.
 * A 系统管理 screen adds its own buttons (pageActions) and reads the create answer (onSaved).
 */
export function TemplatePage({
  item,
  onSaved,
  pageActions,
}: { item: MenuItem } & Pick<TemplateListPageProps, 'onSaved' | 'pageActions'>) {
  const list = useMenuTemplate(item.id, 'LIST');
  const form = useMenuTemplate(item.id, 'FORM');
  const params = useSearchParameters(list.data?.id);
  const [query] = useSearchParams();
  const type = query.get('type');
  if (list.isLoading || (list.data && (form.isLoading || params.isLoading))) {
    return (
      <Card data-testid="template-loading">
        <Spin />
      </Card>
    );
  }
  if (!list.data) return <TemplateFreeNotice title={item.title} />;
  return (
    <Card size="small" title={item.title} styles={{ body: { paddingTop: 12 } }}>
      <TemplateListPage
        key={item.id}
        menuId={item.id}
        listTemplate={list.data}
        formTemplate={form.data ?? null}
        searchParameters={params.data?.paramList ?? []}
        formType={isFormType(type) ? type : undefined}
        onSaved={onSaved}
        pageActions={pageActions}
      />
    </Card>
  );
}
