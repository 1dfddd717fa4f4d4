import { describe, expect, it } from 'vitest';
import { loginThenBack, safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/grantAuth?client_id=app_1&state=x', '/grantAuth?client_id=app_1&state=x'],
    ['/clouds/index', '/clouds/index'],
    [null, null],
    ['', null],
    ['https://evil.example.com/', null],
    ['//evil.example.com/', null],
    ['/\\evil.example.com', null],
    ['javascript:alert(1)', null],
    ['/login', null],
    ['/login?redirect=/x', null],
    ['/a\nb', null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('round-trips through the login address', () => {
    const back = '/grantAuth?client_id=a&redirect_uri=https%3A%2F%2Fx%2Fcb';
    const url = new URL(loginThenBack(back), 'http://h');
    expect(url.pathname).toBe('/login');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe(back);
  });
});
