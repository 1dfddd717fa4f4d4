import '@wb/ui/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@wb/api', async (importOriginal) => {
  const actual = await importOriginal<typeof WbApi>();
  return {
    ...actual,
    useMe: () => ({ data: undefined }),
    useHomeCounts: () => ({
      isLoading: false,
      data: { inFactoryVehicles: 12, todayWeighCount: 48, todayNetTons: '1520.36', todayPurchaseTons: '900.10', todaySaleTons: '620.26', pendingAudit: 3 },
    }),
  };
});

const { sessionStore } = await import('@wb/api');
const { AppProviders } = await import('@wb/ui');
const { App } = await import('./App');
const { statCards } = await import('./statCards');

const renderApp = () => render(<AppProviders basename="/reports"><App /></AppProviders>);

describe('reports app', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/reports/');
    sessionStore.getState().clearSession();
  });
  afterEach(cleanup);

  it('signed out: links to the sign-in page', () => {
    renderApp();
    expect(screen.getByText('前往登录').closest('a')?.getAttribute('href')).toBe('/login');
  });

  it('signed in: the company’s live counts and the report pages', () => {
    sessionStore.getState().setTokens({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
    sessionStore.getState().setUserInfo({
      user: 'u1', username: 'admin', realName: '系统管理员', avatar: null, currentOrg: 'o1', currentOrgName: '一号煤业公司',
      currentGroup: 'g1', currentGroupName: '能源集团', orgs: [], admin: true, permissions: [], roles: ['ADMIN'],
    });
    renderApp();
    expect(screen.getByTestId('header-user-name').textContent).toBe('系统管理员');
    expect(screen.getByTestId('report-stats').textContent).toContain('1,520.36');
    expect(screen.getByText('在厂车辆实时统计')).toBeTruthy();
  });

  it('statCards lists six figures with dashes before data', () => {
    expect(statCards(undefined).map((c) => c.value)).toEqual(['-', '-', '-', '-', '-', '-']);
  });
});
