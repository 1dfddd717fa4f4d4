import { describe, expect, it } from 'vitest';
import { isListCall } from './isListCall';

describe('UrlSource: RES on list calls', () => {
  it.each([
    ['/purorder/tr-registry/v2/list', undefined, true],
    ['/admin/log/page', undefined, true],
    ['/optimus_prime/cg-format-form-sub-param/list/param', undefined, true],
    ['/sys-menu/list?x=1', undefined, true],
    ['/sys-info/me', undefined, false],
    ['/sys-user-org/currentOrgs', true, true],
    ['/sys-menu/list', false, false],
  ] as const)('%s (flag %s) → %s', (url, flag, expected) => {
    expect(isListCall(url, flag)).toBe(expected);
  });
});
