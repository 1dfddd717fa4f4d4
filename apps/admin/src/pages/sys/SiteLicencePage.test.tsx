import '@wb/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type * as WbApi from '@wb/api';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  sessions: [] as WbApi.OnlineSession[],
  forced: [] as string[][],
  permissions: {} as Record<string, true>,
}));

vi.mock('@wb/api', async (importOriginal) => {
  const actual = await importOriginal<typeof WbApi>();
  return {
    ...actual,
    fetchOnlineSessions: async () => ({ list: api.sessions, total: api.sessions.length }),
    forceLogout: async (ids: string[]) => {
      api.forced.push(ids);
      api.sessions = api.sessions.filter((s) => !ids.includes(s.sessionId));
      return { count: ids.length };
    },
    useSession: (select: (s: unknown) => unknown) => select({ permissions: api.permissions, userInfo: { admin: false } }),
  };
});

const { SiteLicencePage } = await import('./SiteLicencePage');

const session = (sessionId: string, realName: string, current = false): WbApi.OnlineSession => ({
  sessionId, userId: `u-${sessionId}`, username: `user-${sessionId}`, realName, orgName: '鄂尔多斯示范煤业有限公司', ip: '10.0.0.8',
  userAgent: null, clientId: 'wb-web', loginTime: '2026-11-22T01:00:00.000Z', refreshTime: null, current,
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>
        <SiteLicencePage />
      </AntApp>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('站点许可 → 在线用户', () => {
  it('lists live sessions and ends one with 强制下线 after confirmation; the own session has no button', async () => {
    api.permissions = { 'sys:site_license:forceLogout': true };
    api.sessions = [session('s1', '系统管理员', true), session('s2', '张计量')];
    api.forced = [];
    renderPage();
    expect(await screen.findByText('张计量')).toBeTruthy();
    expect(screen.getByText('当前会话')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: '强制下线' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]);
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.forced).toEqual([['s2']]));
    await waitFor(() => expect(screen.queryByText('张计量')).toBeNull());
  });

  it('shows no 强制下线 without the permission', async () => {
    api.permissions = {};
    api.sessions = [session('s2', '张计量')];
    renderPage();
    expect(await screen.findByText('张计量')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '强制下线' })).toBeNull();
  });
});
