import { describe, expect, it } from 'vitest';
import { confirmButtons, isAnnouncementRowSelectable } from './confirmButtons';

describe('confirmButtons', () => {
  const all = 'CONFIRM,CONFIRM_NO,CONFIRM_NOT,CONFIRM_AGAIN,SINGLE_WEIGH,SINGLE_EMPTY';
  it.each([
    [false, ['确认', '无法确认', '取消确认', '重新确认', '车辆重出', '车辆空出']],
    [true, ['合格', '无法确认', '不合格', '合格', '车辆重出', '车辆空出']],
  ])('sampling=%s', (sampling, labels) => {
    const buttons = confirmButtons(all, sampling);
    expect(buttons.map((b) => b.label)).toEqual(labels);
    expect(buttons.filter((b) => b.disabled).map((b) => b.code)).toEqual(['CONFIRM_NO']);
  });
  it('accepts lists and drops unknown codes', () => {
    expect(confirmButtons(['CONFIRM', 'DELETE']).map((b) => b.code)).toEqual(['CONFIRM']);
  });
});

describe('isAnnouncementRowSelectable', () => {
  it.each([
    [{ ihandle: true, confirmSubButs: 'CONFIRM' }, true],
    [{ ihandle: '1', confirmSubButs: ['CONFIRM_NOT', 'SINGLE_WEIGH'] }, true],
    [{ ihandle: '0', confirmSubButs: 'CONFIRM' }, false],
    [{ ihandle: true, confirmSubButs: '' }, false],
    [{ ihandle: true }, false],
    [{ ihandle: true, confirmSubButs: 'CONFIRM,CONFIRM_NO' }, false],
  ])('%j → %s', (row, expected) => {
    expect(isAnnouncementRowSelectable(row)).toBe(expected);
  });
});
