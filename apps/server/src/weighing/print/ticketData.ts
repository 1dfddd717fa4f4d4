import type { WeighTicketData } from '@wb/api/wire';
import { moneyToChinese } from '@wb/templates';
import { sql, type Kysely } from 'kysely';
import type { AuthInfo } from '../../auth/service';
import type { Database, Flavour, WeighStatus } from '../../db/schema';
import { notFound } from '../../http/errors';
import { formatDateTime } from '../../shared/time';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FLAVOURS: Record<Flavour, { title: string; partner: string }> = {
  pu: { title: '采购', partner: '供应商' },
  pt: { title: '外购转运', partner: '供应商' },
  sa: { title: '销售', partner: '客户' },
  st: { title: '销售转运', partner: '客户' },
  pr: { title: '产成品', partner: '生产单位' },
  al: { title: '调拨', partner: '收货单位' },
  tr: { title: '转运', partner: '收货单位' },
};
const STATUS: Record<WeighStatus, string> = {
  weighing: '过磅中',
  completed: '已完成',
  audited: '已审核',
  obsolete: '已作废',
};

/**
 * The ticket's data of a weigh record of the caller's organisation (another company's id → 404).
 * Weights and money stay numeric strings from the database; the amount is net × price rounded to
 * fen in SQL numeric, never in floats.
 */
export async function readTicketData(
  db: Kysely<Database>,
  auth: Pick<AuthInfo, 'orgId'>,
  id: string,
  now: Date,
  utcOffsetMinutes: number,
): Promise<WeighTicketData & { status: WeighStatus }> {
  if (!UUID.test(id)) throw notFound();
  const row = await db
    .selectFrom('weigh_record as w')
    .innerJoin('sys_org as o', 'o.id', 'w.org_id')
    .select([
      'w.id',
      'o.org_name',
      'w.bill_no',
      'w.flavour',
      'w.plate_number',
      'w.material_name',
      'w.partner_name',
      'w.gross',
      'w.gross_time',
      'w.gross_operator',
      'w.tare',
      'w.tare_time',
      'w.tare_operator',
      'w.deduction',
      'w.net',
      'w.unit_price',
      sql<string | null>`round(w.net * w.unit_price, 2)::text`.as('amount'),
      'w.status',
      'w.print_count',
    ])
    .where('w.id', '=', id)
    .where('w.org_id', '=', auth.orgId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const time = (d: Date | null) => (d ? formatDateTime(d, utcOffsetMinutes) : null);
  const flavour = FLAVOURS[row.flavour];
  return {
    id: row.id,
    companyName: row.org_name,
    billNo: row.bill_no,
    flavour: row.flavour,
    flavourLabel: flavour.title,
    partnerLabel: flavour.partner,
    plateNumber: row.plate_number,
    materialName: row.material_name,
    partnerName: row.partner_name,
    gross: row.gross,
    grossTime: time(row.gross_time),
    grossOperator: row.gross_operator,
    tare: row.tare,
    tareTime: time(row.tare_time),
    tareOperator: row.tare_operator,
    deduction: row.deduction,
    net: row.net,
    unitPrice: row.unit_price,
    amount: row.amount,
    amountInWords: row.amount === null ? null : moneyToChinese(row.amount),
    status: row.status,
    statusLabel: STATUS[row.status],
    printCount: row.print_count,
    printTime: formatDateTime(now, utcOffsetMinutes),
  };
}
