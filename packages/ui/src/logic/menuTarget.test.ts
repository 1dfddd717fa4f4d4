import { describe, expect, it } from 'vitest';
import { menuTarget } from './menuTarget';

describe('menuTarget', () => {
  it.each([
    [{ path: '/modules/basic/vehicle/index', query: null }, '/modules/basic/vehicle/index'],
    [{ path: '/a/index', query: 'type=create' }, '/a/index?type=create'],
    [{ path: '/a/index', query: '?type=create' }, '/a/index?type=create'],
    [{ path: '/a/index', query: '{"type":"weigh","n":2}' }, '/a/index?type=weigh&n=2'],
    [{ path: '/a/index', query: '{broken' }, '/a/index'],
  ])('%j → %s', (item, target) => {
    expect(menuTarget(item)).toBe(target);
  });
});
