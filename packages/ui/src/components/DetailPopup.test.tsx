import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { inventoryFormTemplate, inventoryRecord } from '../test-utils/inventoryTemplates';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { DetailPopup } from './DetailPopup';

// a loaded 2-core CI machine renders antd slowly: give async queries more than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

function serve(template: object) {
  return fakeServer([
    [/^GET \/optimus_prime\/cg-format\/type\/subs\//, () => ({ data: template })],
    ['POST /basic/inventory/detail', () => ({ data: inventoryRecord })],
  ]);
}

describe('DetailPopup', () => {
  it('loads the template by id and the record through its resMethod + resUrl; master-child shows the main values and the child rows read-only', async () => {
    fake = serve(inventoryFormTemplate);
    renderWithProviders(<DetailPopup open templateId="tpl-inv-form" recordId="inv1" onClose={vi.fn()} />);
    const popup = await screen.findByTestId('detail-popup');
    expect(await within(popup).findByText('动力煤', undefined, { timeout: 5000 })).toBeTruthy();
    expect(popup.getAttribute('data-layout')).toBe('masterChild');
    expect(fake.find('GET /optimus_prime/cg-format/type/subs/tpl-inv-form')).toHaveLength(1);
    expect(fake.find('POST /basic/inventory/detail')[0].body).toEqual({ id: 'inv1', search: [{ key: 'id', op: 'eq', val: 'inv1' }] });
    const child = screen.getByTestId('detail-child-bd_inventory_weigh');
    expect(within(child).getByText('轨道衡')).toBeTruthy();
    expect(within(child).queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(child).queryAllByRole('textbox')).toHaveLength(0);
    const dialog = popup.closest('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('80%');
  });

  it('the tab layout puts the main values and each child table on tabs', async () => {
    fake = serve({ ...inventoryFormTemplate, formatStyle: 'FORMAT_TAB_FROM' });
    const user = userEvent.setup();
    renderWithProviders(<DetailPopup open templateId="tpl-inv-form" recordId="inv1" onClose={vi.fn()} tableLabels={{ bd_inventory_weigh: '计量设置' }} />);
    expect(await screen.findByText('动力煤', undefined, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '计量设置' }));
    expect(await screen.findByText('轨道衡')).toBeTruthy();
  });

  it('warns 请检查详情模板的【列表请求方式】和【列表请求路由】属性 (警告) when the template lacks resMethod or resUrl, and closes', async () => {
    fake = serve({ ...inventoryFormTemplate, resMethod: undefined });
    const onClose = vi.fn();
    renderWithProviders(<DetailPopup open templateId="tpl-inv-form" recordId="inv1" onClose={onClose} />);
    expect(await screen.findByText('请检查详情模板的【列表请求方式】和【列表请求路由】属性')).toBeTruthy();
    expect(screen.getByText('警告')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.find('POST /basic/inventory/detail')).toHaveLength(0);
  });
});
