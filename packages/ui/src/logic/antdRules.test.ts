import { fieldRules, type FieldDefinition } from '@wb/templates';
import { describe, expect, it } from 'vitest';
import { antdRules } from './antdRules';

const plate: FieldDefinition = {
  fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', ishow: true, iupdate: true, irequired: true,
  cgValidate: { validateMethod: '/^[A-Z0-9]+$/', validateTitle: '车牌号格式不正确' },
};

describe('antdRules', () => {
  it('required becomes antd required with the engine message; patterns validate through checkRule', async () => {
    const rules = antdRules(fieldRules(plate, 'dynamic'));
    expect(rules[0]).toEqual({ required: true, message: '必须填写车牌号' });
    const pattern = rules[1];
    await expect(pattern.validator?.({}, 'ab-')).rejects.toThrow('车牌号格式不正确');
    await expect(pattern.validator?.({}, 'AB1')).resolves.toBeUndefined();
    await expect(pattern.validator?.({}, '')).resolves.toBeUndefined();
  });
});
