import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldDefinition } from '@wb/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { AdvancedQueryDialog } from './AdvancedQueryDialog';

const fields: FieldDefinition[] = [
  { fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', iallowAdvanceQuery: true, seq: 1 },
  { fieldName: 'carType', fieldExplain: '车辆类型', fieldType: 'ENUM', iallowAdvanceQuery: true, seq: 2 },
];
const now = () => new Date(2024, 4, 1, 15, 0, 0);

afterEach(cleanup);

describe('AdvancedQueryDialog', () => {
  it('has 清 空, 取 消, 确 定; times default to today 09:30 → tomorrow 09:30; confirm sends the filled rows', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AdvancedQueryDialog open fields={fields} now={now} onCancel={vi.fn()} onConfirm={onConfirm} />);
    const dialog = await screen.findByTestId('advanced-query-dialog');
    for (const name of ['清 空', '取 消', '确 定']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect((within(dialog).getByLabelText('开始时间') as HTMLInputElement).value).toBe('2024-05-01 09:30:00');
    expect((within(dialog).getByLabelText('结束时间') as HTMLInputElement).value).toBe('2024-05-02 09:30:00');
    await user.type(within(dialog).getByLabelText('车牌号'), '豫A');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { key: 'createDate', op: 'ge', val: '2024-05-01 09:30:00' },
      { key: 'createDate', op: 'le', val: '2024-05-02 09:30:00' },
      { key: 'plateNumber', label: '车牌号', op: 'like', val: '豫A' },
    ]);
  });

  it('ENUM fields offer only 等于; 清 空 clears times and values', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AdvancedQueryDialog open fields={fields} now={now} onCancel={vi.fn()} onConfirm={onConfirm} />);
    const dialog = await screen.findByTestId('advanced-query-dialog');
    await user.click(within(dialog).getByLabelText('车辆类型条件'));
    await screen.findAllByRole('option');
    const shown = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(shown).toEqual(['等于']);
    await user.type(within(dialog).getByLabelText('车牌号'), 'x');
    await user.click(screen.getByRole('button', { name: '清 空' }));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([]);
  });
});
