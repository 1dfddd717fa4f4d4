import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ImportDialog } from './ImportDialog';

let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

const xlsx = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], '车辆.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('ImportDialog', () => {
  it('accepts .xlsx and shows the server row errors one per line', async () => {
    fake = fakeServer([['POST /basic/vehicle/import', () => ({ status: 400, data: '第2行：车牌号不能为空！；第5行：车牌号已存在' })]]);
    const user = userEvent.setup();
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog open base="/basic/vehicle" onClose={vi.fn()} onImported={onImported} />);
    const input = (await screen.findByTestId('import-dialog')).querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.xlsx');
    await user.upload(input, xlsx());
    const error = await screen.findByTestId('import-error');
    expect(error.textContent).toContain('第2行：车牌号不能为空！');
    expect(error.textContent).toContain('第5行：车牌号已存在');
    expect(onImported).not.toHaveBeenCalled();
    expect(fake.find('POST /basic/vehicle/import')[0].body).toBeInstanceOf(FormData);
  });

  it('reports the count on success', async () => {
    fake = fakeServer([['POST /basic/vehicle/import', () => ({ data: { count: 3 } })]]);
    const user = userEvent.setup();
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog open base="/basic/vehicle" onClose={vi.fn()} onImported={onImported} />);
    const input = (await screen.findByTestId('import-dialog')).querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, xlsx());
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    expect(await screen.findByText('导入成功，共 3 条')).toBeTruthy();
  });
});
