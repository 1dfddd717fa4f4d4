import { describe, expect, it } from 'vitest';
import { pathHeader } from './pathHeader';

describe('path header', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/clouds/index', '/clouds/index'],
    ['/activti/detail/123', '/activti/detail/:id'],
    ['/modules/purorder/pu_registry/42/edit', '/modules/purorder/pu_registry/:id/edit'],
    ['/a/1/b/22/c', '/a/:id/b/:id/c'],
    ['/editpwd?id=17', '/editpwd'],
    ['/report/2024abc', '/report/2024abc'],
    ['/x/12#anchor', '/x/:id'],
  ])('%s → %s', (route, header) => {
    expect(pathHeader(route)).toBe(header);
  });
});
