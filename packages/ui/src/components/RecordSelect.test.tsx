import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { RecordSelect } from './RecordSelect';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

describe('RecordSelect', () => {
  it('searches the select call by what is typed and hands over the picked row', async () => {
    const server = fakeServer([
      [
        /^GET \/basic\/vehicle\/select$/,
        (call) => {
          const keyword = (call.params as { keyword: string }).keyword;
          return {
            data:
              keyword === '7E'
                ? [{ id: 'v7', label: '蒙K7E321', plateNumber: '蒙K7E321' }]
                : [{ id: 'v1', label: '蒙K11111' }],
          };
        },
      ],
    ]);
    const onPick = vi.fn();
    renderWithProviders(
      <RecordSelect aria-label="车辆档案" base="/basic/vehicle" value={null} onPick={onPick} />,
    );
    await userEvent.click(screen.getByLabelText('车辆档案'));
    await screen.findByText('蒙K11111');
    await userEvent.type(screen.getByLabelText('车辆档案'), '7E');
    await userEvent.click(await screen.findByText('蒙K7E321'));
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith({ id: 'v7', label: '蒙K7E321', plateNumber: '蒙K7E321' }),
    );
    expect(server.find(/select/).map((c) => (c.params as { keyword: string }).keyword)).toContain('7E');
    server.stop();
  });
});
