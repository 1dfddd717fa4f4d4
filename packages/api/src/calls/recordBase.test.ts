import { describe, expect, it } from 'vitest';
import { recordBase } from './recordBase';

describe('recordBase', () => {
  it.each([
    ['/basic/vehicle/v2/list', '/basic/vehicle'],
    ['/basic/vehicle/v2/list/', '/basic/vehicle'],
    ['/basic/vehicle/detail', '/basic/vehicle'],
    ['/measure/mm-pu-weigh/v2/list', '/measure/mm-pu-weigh'],
    ['/basic/vehicle', '/basic/vehicle'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(recordBase(input)).toBe(expected);
  });
});
