import { describe, expect, it } from 'vitest';
import { countCards } from './countCards';

describe('countCards', () => {
  it('shows the five figures of the home page in order', () => {
    const cards = countCards({
      inFactoryVehicles: 12, todayWeighCount: 48, todayNetTons: '1520.36', todayPurchaseTons: '900.10', todaySaleTons: '620.26', pendingAudit: 3,
    });
    expect(cards.map((c) => [c.title, c.value])).toEqual([
      ['在厂车辆', '12'],
      ['今日过磅', '48'],
      ['今日净重(吨)', '1520.36'],
      ['采购/销售吨数', '900.10 / 620.26'],
      ['待审核', '3'],
    ]);
  });

  it('shows dashes before the counts arrive', () => {
    expect(countCards(undefined).every((c) => c.value === '-')).toBe(true);
  });
});
