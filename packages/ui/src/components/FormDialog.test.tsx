import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { vehicleFormTemplate, vendorPopupTemplate } from '../test-utils/vehicleTemplates';
import { FormDialog } from './FormDialog';

let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <FormDialog open mode="create" template={vehicleFormTemplate} base="/basic/vehicle" onClose={onClose} onSaved={onSaved} {...props} />,
  );
  return { onSaved, onClose };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('FormDialog', () => {
  it('vehicle form: 新增车辆 with 完成/关闭, trailer and dangerous-goods fields only when 是', async () => {
    fake = fakeServer([]);
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText('新增车辆')).toBeTruthy();
    expect(screen.getByRole('button', { name: '完成' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '关闭' }).some((b) => b.textContent === '关闭')).toBe(true);
    expect(screen.queryByText('挂车车牌号')).toBeNull();
    expect(screen.queryByText('危化品道路运输证号')).toBeNull();
    const dialog = screen.getByTestId('form-dialog');
    const trailerGroup = within(dialog).getByText('是否有挂车').closest('.ant-form-item') as HTMLElement;
    await user.click(within(trailerGroup).getByText('是'));
    expect(await screen.findByText('挂车车牌号')).toBeTruthy();
    expect(screen.queryByText('危化品道路运输证号')).toBeNull();
    const dangerGroup = within(dialog).getByText('危化品车辆').closest('.ant-form-item') as HTMLElement;
    await user.click(within(dangerGroup).getByText('是'));
    expect(await screen.findByText('危化品道路运输证号')).toBeTruthy();
  });

  it('validates first (必须填写车牌号), then creates with trimmed strings, nulls for empty values and the defaults', async () => {
    fake = fakeServer([['POST /basic/vehicle/create', ({ body }) => ({ data: { id: 'new', version: 1, ...(body as object) } })]]);
    const user = userEvent.setup();
    const { onSaved } = renderDialog();
    await screen.findByText('新增车辆');
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(await screen.findByText('必须填写车牌号')).toBeTruthy();
    expect(fake.find('POST /basic/vehicle/create')).toHaveLength(0);
    await user.type(field('车牌号'), '  豫A12345  ');
    await user.type(field('车主'), '   ');
    await new Promise((r) => setTimeout(r, 650)); // save debounce
    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.find('POST /basic/vehicle/create')[0].body).toMatchObject({
      plateNumber: '豫A12345',
      carOwner: null,
      hasTrailer: '否',
      isDangerousChemicals: '否',
    });
  });

  it('edit: reads the record, then updates with its version; a 409 keeps the form open with the server message', async () => {
    fake = fakeServer([
      ['GET /basic/vehicle/detail/v1', () => ({ data: { id: 'v1', version: 3, plateNumber: '豫A00001', carOwner: '张三', hasTrailer: '否', isDangerousChemicals: '否' } })],
      ['PUT /basic/vehicle/update', () => ({ status: 409, data: '数据已被他人修改，请刷新后重试' })],
    ]);
    const user = userEvent.setup();
    const { onSaved, onClose } = renderDialog({ mode: 'edit', recordId: 'v1' });
    expect(await screen.findByText('编辑车辆')).toBeTruthy();
    await waitFor(() => expect((field('车牌号') as HTMLInputElement).value).toBe('豫A00001'));
    await user.clear(field('车主'));
    await user.type(field('车主'), '李四');
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect((await screen.findByTestId('form-error')).textContent).toContain('数据已被他人修改，请刷新后重试');
    expect(fake.find('PUT /basic/vehicle/update')[0].body).toMatchObject({ id: 'v1', version: 3, carOwner: '李四', plateNumber: '豫A00001' });
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((field('车主') as HTMLInputElement).value).toBe('李四');
  });

  it('a picker field opens the popup; 确 定 fills the form through the link pairs', async () => {
    fake = fakeServer([
      ['GET /optimus_prime/cg-format/resource/res-vendor', () => ({ data: vendorPopupTemplate })],
      ['POST /basic/vendor/v2/list', () => ({ data: { list: [{ id: 'ven1', vendorName: '顺达物流', vendorCode: 'V001' }], total: 1 } })],
      ['GET /optimus_prime/cg-format-form-sub-param/getparams', () => ({
        data: [
          { id: 'p1', fieldSub1: { fieldName: 'carrierCompanyId', masterTable: 'bd_vehicle' }, fieldSub2: { fieldName: 'id' }, iupdate: true },
          { id: 'p2', fieldSub1: { fieldName: 'carrierCompanyName', masterTable: 'bd_vehicle' }, fieldSub2: { fieldName: 'vendorName' }, iupdate: true },
        ],
      })],
      ['POST /basic/vehicle/create', ({ body }) => ({ data: { id: 'new', ...(body as object) } })],
    ]);
    const user = userEvent.setup();
    const { onSaved } = renderDialog();
    await screen.findByText('新增车辆');
    await user.click(field('承运单位'));
    const popup = await screen.findByTestId('popup-picker');
    await user.click(await within(popup).findByText('顺达物流'));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect((field('承运单位') as HTMLInputElement).value).toBe('顺达物流'));
    expect(fake.find('GET /optimus_prime/cg-format-form-sub-param/getparams')[0].params).toEqual({ resFormatSubId: 'f5' });
    await user.type(field('车牌号'), '豫A1');
    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.find('POST /basic/vehicle/create')[0].body).toMatchObject({ carrierCompanyId: 'ven1', carrierCompanyName: '顺达物流' });
  });
});
