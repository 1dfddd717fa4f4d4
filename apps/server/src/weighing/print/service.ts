import type { WeighTicketData } from '@wb/api/wire';
import { sql } from 'kysely';
import type { AuthInfo } from '../../auth/service';
import type { ServiceContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { writeOperationLog } from '../../system/operationLog';
import { readTicketData } from './ticketData';
import { renderTicketPdf } from './ticketPdf';

export const MSG_OBSOLETE_NO_PRINT = '已作废的磅单不能打印';

export interface PrintMeta {
  requestId: string;
  ip: string;
}

export function ticketData(ctx: ServiceContext, auth: AuthInfo, id: string): Promise<WeighTicketData> {
  return readTicketData(ctx.db, auth, id, ctx.now(), ctx.config.utcOffsetMinutes).then(
    ({ status: _status, ...data }) => data,
  );
}

/**
 * One print of a ticket, in one transaction: the count goes up (the row is locked, so two prints at
 * once count twice), an operation-log row `print` (打印) says who printed which copy and how, and
 * for a server print the PDF is made inside the same transaction so a failed render counts nothing.
 */
async function print<T>(
  ctx: ServiceContext,
  auth: AuthInfo,
  id: string,
  via: 'browser' | 'server',
  meta: PrintMeta,
  produce: (data: WeighTicketData, printNo: number) => Promise<T>,
): Promise<{ printCount: number; result: T }> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { status, ...data } = await readTicketData(trx, auth, id, now, ctx.config.utcOffsetMinutes);
    if (status === 'obsolete') throw badRequest(MSG_OBSOLETE_NO_PRINT);
    const updated = await trx
      .updateTable('weigh_record')
      .set({ print_count: sql<number>`print_count + 1`, last_printed_at: now })
      .where('id', '=', id)
      .where('org_id', '=', auth.orgId)
      .returning('print_count')
      .executeTakeFirst();
    if (!updated) throw notFound();
    const result = await produce(data, updated.print_count);
    await writeOperationLog(trx, auth, now, {
      action: 'print',
      entity: 'weigh_record',
      entityId: id,
      before: { printCount: updated.print_count - 1 },
      after: { printCount: updated.print_count, via, billNo: data.billNo },
      ...meta,
    });
    return { printCount: updated.print_count, result };
  });
}

/** A print from the browser (window.print): counted and logged; answers the new count. */
export async function recordBrowserPrint(
  ctx: ServiceContext,
  auth: AuthInfo,
  id: string,
  meta: PrintMeta,
): Promise<{ printCount: number }> {
  const { printCount } = await print(ctx, auth, id, 'browser', meta, async () => null);
  return { printCount };
}

/** The ticket as a PDF made on the server; counted and logged like every print. */
export async function printTicketPdf(
  ctx: ServiceContext,
  auth: AuthInfo,
  id: string,
  meta: PrintMeta,
): Promise<{ pdf: Buffer; billNo: string; printCount: number }> {
  const { printCount, result } = await print(ctx, auth, id, 'server', meta, async (data, printNo) => ({
    pdf: await renderTicketPdf(data, printNo),
    billNo: data.billNo,
  }));
  return { ...result, printCount };
}
