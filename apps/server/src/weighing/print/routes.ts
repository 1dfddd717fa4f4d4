import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { printTicketPdf, recordBrowserPrint, ticketData } from './service';

const idParam = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
} as const;

/** The weigh ticket (磅单): its data, a browser print counted, a server PDF (weighing/print/README.md). */
export async function weighPrintRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get<{ Params: { id: string } }>('/measure/weigh/print-data/:id', { schema: idParam }, async (request) =>
    ok(await ticketData(ctx, request.auth, request.params.id)),
  );
  app.post<{ Params: { id: string } }>('/measure/weigh/print/:id', { schema: idParam }, async (request) =>
    ok(
      await recordBrowserPrint(ctx, request.auth, request.params.id, {
        requestId: request.id,
        ip: request.ip,
      }),
    ),
  );
  app.post<{ Params: { id: string } }>(
    '/measure/weigh/printByServer/:id',
    { schema: idParam },
    async (request, reply) => {
      const { pdf, billNo, printCount } = await printTicketPdf(ctx, request.auth, request.params.id, {
        requestId: request.id,
        ip: request.ip,
      });
      const name = encodeURIComponent(`磅单-${billNo}.pdf`);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="ticket.pdf"; filename*=UTF-8''${name}`)
        .header('x-print-count', String(printCount))
        .send(pdf);
    },
  );
}
