/**
 * GET /api/measure/weigh/print-data/:id → data: what the weigh ticket (磅单) prints. Weights are
 * tonnes as exact decimal strings ("32.460"), money as exact strings ("1234.50"), times as
 * yyyy-MM-dd HH:mm:ss in the site's time zone.
 */
export interface WeighTicketData {
  id: string;
  companyName: string;
  billNo: string;
  flavour: string;
  /** 采购, 销售 … */
  flavourLabel: string;
  /** 供应商, 客户 … */
  partnerLabel: string;
  plateNumber: string;
  materialName: string;
  partnerName: string;
  gross: string | null;
  grossTime: string | null;
  grossOperator: string | null;
  tare: string | null;
  tareTime: string | null;
  tareOperator: string | null;
  deduction: string;
  net: string | null;
  /** yuan per tonne; null when not priced */
  unitPrice: string | null;
  /** net × unitPrice, rounded to fen; null when not priced */
  amount: string | null;
  /** 人民币大写, e.g. 壹仟贰佰叁拾肆元伍角整 */
  amountInWords: string | null;
  /** 过磅中 / 已完成 / 已审核 / 已作废 */
  statusLabel: string;
  /** printed so far (before this print) */
  printCount: number;
  /** when this ticket data was read (the print time) */
  printTime: string;
}

/** POST /api/measure/weigh/print/:id → data: the count after a browser print was recorded. */
export interface PrintCountAnswer {
  printCount: number;
}
