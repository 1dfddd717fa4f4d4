// The small dialogs of SPEC.md §2, driven with fireEvent (user-event's pointer checks are slow in jsdom with antd's styles).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { AssayItemDialog } from './AssayItemDialog';
import { FormulaDialog } from './FormulaDialog';
import { SampleDateDialog } from './SampleDateDialog';
import { TreeTransfer } from './TreeTransfer';
import type { TransferNode } from '../logic/treeTransfer';

afterEach(cleanup);
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('SampleDateDialog', () => {
  it('a non-Date starts at now; the count defaults to 1 and must be 0–500', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<SampleDateDialog open value="not a date" onCancel={vi.fn()} onConfirm={onConfirm} />);
    await screen.findByTestId('sample-date-dialog');
    expect((screen.getByLabelText('取样车数') as HTMLInputElement).value).toBe('1');
    click('确 定');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const out = onConfirm.mock.calls[0][0] as { datetime: string; sampleCount: number };
    expect(out.sampleCount).toBe(1);
    expect(out.datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(new Date(out.datetime.replace(' ', 'T')).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('keeps a given Date', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<SampleDateDialog open value={new Date(2024, 0, 2, 3, 4, 5)} onCancel={vi.fn()} onConfirm={onConfirm} />);
    await screen.findByTestId('sample-date-dialog');
    click('确 定');
    expect(onConfirm).toHaveBeenCalledWith({ datetime: '2024-01-02 03:04:05', sampleCount: 1 });
  });
});

describe('AssayItemDialog', () => {
  it('lists 001 水分 … 005 强度 and hands back the ticked ones in order; none is refused', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<AssayItemDialog open onCancel={vi.fn()} onConfirm={onConfirm} />);
    const dialog = await screen.findByTestId('assay-item-dialog');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(5);
    click('确 定');
    expect(await screen.findByText('请选择化验项目')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('005 强度'));
    fireEvent.click(within(dialog).getByLabelText('001 水分'));
    click('确 定');
    expect(onConfirm).toHaveBeenCalledWith([
      { code: '001', name: '水分' },
      { code: '005', name: '强度' },
    ]);
  });
});

describe('FormulaDialog', () => {
  const fields = [
    { fieldName: 'grossWeight', label: '毛重' },
    { fieldName: 'tareWeight', label: '皮重' },
  ];

  const renderFormula = (onConfirm = vi.fn()) => {
    renderWithProviders(<FormulaDialog open fields={fields} value="grossWeight - tareWeight" onCancel={vi.fn()} onConfirm={onConfirm} />);
    return onConfirm;
  };

  it('edits a stored expression as rows and hands it back', async () => {
    const onConfirm = renderFormula();
    await screen.findByTestId('formula-dialog');
    expect(screen.getByTestId('formula-preview').textContent).toBe('毛重 - 皮重');
    click('确 定');
    expect(onConfirm).toHaveBeenCalledWith('grossWeight - tareWeight');
  });

  it('delete needs a selection: 最少要选择一条数据！', async () => {
    renderFormula();
    await screen.findByTestId('formula-dialog');
    click('删除');
    expect(await screen.findByText('最少要选择一条数据！')).toBeTruthy();
  });

  it('a broken expression is refused with the engine message', async () => {
    const onConfirm = renderFormula();
    await screen.findByTestId('formula-dialog');
    click('运算符*');
    click('确 定');
    expect(await screen.findByText(/公式格式错误/)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('clearing asks 此操作将删除所有数据, 是否继续?', async () => {
    renderFormula();
    await screen.findByTestId('formula-dialog');
    click('清空');
    expect(await screen.findByText('此操作将删除所有数据, 是否继续?')).toBeTruthy();
  });

  it('sum mode needs a table: 请选择合计表！', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <FormulaDialog
        open
        fields={fields}
        tables={[{ name: 'as_line_sub', label: '明细', columns: [{ fieldName: 'qty', label: '数量' }] }]}
        value="sum(as_line_sub.qty)"
        onCancel={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    await screen.findByTestId('formula-dialog');
    click('确 定');
    expect(onConfirm).toHaveBeenCalledWith('sum(as_line_sub.qty)');
    cleanup();
    renderWithProviders(<FormulaDialog open fields={fields} tables={[]} value="" onCancel={vi.fn()} onConfirm={onConfirm} />);
    await screen.findByTestId('formula-dialog');
    fireEvent.click(screen.getByLabelText('子表合计'));
    click('确 定');
    expect(await screen.findByText('请选择合计表！')).toBeTruthy();
  });
});

describe('TreeTransfer', () => {
  const tree: TransferNode[] = [
    { key: 'd1', title: '计量部', children: [{ key: 'u1', title: '张三' }, { key: 'u2', title: '李四' }] },
    { key: 'u3', title: '王五' },
  ];

  it('address-list mode: a checked department moves into 收件人 with its parent kept', async () => {
    const onChange = vi.fn();
    renderWithProviders(<TreeTransfer tree={tree} mode="addressList" value={{ to: [], cc: [], bcc: [] }} onChange={onChange} />);
    const source = screen.getByTestId('tree-transfer-source');
    fireEvent.click(within(source).getAllByRole('checkbox')[0]);
    click('移入收件人');
    expect(onChange).toHaveBeenCalledWith({ to: ['u1', 'u2'], cc: [], bcc: [] });
    cleanup();
    renderWithProviders(<TreeTransfer tree={tree} mode="addressList" value={{ to: ['u1'], cc: ['u3'], bcc: [] }} onChange={onChange} />);
    expect(within(screen.getByTestId('tree-transfer-to')).getByText('计量部')).toBeTruthy();
    expect(within(screen.getByTestId('tree-transfer-to')).getByText('张三')).toBeTruthy();
    expect(within(screen.getByTestId('tree-transfer-source')).queryByText('张三')).toBeNull();
    expect(within(screen.getByTestId('tree-transfer-source')).getByText('李四')).toBeTruthy();
    expect(within(screen.getByTestId('tree-transfer-cc')).getByText('王五')).toBeTruthy();
  });
});
