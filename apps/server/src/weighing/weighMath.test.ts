import { describe, expect, it } from 'vitest';
import { computeNet, weighRefusal, weightRefusal } from './weighMath';

const base = { grossKg: 49260n, tareKg: 16120n, deductKg: 0n, deductRate: '0', hiddenKg: 0n };

describe('computeNet', () => {
  it('subtracts tare, visible and hidden deductions exactly', () => {
    expect(computeNet(base)).toEqual({ deductionKg: 0n, netKg: 33140n });
    expect(computeNet({ ...base, deductKg: 120n, deductRate: '1.5', hiddenKg: 30n })).toEqual({
      deductionKg: 120n + 497n, // 33140 × 1.5% = 497.1
      netKg: 33140n - 617n - 30n,
    });
  });
});

describe('weightRefusal', () => {
  const r = (over: Partial<typeof base>) => {
    const i = { ...base, ...over };
    return { ...i, ...computeNet(i) };
  };
  it.each([
    [r({}), { overloadKg: 49000n, remainingKg: null }, '超载：毛重49.260吨超过限额49.000吨'],
    [r({ tareKg: 49260n }), { overloadKg: null, remainingKg: null }, '毛重必须大于皮重'],
    [r({ tareKg: 49255n }), { overloadKg: null, remainingKg: null }, '净重过小，请检查毛重和皮重'],
    [r({}), { overloadKg: null, remainingKg: 30000n }, '净重超出通知单剩余量：剩余30.000吨'],
    [r({}), { overloadKg: 50000n, remainingKg: 40000n }, null],
  ])('%#', (input, limits, message) => expect(weightRefusal(input, limits)).toBe(message));
});

describe('weighRefusal', () => {
  it.each([
    ['registered', '车辆未入厂，不能过磅'],
    ['weighed', '该车辆已完成两次过磅'],
    ['exited', '车辆已出厂'],
    ['obsolete', '登记单已作废'],
    ['entered', null],
    ['weighed_once', null],
  ])('%s', (status, message) => expect(weighRefusal(status)).toBe(message));
});
