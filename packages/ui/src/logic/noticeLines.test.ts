import { describe, expect, it } from 'vitest';
import { canMoveLine, maxLimitProblem, noticeLinesOf } from './noticeLines';

describe('notice lines', () => {
  it('reads the lines of the record detail', () => {
    const record = {
      id: 'n1',
      pu_notice_sub: [
        { id: 'l1', invName: '原煤', plannedQuantity: '100.000', closed: '否' },
        { id: 'l2', invName: '精煤', plannedQuantity: 50, closed: '是' },
        { id: 'l3', invName: '块煤', plannedQuantity: null, closed: null },
        { bad: true },
      ],
    };
    expect(noticeLinesOf(record, 'pu_notice')).toEqual([
      { id: 'l1', invName: '原煤', plannedQuantity: '100.000', closed: false },
      { id: 'l2', invName: '精煤', plannedQuantity: '50', closed: true },
      { id: 'l3', invName: '块煤', plannedQuantity: '', closed: false },
    ]);
    expect(noticeLinesOf({ id: 'n1' }, 'pu_notice')).toEqual([]);
  });

  it.each([
    [false, true, true],
    [true, true, false],
    [true, false, true],
    [false, false, false],
  ])('a line closed=%s may move when closing=%s: %s', (closed, closing, may) => {
    expect(canMoveLine({ id: 'l', invName: '', plannedQuantity: '', closed }, closing)).toBe(may);
  });

  it.each([
    ['', '单车限量不能为空！'],
    ['   ', '单车限量不能为空！'],
    ['0', '单车限量必须是大于0的数字（最多3位小数）'],
    ['-1', '单车限量必须是大于0的数字（最多3位小数）'],
    ['1.2345', '单车限量必须是大于0的数字（最多3位小数）'],
    ['abc', '单车限量必须是大于0的数字（最多3位小数）'],
    [' 35.5 ', null],
    ['49', null],
  ])('单车限量 %j', (text, problem) => {
    expect(maxLimitProblem(text)).toBe(problem);
  });
});
