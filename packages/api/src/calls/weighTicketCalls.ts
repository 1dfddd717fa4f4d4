// The weigh ticket (磅单): its data, a browser print counted, the server's PDF.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, PrintCountAnswer, WeighTicketData } from '../wire';
import { unwrap } from './unwrap';

export async function fetchWeighTicket(id: string): Promise<WeighTicketData> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<WeighTicketData>>(
      `/measure/weigh/print-data/${encodeURIComponent(id)}`,
    ),
  );
}

/** after window.print(): the print is counted and logged on the server */
export async function recordWeighTicketPrint(id: string): Promise<PrintCountAnswer> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<PrintCountAnswer>>(
      `/measure/weigh/print/${encodeURIComponent(id)}`,
    ),
  );
}

/** the ticket as a PDF made by the server (counted as a print) */
export async function fetchWeighTicketPdf(id: string): Promise<Blob> {
  const res = await apiClient.http.post<Blob>(
    `/measure/weigh/printByServer/${encodeURIComponent(id)}`,
    undefined,
    {
      responseType: 'blob',
    },
  );
  return res.data;
}
