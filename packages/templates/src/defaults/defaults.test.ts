import { describe, expect, it } from 'vitest';
import { resolveDefaultValue } from './resolveDefaultValue';
import { defaultValues } from './defaultValues';
import type { DefaultValueContext } from '../model/defaultValue';
import type { FieldDefinition } from '../model/field';

const ctx: DefaultValueContext = {
  now: new Date(2024, 2, 15, 10, 20, 30),
  user: {
    loginId: 'u1',
    loginName: '张三',
    companyId: 'c1',
    companyName: '一号公司',
    groupId: 'g1',
    groupName: '集团',
  },
};
const f = (over: Partial<FieldDefinition>): FieldDefinition => ({
  fieldName: 'f',
  fieldExplain: '日期',
  fieldType: 'TEXT',
  ...over,
});
const dt = (defaultValue: string, over: Partial<FieldDefinition> = {}) =>
  f({ fieldType: 'DATE', formSubmitType: 'DATA_BOX_TIM', defaultValue, ...over });
const range = (
  defaultValue: string,
  searchType: 'datePickerRange' | 'dateTimePickerRange' = 'dateTimePickerRange',
) => f({ fieldType: 'DATE', searchType, defaultValue });

describe('resolveDefaultValue', () => {
  it.each([
    ['no default', f({}), undefined],
    ['literal text', f({ defaultValue: 'abc' }), 'abc'],
    ['currentLoginId()', f({ defaultValue: 'currentLoginId()' }), 'u1'],
    ['currentLoginName()', f({ defaultValue: 'currentLoginName()' }), '张三'],
    ['currentCompanyId()', f({ defaultValue: 'currentCompanyId()' }), 'c1'],
    ['currentCompanyName()', f({ defaultValue: 'currentCompanyName()' }), '一号公司'],
    ['currentGroupId()', f({ defaultValue: 'currentGroupId()' }), 'g1'],
    ['currentGroupName()', f({ defaultValue: 'currentGroupName()' }), '集团'],
    ['relative: +1 day', dt('{"dayMark":"+","day":1}'), '2024-03-16 10:20:30'],
    [
      'relative: -1 month, fixed 8:00:00',
      dt(
        '{"monthMark":"-","month":"1","hourMark":"fixed","hour":8,"minuteMark":"fixed","minute":0,"secondMark":"fixed","second":0}',
      ),
      '2024-02-15 08:00:00',
    ],
    [
      'relative: fixed month 1, date-only',
      dt('{"monthMark":"fixed","month":1,"dayMark":"fixed","day":1}', { formSubmitType: 'DATA_BOX' }),
      '2024-01-01',
    ],
    [
      'relative: +1 year, empty marks kept',
      dt('{"yearMark":"+","year":1,"dayMark":"","day":""}'),
      '2025-03-15 10:20:30',
    ],
    ['literal date', dt('2024-01-02 03:04:05'), '2024-01-02 03:04:05'],
    ['range onDay', range('{"start":"onDay","end":"onDay"}'), ['2024-03-15 00:00:00', '2024-03-15 23:59:59']],
    [
      'range offsets and times',
      range('{"start":-7,"end":"+1","startTime":"08:00:00","endTime":"08:00"}'),
      ['2024-03-08 08:00:00', '2024-03-16 08:00:00'],
    ],
    [
      'range fixed, date-only',
      range('{"start":"2024-01-01","end":"2024-01-31"}', 'datePickerRange'),
      ['2024-01-01', '2024-01-31'],
    ],
  ])('%s', (_name, field, expected) => {
    expect(resolveDefaultValue(field, ctx)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['bad JSON', dt('{"dayMark":')],
    ['mark without amount', dt('{"dayMark":"+"}')],
    ['unknown mark', dt('{"dayMark":"*","day":1}')],
    ['not a date', dt('tomorrow')],
    ['bad range time', range('{"start":"onDay","end":"onDay","endTime":"25:00:00"}')],
    ['range start after end', range('{"start":"+1","end":"onDay"}')],
    ['bad range day', range('{"start":"someday","end":"onDay"}')],
  ])('%s → 字段日期默认值配置错误！', (_name, field) => {
    expect(resolveDefaultValue(field, ctx)).toEqual({ ok: false, error: '字段日期默认值配置错误！' });
  });
});

describe('defaultValues', () => {
  it('collects values and errors', () => {
    const r = defaultValues(
      [
        f({ fieldName: 'a', defaultValue: 'currentGroupName()' }),
        dt('x', { fieldName: 'b', fieldExplain: '开始日期' }),
        f({ fieldName: 'c' }),
      ],
      ctx,
    );
    expect(r).toEqual({ values: { a: '集团' }, errors: ['字段开始日期默认值配置错误！'] });
  });
});
