import { describe, expect, it } from 'vitest';
import { formatRegionAddress, parseRegionAddress, regionCodes, regionNames, regionTree } from './regionTree';

describe('region tree', () => {
  it('has the 31 provinces with cities and districts, codes expanded to 6 digits', () => {
    const tree = regionTree();
    expect(tree).toHaveLength(31);
    const henan = tree.find((p) => p.label === '河南省');
    expect(henan?.value).toBe('410000');
    const zz = henan?.children?.find((c) => c.label === '郑州市');
    expect(zz?.value).toBe('410100');
    expect(zz?.children?.find((d) => d.label === '中原区')?.value).toBe('410102');
    expect(regionTree()).toBe(tree);
  });

  it('codes and names convert both ways; unknown gives null', () => {
    expect(regionNames(['410000', '410100', '410102'])).toEqual(['河南省', '郑州市', '中原区']);
    expect(regionCodes(['北京市', '市辖区', '海淀区'])).toEqual(['110000', '110100', '110108']);
    expect(regionNames(['410000', '999999'])).toBeNull();
    expect(regionCodes(['河南省', '海淀区'])).toBeNull();
  });

  it('an address value: names joined by / then the street', () => {
    const v = { codes: ['410000', '410100', '410102'], names: ['河南省', '郑州市', '中原区'], street: '建设西路1号' };
    expect(formatRegionAddress(v)).toBe('河南省/郑州市/中原区 建设西路1号');
    expect(parseRegionAddress('河南省/郑州市/中原区 建设西路1号')).toEqual(v);
    // typing a space inside the street keeps it
    expect(formatRegionAddress({ ...v, street: '建设 ' })).toBe('河南省/郑州市/中原区 建设 ');
    expect(parseRegionAddress('河南省/郑州市')).toEqual({ codes: ['410000', '410100'], names: ['河南省', '郑州市'], street: '' });
    expect(formatRegionAddress({ codes: [], names: [], street: '  ' })).toBeNull();
  });

  it('a free-text address typed before stays whole as the street', () => {
    expect(parseRegionAddress('郑州市中原区建设路')).toEqual({ codes: [], names: [], street: '郑州市中原区建设路' });
    expect(parseRegionAddress('火星/一区 1号')).toEqual({ codes: [], names: [], street: '火星/一区 1号' });
    expect(parseRegionAddress(null)).toEqual({ codes: [], names: [], street: '' });
  });
});
