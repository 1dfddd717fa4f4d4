import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { vendorPopupTemplate } from '../test-utils/vehicleTemplates';
import { PopupPicker } from './PopupPicker';

let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

const vendors = [
  { id: 'ven1', vendorName: '顺达物流', vendorCode: 'V001' },
  { id: 'ven2', vendorName: '安捷运输', vendorCode: 'V002' },
];

function serve() {
  return fakeServer([
    ['GET /optimus_prime/cg-format/resource/res-vendor', () => ({ data: vendorPopupTemplate })],
    ['POST /basic/vendor/v2/list', () => ({ data: { list: vendors, total: 2 } })],
  ]);
}

describe('PopupPicker', () => {
  it('warns 暂无配置的弹窗资源模板，请配置！ (温馨提示) when the template is missing, and closes', async () => {
    fake = fakeServer([]);
    const onCancel = vi.fn();
    renderWithProviders(<PopupPicker open resourceId="nope" onCancel={onCancel} onConfirm={vi.fn()} />);
    expect(await screen.findByText('暂无配置的弹窗资源模板，请配置！')).toBeTruthy();
    expect(screen.getAllByText('温馨提示').length).toBeGreaterThan(0);
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });

  it('asks page 1 of 10 sorted by createDate desc with the default search; 确 定 with nothing → 最少要选择一条数据！', async () => {
    fake = serve();
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<PopupPicker open resourceId="res-vendor" onCancel={vi.fn()} onConfirm={onConfirm} />);
    const popup = await screen.findByTestId('popup-picker');
    await within(popup).findByText('顺达物流', undefined, { timeout: 5000 });
    expect(fake.find('POST /basic/vendor/v2/list')[0].body).toEqual({
      search: [{ key: 'enabled', op: 'eq', val: true }],
      limit: { pn: 1, ps: 10 },
      sort: [{ key: 'createDate', dir: 'desc' }],
    });
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('最少要选择一条数据！')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('multi-select passes every chosen row; NONE_WHOLE hides 确 定', async () => {
    fake = serve();
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { unmount } = renderWithProviders(<PopupPicker open multiple resourceId="res-vendor" onCancel={vi.fn()} onConfirm={onConfirm} />);
    const popup = await screen.findByTestId('popup-picker');
    await user.click(await within(popup).findByText('顺达物流', undefined, { timeout: 5000 }));
    await user.click(within(popup).getByText('安捷运输'));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ id: 'ven1' }), expect.objectContaining({ id: 'ven2' })]);
    unmount();
    renderWithProviders(<PopupPicker open confirmButton={false} resourceId="res-vendor" onCancel={vi.fn()} onConfirm={vi.fn()} />);
    await screen.findByTestId('popup-picker');
    expect(screen.queryByRole('button', { name: '确 定' })).toBeNull();
    expect(screen.getByRole('button', { name: '取 消' })).toBeTruthy();
  });

  it('cannot be closed by Escape', async () => {
    fake = serve();
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(<PopupPicker open resourceId="res-vendor" onCancel={onCancel} onConfirm={vi.fn()} />);
    await screen.findByTestId('popup-picker');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
