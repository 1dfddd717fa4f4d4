import { describe, expect, it } from 'vitest';
import { normalizePlate, platePrefixMatches } from './plateInput';

const DICT = [
  { plateCode: '京', plateName: '北京市' },
  { plateCode: '蒙', plateName: '内蒙古自治区' },
  { plateCode: '晋', plateName: '山西省' },
  { plateCode: '冀', plateName: '河北省' },
  { plateCode: '陕', plateName: '陕西省' },
];

describe('normalizePlate', () => {
  it.each([
    ['蒙k12345', '蒙K12345'],
    ['蒙K·12345', '蒙K12345'],
    [' 晋 a 8888 ', '晋A8888'],
    ['蒙k-1234挂', '蒙K1234挂'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizePlate(raw)).toBe(expected);
  });
});

describe('platePrefixMatches', () => {
  it('matches the prefix itself', () => {
    expect(platePrefixMatches('蒙', DICT).map((p) => p.plateCode)).toEqual(['蒙']);
  });

  it('matches a character of the province name, in dictionary order', () => {
    expect(platePrefixMatches('北', DICT).map((p) => p.plateCode)).toEqual(['京', '冀']);
    expect(platePrefixMatches('西', DICT).map((p) => p.plateCode)).toEqual(['晋', '陕']);
  });

  it('offers nothing past one character or for an unknown one', () => {
    expect(platePrefixMatches('蒙K', DICT)).toEqual([]);
    expect(platePrefixMatches('', DICT)).toEqual([]);
    expect(platePrefixMatches('Z', DICT)).toEqual([]);
  });

  it('lists a duplicated prefix once', () => {
    expect(platePrefixMatches('蒙', [...DICT, { plateCode: '蒙', plateName: '蒙' }])).toHaveLength(1);
  });
});
