import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as WbApi from '@wb/api';
import type * as WbUi from '@wb/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ templates: {} as Record<string, unknown> }));

vi.mock('@wb/api', async (importOriginal) => {
  const actual = await importOriginal<typeof WbApi>();
  return {
    ...actual,
    useMenuTemplate: (menuId: string, type: string) => ({ isLoading: false, data: api.templates[`${menuId}:${type}`] ?? null }),
    useSearchParameters: () => ({ isLoading: false, data: { paramList: [] } }),
  };
});
vi.mock('@wb/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof WbUi>();
  return {
    ...actual,
    TemplateListPage: ({ menuId, formTemplate, formType }: { menuId: string; formTemplate: unknown; formType?: string }) => (
      <div data-testid="template-list-page">
        {menuId}:{formTemplate ? 'form' : 'no-form'}
        {formType ? `:${formType}` : ''}
      </div>
    ),
  };
});

const { TemplatePage } = await import('./TemplatePage');

const item = {
  id: 'm1', title: '车辆', path: '/modules/basic/vehicle/index', urlPath: null, component: null, icon: null, query: null, uuid: 'u',
  keepAlive: true, menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: false, buttonUrls: null, children: [],
};

afterEach(cleanup);

describe('TemplatePage', () => {
  it('renders the list page when the menu has a LIST template (with its FORM template)', () => {
    api.templates = { 'm1:LIST': { id: 'l', formatName: '车辆列表', listSubList: [] }, 'm1:FORM': { id: 'f', formatName: '新增车辆' } };
    render(<MemoryRouter><TemplatePage item={item} /></MemoryRouter>);
    expect(screen.getByTestId('template-list-page').textContent).toBe('m1:form');
  });

  it('passes a route query type of SPEC §2 to the list page (safeUpdate), and ignores others', () => {
    api.templates = { 'm1:LIST': { id: 'l', formatName: '存货列表', listSubList: [] }, 'm1:FORM': { id: 'f', formatName: '存货档案' } };
    const { unmount } = render(<MemoryRouter initialEntries={['/modules/basic/inventory/index?type=safeUpdate']}><TemplatePage item={item} /></MemoryRouter>);
    expect(screen.getByTestId('template-list-page').textContent).toBe('m1:form:safeUpdate');
    unmount();
    render(<MemoryRouter initialEntries={['/modules/basic/inventory/index?type=sampling']}><TemplatePage item={item} /></MemoryRouter>);
    expect(screen.getByTestId('template-list-page').textContent).toBe('m1:form');
  });

  it('shows 模板未配置 with what to do when the menu has no LIST template', () => {
    api.templates = {};
    render(<MemoryRouter><TemplatePage item={item} /></MemoryRouter>);
    expect(screen.getByTestId('template-free').textContent).toContain('模板未配置');
    expect(screen.getByTestId('template-free').textContent).toContain('模板属性配置');
  });
});
