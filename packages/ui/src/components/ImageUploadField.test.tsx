import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '@wb/templates';
import type { FormatView } from '@wb/api';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { vehicleFormFields, vehicleFormTemplate } from '../test-utils/vehicleTemplates';
import { FormDialog } from './FormDialog';

const photo = (id: string, fieldName: string, fieldExplain: string, seq: number): FieldDefinition => ({
  id,
  fieldName,
  fieldExplain,
  fieldType: 'TEXT',
  formSubmitType: 'IMG_UPLOAD_EP',
  ishow: true,
  iupdate: true,
  seq,
});
const template: FormatView = {
  ...vehicleFormTemplate,
  formSubList: [
    ...vehicleFormFields,
    photo('p1', 'mainVehiclePhoto', '主车照片', 260),
    photo('p2', 'drivingLicensePhoto', '行驶证', 270),
    photo('p3', 'roadOperationLicensePhoto', '道路运输证', 280),
  ],
};

let fake: ReturnType<typeof fakeServer>;
beforeAll(() => {
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

/** a file that reports `size` without holding it (a real 2 MB buffer slows jsdom down badly) */
const png = (name = 'car.png', size = 1000, type = 'image/png') => {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const fileInput = (field: string) => screen.getByTestId(`image-upload-${field}`).querySelector('input[type=file]') as HTMLInputElement;

function server(extra: Parameters<typeof fakeServer>[0] = []) {
  let n = 0;
  return fakeServer([
    ['POST /attachment/upload', () => ({ data: { id: `att${++n}`, name: 'car.png', size: 1000, contentType: 'image/png', kind: 'image', createTime: '2024-05-01 08:00:00' } })],
    [/^GET \/attachment\/att\d+\?inline=1$/, () => ({ raw: new Blob(['png'], { type: 'image/png' }) })],
    ...extra,
  ]);
}

describe('image fields in the vehicle form', () => {
  it('新增车辆 uploads the three photos to the file store and saves their ids', async () => {
    fake = server([['POST /basic/vehicle/create', ({ body }) => ({ data: { id: 'new', version: 1, ...(body as object) } })]]);
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<FormDialog open mode="create" template={template} base="/basic/vehicle" onClose={vi.fn()} onSaved={onSaved} />);
    await screen.findByText('新增车辆');
    for (const field of ['mainVehiclePhoto', 'drivingLicensePhoto', 'roadOperationLicensePhoto']) {
      await user.upload(fileInput(field), png());
      await waitFor(() => expect(screen.getByTestId(`image-upload-${field}`).querySelector('img')).not.toBeNull(), { timeout: 5000 });
    }
    const upload = fake.find('POST /attachment/upload')[0].body as FormData;
    expect(upload.get('entity')).toBe('vehicle');
    expect(upload.get('kind')).toBe('image');
    expect(upload.get('field')).toBe('mainVehiclePhoto');
    expect(upload.has('recordId')).toBe(false);
    expect(fake.find(/GET \/attachment\/att1\?inline=1/)).toHaveLength(1);
    // a full field offers no second upload (limit 1)
    expect(within(screen.getByTestId('image-upload-mainVehiclePhoto')).queryByRole('button', { name: '上传主车照片' })).toBeNull();

    await user.type(screen.getByLabelText('车牌号', { selector: 'input' }), '豫A12345');
    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.find('POST /basic/vehicle/create')[0].body).toMatchObject({
      mainVehiclePhoto: 'att1',
      drivingLicensePhoto: 'att2',
      roadOperationLicensePhoto: 'att3',
    });
  });

  it('refuses a 2 MB picture before sending', async () => {
    fake = server();
    const user = userEvent.setup();
    renderWithProviders(<FormDialog open mode="create" template={template} base="/basic/vehicle" onClose={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByText('新增车辆');
    await user.upload(fileInput('drivingLicensePhoto'), png('big.jpg', 2 * 1024 * 1024, 'image/jpeg'));
    expect(await screen.findByText('上传头像图片大小不能超过 2MB!')).toBeTruthy();
    expect(fake.find('POST /attachment/upload')).toHaveLength(0);
  });
});
