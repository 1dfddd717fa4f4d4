import { buildColumns, type FieldDefinition } from '@wb/templates';
import { describe, expect, it } from 'vitest';
import {
  childRowsCheck,
  childStatistics,
  childTables,
  formTypeBehaviour,
  isFormType,
  masterDetailPayload,
  splitFields,
  splitRecord,
} from './masterDetail';

const f = (fieldName: string, customTable?: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  fieldName,
  fieldExplain: fieldName,
  fieldType: 'TEXT',
  ishow: true,
  iupdate: true,
  ...(customTable ? { customTable } : {}),
  ...extra,
});

describe('master-detail rules', () => {
  it.each([
    [{ main: 'bd_inventory', son: 'bd_inventory_weigh' }, ['bd_inventory_weigh']],
    [{ main: 'm', son: 'a, b ,,a' }, ['a', 'b']],
    [{ main: 'm' }, []],
    [undefined, []],
  ])('child tables of %j', (opations, expected) => {
    expect(childTables(opations)).toEqual(expected);
  });

  it('splits fields by customTable: the main table and unknown tables stay in the main form', () => {
    const { main, children } = splitFields([f('invCode', 'bd_inventory'), f('weighType', 'w'), f('x'), f('y', 'other')], ['w']);
    expect(main.map((x) => x.fieldName)).toEqual(['invCode', 'x', 'y']);
    expect(children.w.map((x) => x.fieldName)).toEqual(['weighType']);
  });

  it('splits a record into main values and child rows', () => {
    const { main, children } = splitRecord({ id: '1', invCode: 'A', w: [{ id: 'c1', weighType: 'T' }], weighType: 'T' }, ['w', 'z']);
    expect(main).toEqual({ id: '1', invCode: 'A', weighType: 'T' });
    expect(children).toEqual({ w: [{ id: 'c1', weighType: 'T' }], z: [] });
  });

  it('builds {...main, [child]: [{id?, ...childFields}]}: flat child fields dropped, blanks null, strings trimmed', () => {
    const payload = masterDetailPayload(
      { id: '1', version: 2, invCode: 'A', weighType: 'OLD' },
      { w: [{ id: 'c1', rowKey: 'k', weighType: ' T ', overload: '' }, { weighType: 'R' }] },
      { w: [f('weighType', 'w'), f('overload', 'w')] },
    );
    expect(payload).toEqual({
      id: '1',
      version: 2,
      invCode: 'A',
      w: [
        { id: 'c1', weighType: 'T', overload: null },
        { weighType: 'R', overload: null },
      ],
    });
  });

  it.each([
    [[0], {}, 'ok'],
    [[0], { validTable: true }, 'confirm'],
    [[0, 1], { validTable: true }, 'ok'],
    [[2], { oneActicle: true }, 'refuse'],
    [[1], { oneActicle: true, validTable: true }, 'ok'],
  ] as const)('child rows %j with %j → %s', (counts, options, kind) => {
    expect(childRowsCheck(counts, options).kind).toBe(kind);
  });

  it('words the child checks as SPEC §5 does', () => {
    expect(childRowsCheck([0], { validTable: true })).toEqual({ kind: 'confirm', title: '提示', message: '子表未新增数据, 是否继续提交?' });
    expect(childRowsCheck([2], { oneActicle: true })).toEqual({ kind: 'refuse', message: '只能有一条子表信息' });
  });

  it.each([
    ['create', { creates: true, autoChildRow: true, childButtons: true, buttons: 'save' }],
    ['createRef', { creates: true, autoChildRow: true, childButtons: true, buttons: 'save' }],
    ['create1', { creates: true, autoChildRow: false, childButtons: true, buttons: 'save' }],
    ['update', { creates: false, autoChildRow: false, childButtons: true, buttons: 'save' }],
    ['safeUpdate', { creates: false, autoChildRow: false, childButtons: false, buttons: 'save' }],
    ['weigh', { creates: false, autoChildRow: false, childButtons: true, buttons: 'weigh' }],
  ] as const)('type %s behaves as SPEC §2 says', (type, expected) => {
    expect(formTypeBehaviour(type)).toEqual(expected);
  });

  it('knows the route query types', () => {
    expect(isFormType('safeUpdate')).toBe(true);
    expect(isFormType('sampling')).toBe(false);
    expect(isFormType(undefined)).toBe(false);
  });

  it('统计信息 counts rows and sums itotal columns with 2 decimals', () => {
    const columns = buildColumns([f('name'), f('qty', undefined, { fieldType: 'NUMBER', itotal: true })]);
    expect(childStatistics(columns, [{ qty: '0.1' }, { qty: 0.2 }, { qty: '' }])).toEqual({
      count: 3,
      sums: [{ key: 'qty', label: 'qty', text: '0.30' }],
    });
  });
});
