import { describe, expect, it } from 'vitest';
import { nextWeighLabel, registryWeighBlock } from './registryLabels';

describe('registryWeighBlock', () => {
  it.each([
    ['registered', 'gross', '车辆未入厂，不能过磅'],
    ['obsolete', null, '登记单已作废'],
    ['exited', null, '车辆已出厂'],
    ['weighed', null, '该车辆已完成两次过磅'],
    ['entered', null, '该车辆已完成两次过磅'],
    ['entered', 'gross', null],
    ['weighed_once', 'tare', null],
  ] as const)('%s / %s → %s', (status, next, expected) => {
    expect(registryWeighBlock(status, next)).toBe(expected);
  });
});

describe('nextWeighLabel', () => {
  it('names the weight the next weighsave takes', () => {
    expect(nextWeighLabel('gross')).toBe('称毛重');
    expect(nextWeighLabel('tare')).toBe('称皮重');
    expect(nextWeighLabel(null)).toBe('无需过磅');
  });
});
