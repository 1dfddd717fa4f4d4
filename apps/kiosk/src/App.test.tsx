import '@wb/ui/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@wb/api', async (importOriginal) => {
  const actual = await importOriginal<typeof WbApi>();
  return { ...actual, useMe: () => ({ data: undefined }), useHomeCounts: () => ({ data: undefined }) };
});

const { sessionStore } = await import('@wb/api');
const { AppProviders } = await import('@wb/ui');
const { App } = await import('./App');
const { clockText } = await import('./clockText');

describe('kiosk app', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/kiosk/');
    sessionStore.getState().clearSession();
  });
  afterEach(cleanup);

  it('clockText formats time and Chinese date', () => {
    expect(clockText(new Date(2026, 10, 22, 8, 5, 9))).toEqual({ time: '08:05:09', date: '2026年11月22日 星期日' });
  });

  it('signed out: links to the sign-in page', () => {
    render(<AppProviders basename="/kiosk"><App /></AppProviders>);
    expect(screen.getByText('前往登录').closest('a')?.getAttribute('href')).toBe('/login');
  });

  it('signed in: the company name and a running clock', () => {
    sessionStore.getState().setTokens({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
    sessionStore.getState().setUserInfo({
      user: 'u1', username: 'admin', realName: '系统管理员', avatar: null, currentOrg: 'o1', currentOrgName: '一号煤业公司',
      currentGroup: 'g1', currentGroupName: '能源集团', orgs: [], admin: true, permissions: [], roles: [],
    });
    render(<AppProviders basename="/kiosk"><App /></AppProviders>);
    expect(screen.getByTestId('kiosk-company').textContent).toContain('一号煤业公司');
    expect(screen.getByTestId('kiosk-clock').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });
});
