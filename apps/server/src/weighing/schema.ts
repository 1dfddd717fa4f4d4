import type { ColumnType, Generated } from 'kysely';

/** Columns migration 014_weighing_flow adds to `registry` and `weigh_record` (merged into db/schema.ts). */
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Num = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type DefNum = ColumnType<string, string | number | undefined, string | number>;
type OptTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type Direction = 'in' | 'out';

export interface RegistryFlowColumns {
  direction: ColumnType<Direction, Direction | undefined, Direction>;
  audit_status: ColumnType<'free' | 'audited', 'free' | 'audited' | undefined, 'free' | 'audited'>;
  enabled: Generated<boolean>;
  deleted_at: OptTime;
  created_by: Opt<string>;
  updated_by: Opt<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  vehicle_id: Opt<string>;
  driver_id: Opt<string>;
  driver_id_number: Opt<string>;
  ic_card_no: Opt<string>;
  inventory_id: Opt<string>;
  inv_code: Opt<string>;
  partner_id: Opt<string>;
  notice_id: Opt<string>;
  notice_no: Opt<string>;
  notice_sub_id: Opt<string>;
  plan_quantity: Num;
  deduct_weight: DefNum;
  deduct_rate: DefNum;
  line_id: Opt<string>;
  line_name: Opt<string>;
  queue_id: Opt<string>;
  queue_name: Opt<string>;
  remark: Opt<string>;
}

export interface WeighFlowColumns {
  direction: ColumnType<Direction, Direction | undefined, Direction>;
  enabled: Generated<boolean>;
  deleted_at: OptTime;
  created_by: Opt<string>;
  updated_by: Opt<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  registry_no: Opt<string>;
  inventory_id: Opt<string>;
  partner_id: Opt<string>;
  notice_id: Opt<string>;
  notice_sub_id: Opt<string>;
  hidden_deduct: DefNum;
  scale_id: Opt<string>;
  manual: Generated<boolean>;
  note: Opt<string>;
  gross_operator: Opt<string>;
  tare_operator: Opt<string>;
  unit_price: Num;
  print_count: Generated<number>;
  last_printed_at: OptTime;
  assay_result: Opt<string>;
  assay_status: ColumnType<string, string | undefined, string>;
  confirm_status: ColumnType<string, string | undefined, string>;
  sample_status: ColumnType<string, string | undefined, string>;
  sample_count: Opt<number>;
  down_status: ColumnType<string, string | undefined, string>;
}
