import { describe, expect, it } from 'vitest';
import { HISTORY_URL_KEY, rememberUnknownPath } from './rememberUnknownPath';

describe('rememberUnknownPath', () => {
  it('keeps only the last unknown address', () => {
    rememberUnknownPath('/no/such/page');
    rememberUnknownPath('/another?x=1');
    expect(sessionStorage.getItem(HISTORY_URL_KEY)).toBe('/another?x=1');
  });
});
