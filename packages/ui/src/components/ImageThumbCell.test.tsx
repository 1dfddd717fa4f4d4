import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '@wb/templates';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ImageThumbCell } from './ImageThumbCell';

const field: FieldDefinition = { id: 'f1', fieldName: 'mainVehiclePhoto', fieldExplain: '主车照片', fieldType: 'TEXT', formSubmitType: 'IMG_UPLOAD_EP' };
const ID = '0b6f4a52-3c1d-4e8f-9a7b-1c2d3e4f5a6b';

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

describe('ImageThumbCell', () => {
  it('reads an attachment id through the client (inline) and hands the ids to the viewer', async () => {
    fake = fakeServer([[`GET /attachment/${ID}?inline=1`, () => ({ raw: new Blob(['png'], { type: 'image/png' }) })]]);
    const onView = vi.fn();
    renderWithProviders(<ImageThumbCell field={field} value={`${ID},${ID}`} onView={onView} />);
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('blob:photo'));
    expect(fake.find(`GET /attachment/${ID}?inline=1`)).toHaveLength(1);
    expect(screen.getByTestId('image-thumb').hasAttribute('href')).toBe(false);
    expect(screen.getByText('+1')).toBeTruthy();
    await userEvent.click(screen.getByTestId('image-thumb'));
    expect(onView).toHaveBeenCalledWith([ID, ID], expect.objectContaining({ fieldName: 'mainVehiclePhoto' }));
  });

  it('keeps a picture path as a plain link to the picture route', () => {
    fake = fakeServer([]);
    renderWithProviders(<ImageThumbCell field={field} value="ep/1.jpg" />);
    expect(screen.getByTestId('image-thumb').getAttribute('href')).toBe('/api/sys-file-type/img/ep%2F1.jpg');
    expect(fake.find(/attachment/)).toHaveLength(0);
  });
});
