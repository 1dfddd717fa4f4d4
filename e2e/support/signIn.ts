import type { Page } from 'playwright-core';

/** Signs in through the login page as a person does and waits for the company home page. */
export async function signIn(page: Page, baseUrl: string, username = 'admin', password = 'Admin@123456'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor();
}

/** Calls the API from the page with the app's own stored token (the way the app calls it). */
export async function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const raw = localStorage.getItem('wb-access_token');
    const token = raw ? (JSON.parse(raw) as string) : '';
    const res = await fetch(`/api${p}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: unknown };
    return body.data;
  }, path) as Promise<T>;
}

/** The server's envelope as an API call answers it. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/**
 * Calls the API from the page with the app's stored token, any method and a JSON body; answers the
 * HTTP status and the envelope (set-up and checks a person would not do by clicking).
 */
export async function apiCallFromPage<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  return page.evaluate(
    async ({ m, p, b }) => {
      const raw = localStorage.getItem('wb-access_token');
      const token = raw ? (JSON.parse(raw) as string) : '';
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (b !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`/api${p}`, { method: m, headers, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, body: (await res.json()) as Envelope<unknown> };
    },
    { m: method, p: path, b: body },
  ) as Promise<{ status: number; body: Envelope<T> }>;
}
