import { describe, expect, it } from 'vitest';
import { fieldImagesOf, isAttachmentId, mergeSnapshots } from './snapshotImages';

describe('snapshot images', () => {
  it('photo fields first, then stored images not already named; pdfs left out', () => {
    const merged = mergeSnapshots(
      [{ id: 'a1', label: '主车照片' }],
      [
        { id: 'a1', name: 'car.png', kind: 'image' },
        { id: 'a2', name: '车头抓拍.jpg', kind: 'image' },
        { id: 'a3', name: '合同.pdf', kind: 'pdf' },
      ],
    );
    expect(merged).toEqual([
      { id: 'a1', label: '主车照片' },
      { id: 'a2', label: '车头抓拍.jpg' },
    ]);
  });

  it('reads ids from the row by field, empty fields skipped, lists split', () => {
    const row = { mainVehiclePhoto: 'a1', drivingLicensePhoto: '', roadOperationLicensePhoto: 'a4, a5' };
    const fields = [
      { key: 'mainVehiclePhoto', label: '主车照片' },
      { key: 'drivingLicensePhoto', label: '行驶证' },
      { key: 'roadOperationLicensePhoto', label: '道路运输证' },
    ];
    expect(fieldImagesOf(row, fields)).toEqual([
      { id: 'a1', label: '主车照片' },
      { id: 'a4', label: '道路运输证' },
      { id: 'a5', label: '道路运输证' },
    ]);
  });

  it('tells attachment ids from picture paths', () => {
    expect(isAttachmentId('0b6f4a52-3c1d-4e8f-9a7b-1c2d3e4f5a6b')).toBe(true);
    expect(isAttachmentId('0B6F4A52-3C1D-4E8F-9A7B-1C2D3E4F5A6B')).toBe(true);
    expect(isAttachmentId('ep/1.jpg')).toBe(false);
    expect(isAttachmentId('https://x/0b6f4a52-3c1d-4e8f-9a7b-1c2d3e4f5a6b')).toBe(false);
    expect(isAttachmentId('')).toBe(false);
  });
});
