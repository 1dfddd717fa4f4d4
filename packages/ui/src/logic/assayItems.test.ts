import { describe, expect, it } from 'vitest';
import { ASSAY_ITEMS, chosenAssayItems } from './assayItems';

describe('assay items', () => {
  it('are 001 水分 … 005 强度', () => {
    expect(ASSAY_ITEMS.map((i) => `${i.code}${i.name}`)).toEqual(['001水分', '002硅', '003硫', '004碳', '005强度']);
  });
  it('chosen items keep the catalogue order and drop unknown codes', () => {
    expect(chosenAssayItems(['005', '001', '999']).map((i) => i.code)).toEqual(['001', '005']);
  });
});
