import '@wb/ui/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@wb/api', async (importOriginal) => {
  const actual = await importOriginal<typeof WbApi>();
  return { ...actual, useMe: () => ({ data: undefined }) };
});

const { sessionStore } = await import('@wb/api');
const { AppProviders } = await import('@wb/ui');
const { App } = await import('./App');

describe('inspection app', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/inspection/');
    sessionStore.getState().clearSession();
  });
  afterEach(cleanup);

  it('signed out: links to the sign-in page', () => {
    render(<AppProviders basename="/inspection"><App /></AppProviders>);
    expect(screen.getByText('前往登录').closest('a')?.getAttribute('href')).toBe('/login');
  });

  it('signed in: the station user and a link back to admin', () => {
    sessionStore.getState().setTokens({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
    sessionStore.getState().setUserInfo({
      user: 'u2', username: 'qc01', realName: '化验员甲', avatar: null, currentOrg: 'o1', currentOrgName: '一号煤业公司',
      currentGroup: 'g1', currentGroupName: '能源集团', orgs: [], admin: false, permissions: [], roles: ['QC'],
    });
    render(<AppProviders basename="/inspection"><App /></AppProviders>);
    expect(screen.getByTestId('inspection-user').textContent).toContain('qc01');
    expect(screen.getAllByText('返回管理平台').some((el) => el.closest('a')?.getAttribute('href') === '/')).toBe(true);
  });
});
