import '@wb/ui/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { ApiError, sessionStore, type ScaleSettings } from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  listScaleSettings: vi.fn(),
  fetchScaleProtocols: vi.fn(),
  fetchScaleStatus: vi.fn(),
  createScaleSettings: vi.fn(),
  updateScaleSettings: vi.fn(),
  deleteScaleSettings: vi.fn(),
}));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));
vi.setConfig({ testTimeout: 45_000 });

const { AppProviders } = await import('@wb/ui');
const { ScalePage } = await import('./ScalePage');

const item = {
  id: 'm1', title: '地磅仪表', path: '/modules/sys/scale/index', urlPath: null, component: null, icon: null, query: null, uuid: 'u',
  keepAlive: true, menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: false, buttonUrls: null, children: [],
};
const scale: ScaleSettings = {
  id: 's1', code: 'DB01', name: '1号地磅', protocol: 'yaohua-tf0', protocolName: '耀华 XK3190 tF0', transport: 'tcp',
  host: '127.0.0.1', port: 4001, device: null, baud: null, dataBits: null, parity: null, stopBits: null,
  stabilityCount: 10, stabilityToleranceKg: '20.000', stabilityWindowMs: 2000, offlineTimeoutMs: 3000,
  enabled: true, remark: null, version: 2, createDate: '', updateDate: '',
};
const wrap = () => render(<AppProviders basename="/"><ScalePage item={item} /></AppProviders>);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchScaleProtocols.mockResolvedValue([{ value: 'yaohua-tf0', label: '耀华 XK3190 tF0', motionFlag: false }]);
  api.fetchScaleStatus.mockResolvedValue([
    { scaleId: 's1', code: 'DB01', name: '1号地磅', enabled: true, running: true, connected: true, online: true, weight: '23960', stable: true, overload: false, mode: 'gross', error: null, at: '' },
  ]);
  sessionStore.getState().setUserInfo({
    user: 'u1', username: 'admin', realName: '管理员', avatar: null, currentOrg: 'o1', currentOrgName: '公司', currentGroup: 'g1',
    currentGroupName: '集团', orgs: [], admin: true, permissions: [], roles: ['ADMIN'],
  });
});
afterEach(cleanup);

describe('地磅仪表', () => {
  it('lists the scales with their address, stability settings and live reading', async () => {
    api.listScaleSettings.mockResolvedValue([scale]);
    wrap();
    expect(await screen.findByText('1号地磅')).toBeTruthy();
    expect(screen.getByText('127.0.0.1:4001')).toBeTruthy();
    expect(screen.getByText('10 次 ±20 kg / 2000 ms')).toBeTruthy();
    expect((await screen.findByTestId('scale-live-DB01')).textContent).toContain('稳定 23960 kg');
  });

  it('adds a scale with the server defaults and keeps the dialog open on the server’s refusal', async () => {
    api.listScaleSettings.mockResolvedValue([]);
    api.createScaleSettings.mockRejectedValue(new ApiError('x', 400, { msg: '仪表编码已存在' }));
    wrap();
    fireEvent.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('仪表编码'), { target: { value: 'DB01' } });
    fireEvent.change(within(dialog).getByLabelText('仪表名称'), { target: { value: '2号地磅' } });
    fireEvent.change(within(dialog).getByLabelText('主机地址'), { target: { value: '192.168.1.200' } });
    // the protocol select: open it and take the only option
    fireEvent.mouseDown(within(dialog).getByLabelText('通讯协议'));
    fireEvent.click(await screen.findByTitle('耀华 XK3190 tF0'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect((await screen.findByTestId('form-server-error')).textContent).toContain('仪表编码已存在');
    expect(api.createScaleSettings).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'DB01', name: '2号地磅', protocol: 'yaohua-tf0', transport: 'tcp', host: '192.168.1.200', port: 4001,
        baud: null, stabilityCount: 10, stabilityToleranceKg: '20', stabilityWindowMs: 2000, offlineTimeoutMs: 3000, enabled: true,
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('switches a scale off with its version and hides buttons the caller lacks', async () => {
    api.listScaleSettings.mockResolvedValue([scale]);
    api.updateScaleSettings.mockResolvedValue({ ...scale, enabled: false, version: 3 });
    wrap();
    fireEvent.click(await screen.findByRole('switch'));
    await waitFor(() => expect(api.updateScaleSettings).toHaveBeenCalledWith({ id: 's1', version: 2, enabled: false }));
    cleanup();
    sessionStore.getState().setUserInfo({ ...sessionStore.getState().userInfo!, admin: false });
    wrap();
    expect(await screen.findByText('1号地磅')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
  });
});
