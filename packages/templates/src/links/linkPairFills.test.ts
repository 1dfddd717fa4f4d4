import { describe, expect, it } from 'vitest';
import { linkPairFills } from './linkPairFills';
import type { LinkPair } from '../model/template';

const pairs: LinkPair[] = [
  { fieldSub1: { fieldName: 'customerId', masterTable: 'sa_notice' }, fieldSub2: { fieldName: 'id' } },
  { fieldSub1: { fieldName: 'customerName' }, fieldSub2: { fieldName: 'name' }, iupdate: true },
  { fieldSub1: { fieldName: 'skipped' }, fieldSub2: { fieldName: 'name' }, iupdate: '0' },
];

describe('linkPairFills', () => {
  it.each([
    [
      'single row',
      [{ id: 7, name: '甲' }],
      [
        { fieldName: 'customerId', masterTable: 'sa_notice', value: '7' },
        { fieldName: 'customerName', value: '甲' },
      ],
    ],
    [
      'multi-select joins with comma, keeps positions',
      [{ id: 1, name: '甲' }, { id: 2 }, { id: 3, name: '丙' }],
      [
        { fieldName: 'customerId', masterTable: 'sa_notice', value: '1,2,3' },
        { fieldName: 'customerName', value: '甲,,丙' },
      ],
    ],
    ['no rows', [], []],
  ])('%s', (_name, rows, expected) => {
    expect(linkPairFills(pairs, rows)).toEqual(expected);
  });
});
