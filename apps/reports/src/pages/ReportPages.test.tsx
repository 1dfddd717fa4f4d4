import '@wb/ui/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { ApiError, type ReportInFactoryStats, type TeamShiftReport } from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  team: vi.fn(),
  inFactory: vi.fn(),
}));

vi.mock('./EChart', () => ({ EChart: () => <div data-testid="chart" /> }));
vi.mock('@wb/api', async (importOriginal) => {
  const actual = await importOriginal<typeof WbApi>();
  return {
    ...actual,
    useMe: () => ({ data: undefined }),
    fetchTeamShiftReport: calls.team,
    fetchInFactoryStats: calls.inFactory,
    fetchReportShifts: async () => [{ name: '早班', start: '08:00', end: '16:00' }],
    fetchReportMaterials: async () => ['原煤'],
  };
});

const { AppProviders } = await import('@wb/ui');
const { App } = await import('../App');
const { IN_FACTORY_REFRESH_MS } = await import('./InFactoryPage');

const renderAt = (path: string) => {
  window.history.pushState({}, '', `/reports${path}`);
  return render(
    <AppProviders basename="/reports">
      <App />
    </AppProviders>,
  );
};

const team: TeamShiftReport = {
  shifts: [{ name: '早班', start: '08:00', end: '16:00' }],
  rows: [{ shift: '早班', flavour: 'pu', flavourName: '采购', materialName: '原煤', trips: 2, gross: '80.003', tare: '30.000', net: '50.003' }],
  shiftTotals: [{ shift: '早班', trips: 2, gross: '80.003', tare: '30.000', net: '50.003' }],
  total: { trips: 2, gross: '80.003', tare: '30.000', net: '50.003' },
};
const stats = (total: number): ReportInFactoryStats => ({
  time: '2026-11-22 09:00:00',
  total,
  byFlavour: [{ flavour: 'pu', flavourName: '采购', entered: total, weighedOnce: 0, weighed: 0, total }],
  vehicles: [{ plate: '蒙A***45', flavourName: '采购', materialName: '原煤', statusName: '已入厂', entryTime: '2026-11-22 08:00:00', minutes: 61 }],
});

describe('report pages with a display key (no session)', () => {
  beforeEach(() => {
    calls.team.mockReset();
    calls.inFactory.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('班组报表 asks the server with the address’s conditions and key, and shows the totals', async () => {
    calls.team.mockResolvedValue(team);
    renderAt('/Information/index?startDate=2026-11-20&endDate=2026-11-22&shift=%E6%97%A9%E7%8F%AD&key=rdk_k');
    expect(await screen.findByText('合计')).toBeTruthy();
    expect(calls.team).toHaveBeenCalledWith({ startDate: '2026-11-20', endDate: '2026-11-22', shift: '早班' }, 'rdk_k');
    expect(screen.getByTestId('report-conditions').textContent).toBe('2026-11-20 至 2026-11-22　班次：早班');
    expect(screen.getByTestId('report-table').textContent).toContain('50.003');
    expect(screen.getByText('小计')).toBeTruthy();
    expect(screen.queryByTestId('signed-out')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    calls.team.mockRejectedValue(new ApiError('x', 400, { msg: '展示密钥无效或已失效，请联系管理员重新生成' }));
    renderAt('/Information/index?key=rdk_bad');
    expect(await screen.findByText('展示密钥无效或已失效，请联系管理员重新生成')).toBeTruthy();
  });

  it('the condition page opens the report with the chosen conditions', async () => {
    calls.team.mockResolvedValue(team);
    renderAt('/conditional/index?startDate=2026-11-01&endDate=2026-11-02&key=rdk_k');
    fireEvent.click(await screen.findByRole('button', { name: /查询/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/reports/Information/index'));
    expect(new URLSearchParams(window.location.search).get('startDate')).toBe('2026-11-01');
    expect(new URLSearchParams(window.location.search).get('key')).toBe('rdk_k');
  });

  it('without a key or session the report asks to sign in', () => {
    renderAt('/Information/index');
    expect(screen.getByTestId('signed-out')).toBeTruthy();
    expect(calls.team).not.toHaveBeenCalled();
  });

  it('在厂车辆统计 polls every 5 s, keeps the last figures while the server is down and recovers on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    calls.inFactory.mockResolvedValueOnce(stats(3)).mockRejectedValueOnce(new ApiError('网络异常', 'network')).mockResolvedValue(stats(4));
    renderAt('/factoryvehicle/index?key=rdk_k');
    await waitFor(() => expect(screen.getByTestId('in-factory').textContent).toContain('蒙A***45'));
    expect(calls.inFactory).toHaveBeenCalledWith('rdk_k');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IN_FACTORY_REFRESH_MS);
    });
    await waitFor(() => expect(screen.getByTestId('in-factory-offline')).toBeTruthy());
    expect(screen.getByTestId('in-factory').textContent).toContain('蒙A***45');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IN_FACTORY_REFRESH_MS);
    });
    await waitFor(() => expect(screen.queryByTestId('in-factory-offline')).toBeNull());
    expect(calls.inFactory.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});
