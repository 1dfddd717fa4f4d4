import '@wb/ui/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { FormatConfig } from '@wb/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormatFieldEditor } from './FormatFieldEditor';

afterEach(cleanup);

const config: FormatConfig = {
  id: 'f1',
  version: 3,
  code: 'bd_vehicle_form',
  name: '新增车辆',
  type: 'FORM',
  customTable: 'bd_vehicle',
  form: [
    {
      fieldName: 'plateNumber',
      fieldExplain: '车牌号',
      fieldType: 'TEXT',
      formSubmitType: 'ONE_TXT',
      irequired: true,
      seq: 10,
    },
    {
      fieldName: 'carrierCompanyName',
      fieldExplain: '承运单位',
      fieldType: 'TEXT',
      formSubmitType: 'RESOURCE_CONTROLS',
      popup: 'bd_vendor_res',
      links: [
        {
          fieldSub1: { fieldName: 'carrierCompanyId', masterTable: 'bd_vehicle' },
          fieldSub2: { fieldName: 'id' },
          iupdate: true,
        },
      ],
      seq: 20,
    },
  ],
  list: [{ fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', seq: 10 }],
};

function renderEditor(
  onSave = vi.fn(async () => {}),
  loadEnum = vi.fn(async () => [{ value: 'A', label: '甲' }]),
) {
  render(
    <App>
      <FormatFieldEditor config={config} onSave={onSave} loadEnum={loadEnum} />
    </App>,
  );
  return { onSave, loadEnum };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('FormatFieldEditor', () => {
  it('shows the form fields with their attributes and section counts', () => {
    renderEditor();
    expect(input('字段名1').value).toBe('plateNumber');
    expect(input('名称2').value).toBe('承运单位');
    expect((screen.getByLabelText('必填1') as HTMLInputElement).checked).toBe(true);
    expect(input('弹窗模板2').value).toBe('bd_vendor_res');
    expect(input('关联字段2').value).toBe('carrierCompanyId=id');
    expect(screen.getByText('表单字段(2)')).toBeTruthy();
    expect(screen.getByText('列表字段(1)')).toBeTruthy();
  });

  it('edits, adds and reorders rows, then saves every section', async () => {
    const user = userEvent.setup();
    const { onSave } = renderEditor();
    await user.clear(input('名称1'));
    await user.type(input('名称1'), '车牌');
    fireEvent.click(screen.getByLabelText('必填1'));
    fireEvent.change(input('关联字段2'), {
      target: { value: 'carrierCompanyId=id,carrierCompanyName=vendorName' },
    });
    await user.click(screen.getByRole('button', { name: /新增字段/ }));
    expect(input('字段名3').value).toBe('field3');
    await user.click(screen.getByLabelText('上移3'));
    expect(input('字段名2').value).toBe('field3');
    // the link text typed for 承运单位 moved with its row
    expect(input('关联字段3').value).toBe('carrierCompanyId=id,carrierCompanyName=vendorName');
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const lists = (onSave.mock.calls[0] as unknown[])[0] as Record<string, FormatConfig['form']>;
    expect(lists.form!.map((f) => [f.fieldName, f.seq])).toEqual([
      ['plateNumber', 10],
      ['field3', 20],
      ['carrierCompanyName', 30],
    ]);
    expect(lists.form![0].fieldExplain).toBe('车牌');
    expect(lists.form![0].irequired).toBe(false);
    expect(lists.form![2].links?.map((l) => l.fieldSub2.fieldName)).toEqual(['id', 'vendorName']);
    expect(lists.form![2].links?.[1].fieldSub1).toEqual({
      fieldName: 'carrierCompanyName',
      masterTable: 'bd_vehicle',
    });
    expect(lists.list).toEqual(config.list);
  });

  it('refuses a bad field name or link text before saving, naming the row', async () => {
    const user = userEvent.setup();
    const { onSave } = renderEditor();
    fireEvent.change(input('字段名1'), { target: { value: 'plate number' } });
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(screen.getByTestId('field-editor-problem').textContent).toContain(
      '表单字段：第1行的字段名「plate number」不合法',
    );
    fireEvent.change(input('字段名1'), { target: { value: 'plateNumber' } });
    fireEvent.change(input('关联字段2'), { target: { value: 'a=b=c' } });
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(screen.getByTestId('field-editor-problem').textContent).toContain('关联字段「a=b=c」格式错误');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the edits", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new Error('字段noSuchColumn不是车辆的字段');
    });
    renderEditor(onSave);
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(screen.getByTestId('field-editor-problem').textContent).toContain(
        '字段noSuchColumn不是车辆的字段',
      ),
    );
    expect(input('字段名1').value).toBe('plateNumber');
  });

  it('fills a field options from an enum', async () => {
    const user = userEvent.setup();
    const { onSave, loadEnum } = renderEditor();
    await user.type(input('枚举编码1'), 'gateLane');
    await user.click(screen.getAllByRole('button', { name: /导\s*入/ })[0]);
    await waitFor(() => expect(loadEnum).toHaveBeenCalledWith('gateLane'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '1项' })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const lists = (onSave.mock.calls[0] as unknown[])[0] as Record<string, FormatConfig['form']>;
    expect(lists.form![0].options).toEqual([{ value: 'A', label: '甲' }]);
  });
});
