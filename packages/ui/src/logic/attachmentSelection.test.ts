import { describe, expect, it } from 'vitest';
import { attachmentSelectionProblem, entityOfBase, fileSizeText } from './attachmentSelection';

describe('attachmentSelectionProblem', () => {
  it.each([
    ['upload', 0, '请选择要上传的数据'],
    ['upload', 2, '只能选中一条数据'],
    ['upload', 1, null],
    ['download', 0, '请选择要下载附件的数据'],
    ['download', 3, '只能选中一条数据'],
    ['download', 1, null],
  ] as const)('%s with %i selected → %s', (action, n, msg) => expect(attachmentSelectionProblem(action, n)).toBe(msg));
});

describe('entityOfBase', () => {
  it.each([
    ['/basic/vehicle', 'vehicle'],
    ['/basic/plate_dict/', 'plate_dict'],
    [null, null],
    ['', null],
  ])('%s → %s', (base, entity) => expect(entityOfBase(base)).toBe(entity));
});

describe('fileSizeText', () => {
  it.each([
    [812, '812 B'],
    [12_697, '12.4 KB'],
    [3_250_586, '3.1 MB'],
    [-1, ''],
  ])('%i → %s', (n, text) => expect(fileSizeText(n)).toBe(text));
});
