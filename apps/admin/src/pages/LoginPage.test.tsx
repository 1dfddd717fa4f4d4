import '@wb/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type * as WbApi from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  captchaEnabled: true,
  loginByPassword: vi.fn(),
  completeSignIn: vi.fn(),
}));

vi.mock('@wb/api', async (importOriginal) => {
  const actual = await importOriginal<typeof WbApi>();
  return {
    ...actual,
    useGlobalConfig: () => ({
      data: { siteTitle: '', lockPath: '/lock', captchaEnabled: api.captchaEnabled, idleLogoutMs: 2_400_000, versionCode: '1' },
      isError: false,
    }),
    loginByPassword: api.loginByPassword,
    completeSignIn: api.completeSignIn,
  };
});

const { ApiError } = await import('@wb/api');
const { LoginPage } = await import('./LoginPage');


function renderLogin() {
  return render(
    <AntApp>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/clouds/index" element={<div>home page</div>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

afterEach(cleanup);

describe('LoginPage', () => {
  beforeEach(() => {
    api.captchaEnabled = true;
    api.loginByPassword.mockReset();
    api.completeSignIn.mockReset();
    localStorage.clear();
  });

  it('shows the product, the fields, the captcha and the 登录 button', () => {
    renderLogin();
    expect(screen.getAllByText('统一称重计量管控平台').length).toBeGreaterThan(0);
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.getByPlaceholderText('用户名')).toBeTruthy();
    expect(screen.getByPlaceholderText('密码')).toBeTruthy();
    expect(screen.getByPlaceholderText('验证码')).toBeTruthy();
    expect((screen.getByTestId('captcha-image') as HTMLImageElement).src).toMatch(/\/api\/code\/image\?randomStr=[0-9a-f]{24}$/);
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(document.title).toBe('登录 - 统一称重计量管控平台');
  });

  it('hides the captcha when the site switched it off', () => {
    api.captchaEnabled = false;
    renderLogin();
    expect(screen.queryByPlaceholderText('验证码')).toBeNull();
    expect(screen.queryByTestId('captcha-image')).toBeNull();
  });

  it('clicking the captcha loads a new one', async () => {
    renderLogin();
    const img = screen.getByTestId('captcha-image') as HTMLImageElement;
    const before = img.src;
    await userEvent.click(img);
    expect((screen.getByTestId('captcha-image') as HTMLImageElement).src).not.toBe(before);
  });

  it('a wrong captcha shows 验证码错误,请重新输入 and refreshes the picture', async () => {
    api.loginByPassword.mockRejectedValue(new ApiError('验证码错误,请重新输入', 428));
    renderLogin();
    const before = (screen.getByTestId('captcha-image') as HTMLImageElement).src;
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Admin@123456');
    await userEvent.type(screen.getByPlaceholderText('验证码'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误,请重新输入')).toBeTruthy();
    expect((screen.getByTestId('captcha-image') as HTMLImageElement).src).not.toBe(before);
    expect(api.loginByPassword).toHaveBeenCalledWith(expect.objectContaining({ username: 'admin', password: 'Admin@123456', code: 'abcd' }));
  });

  it('a wrong password shows 用户名不存在或密码错误', async () => {
    api.captchaEnabled = false;
    api.loginByPassword.mockRejectedValue(new ApiError('用户名不存在或密码错误', 426));
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByTestId('login-error')).textContent).toContain('用户名不存在或密码错误');
  });

  it('signs in, remembers the user name and goes to /clouds/index', async () => {
    api.captchaEnabled = false;
    api.loginByPassword.mockResolvedValue({});
    api.completeSignIn.mockResolvedValue({ passwordSafe: true });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'operator');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Operator@123');
    await userEvent.click(screen.getByRole('checkbox', { name: '记住用户名' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    expect(localStorage.getItem('wb-remember-username')).toBe('operator');
  });
});
