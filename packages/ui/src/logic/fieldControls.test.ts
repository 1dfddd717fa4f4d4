import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@wb/templates';
import { isMaterialField, isRegionField, regionCodeFills } from './fieldControls';

const f = (fieldName: string, detailsUrl?: string): FieldDefinition => ({ fieldName, fieldExplain: fieldName, fieldType: 'TEXT', detailsUrl });

describe('detailsUrl controls', () => {
  it('region and material by detailsUrl', () => {
    expect(isRegionField(f('address', 'region'))).toBe(true);
    expect(isRegionField(f('address'))).toBe(false);
    expect(isMaterialField(f('materialName', 'material'))).toBe(true);
  });

  it('a region field fills its {field}Code companion when the template has one', () => {
    const fields = [f('address', 'region'), f('addressCode'), f('site', 'region')];
    expect(regionCodeFills(fields, { address: '河南省/郑州市/中原区 建设西路1号', site: '北京市' })).toEqual({ addressCode: '410000,410100,410102' });
    expect(regionCodeFills(fields, { address: '老地址' })).toEqual({ addressCode: null });
    expect(regionCodeFills(fields, {})).toEqual({});
  });
});
