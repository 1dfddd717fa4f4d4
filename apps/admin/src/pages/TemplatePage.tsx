import { Card, Spin } from 'antd';
import { useMenuTemplate, useSearchParameters, type MenuItem } from '@wb/api';
import { TemplateListPage } from '@wb/ui';
import { TemplateFreeNotice } from './TemplateFreeNotice';

/**
 * A menu leaf's page: its LIST (and FORM) template looked up by the menu id drives the generic list
 * page; without a LIST template it is the template-free notice. The list page keeps its own state
 * (search, page, selection), keyed by the menu, so tab caching can keep it alive.
 */
export function TemplatePage({ item }: { item: MenuItem }) {
  const list = useMenuTemplate(item.id, 'LIST');
  const form = useMenuTemplate(item.id, 'FORM');
  const params = useSearchParameters(list.data?.id);
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
      />
    </Card>
  );
}
