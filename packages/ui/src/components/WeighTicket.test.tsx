import type { WeighTicketData } from '@wb/api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { WeighTicket } from './WeighTicket';

const data: WeighTicketData = {
  id: 'w1',
  companyName: '鄂尔多斯示范煤业有限公司',
  billNo: 'PU202611220001',
  flavour: 'pu',
  flavourLabel: '采购',
  partnerLabel: '供应商',
  plateNumber: '蒙K12345',
  materialName: '原煤',
  partnerName: '准格尔旗宏达煤矿',
  gross: '49.260',
  grossTime: '2026-11-22 08:10:12',
  grossOperator: '张计量',
  tare: '16.800',
  tareTime: '2026-11-22 08:55:40',
  tareOperator: '李计量',
  deduction: '0.120',
  net: '32.340',
  unitPrice: '420.5000',
  amount: '13598.97',
  amountInWords: '壹万叁仟伍佰玖拾捌元玖角柒分',
  statusLabel: '已完成',
  printCount: 0,
  printTime: '2026-11-22 09:00:00',
};

afterEach(cleanup);

describe('WeighTicket', () => {
  it('shows the ticket with exact weights, the amount in words and the first print', () => {
    renderWithProviders(<WeighTicket data={data} />);
    const ticket = screen.getByTestId('weigh-ticket');
    for (const text of [
      '鄂尔多斯示范煤业有限公司',
      '采购过磅单',
      '蒙K12345',
      '原煤',
      '准格尔旗宏达煤矿',
      '49.260',
      '16.800',
      '32.340',
      '13598.97',
      '壹万叁仟伍佰玖拾捌元玖角柒分',
    ])
      expect(within(ticket).getByText(text)).toBeTruthy();
    expect(within(ticket).getByText('供应商')).toBeTruthy();
    expect(within(ticket).getByText('司磅员（毛）：张计量')).toBeTruthy();
    expect(within(ticket).getByText('司磅员（皮）：李计量')).toBeTruthy();
    expect(within(ticket).getByText(/第 1 次打印/)).toBeTruthy();
    // no PDF handler: no 下载PDF button
    expect(screen.queryByRole('button', { name: '下载PDF' })).toBeNull();
  });

  it('marks a reprint and shows dashes for an unpriced, half-weighed ticket', () => {
    renderWithProviders(
      <WeighTicket
        data={{
          ...data,
          printCount: 2,
          tare: null,
          net: null,
          unitPrice: null,
          amount: null,
          amountInWords: null,
        }}
      />,
    );
    const ticket = screen.getByTestId('weigh-ticket');
    expect(within(ticket).getByText(/第 3 次打印（补打）/)).toBeTruthy();
    expect(within(ticket).getAllByText('—').length).toBeGreaterThanOrEqual(5);
  });

  it('打印 prints and counts; 下载PDF asks for the server PDF', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    const onPrinted = vi.fn();
    const onDownloadPdf = vi.fn(async () => {});
    renderWithProviders(
      <WeighTicket data={data} print={print} onPrinted={onPrinted} onDownloadPdf={onDownloadPdf} />,
    );
    await user.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(onPrinted).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '下载PDF' }));
    expect(onDownloadPdf).toHaveBeenCalledTimes(1);
  });
});
