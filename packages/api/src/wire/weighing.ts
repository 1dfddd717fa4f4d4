/**
 * The weighing flow's wire (apps/server/src/weighing/README.md): registries (登记单), the weigh
 * screen's find and weighsave, weigh records; plus the scale list and the plate dictionary the weigh
 * screen reads. Weights are tonnes as decimal strings with 3 decimals ("49.260"); times ISO instants.
 */

export type WeighFlavour = 'pu' | 'pt' | 'sa' | 'st' | 'pr' | 'al' | 'tr';

export type RegistryStatus = 'registered' | 'entered' | 'weighed_once' | 'weighed' | 'exited' | 'obsolete';

export interface RegistryRow {
  id: string;
  version: number;
  billNo: string;
  flavour: WeighFlavour;
  /** al/tr: 收货 in / 发货 out; the others fixed by flavour */
  direction: 'in' | 'out';
  status: RegistryStatus;
  auditStatus: 'free' | 'audited';
  enabled: boolean;
  plateNumber: string;
  vehicleId: string | null;
  driverName: string | null;
  driverMobile: string | null;
  driverIdNumber: string | null;
  driverId: string | null;
  icCardNo: string | null;
  inventoryId: string | null;
  invCode: string | null;
  materialName: string;
  partnerId: string | null;
  partnerName: string;
  noticeId: string | null;
  noticeNo: string | null;
  noticeSubId: string | null;
  /** 预装量 (t) */
  planQuantity: string | null;
  /** 扣重 (t) */
  deductWeight: string;
  /** 扣率 (%) */
  deductRate: string;
  lineId: string | null;
  lineName: string | null;
  queueId: string | null;
  queueName: string | null;
  remark: string | null;
  entryTime: string | null;
  exitTime: string | null;
  weighRecordId: string | null;
  createDate: string;
  updateDate: string;
}

/** What a registry create/update sends: the editable fields (update adds id and version). */
export type RegistryInput = Partial<
  Pick<
    RegistryRow,
    | 'direction'
    | 'plateNumber'
    | 'vehicleId'
    | 'driverName'
    | 'driverMobile'
    | 'driverIdNumber'
    | 'driverId'
    | 'icCardNo'
    | 'inventoryId'
    | 'invCode'
    | 'materialName'
    | 'partnerId'
    | 'partnerName'
    | 'noticeSubId'
    | 'planQuantity'
    | 'deductWeight'
    | 'deductRate'
    | 'remark'
  >
> & { id?: string; version?: number };

export type WeighRecordStatus = 'weighing' | 'completed' | 'audited' | 'obsolete';

export interface WeighRow {
  id: string;
  version: number;
  billNo: string;
  flavour: string;
  registryId: string | null;
  registryNo: string | null;
  plateNumber: string;
  materialName: string;
  inventoryId: string | null;
  partnerName: string;
  partnerId: string | null;
  noticeId: string | null;
  noticeSubId: string | null;
  grossWeight: string | null;
  tareWeight: string | null;
  deduction: string;
  hiddenDeduct?: string;
  netWeight: string | null;
  status: WeighRecordStatus;
  enabled: boolean;
  grossTime: string | null;
  tareTime: string | null;
  entryTime: string | null;
  exitTime: string | null;
  scaleId: string | null;
  grossOperator: string | null;
  tareOperator: string | null;
  manual: boolean;
  note: string | null;
  unitPrice: string | null;
  amount: string | null;
  printCount: number;
  createDate: string;
  updateDate: string;
}

/** POST /measure/weigh/findRegistry body: by plate or by IC card number. */
export interface FindRegistryRequest {
  plateNumber?: string;
  cardNo?: string;
}

/** The open registry of a truck, its weigh record so far and which weight the next weighsave takes. */
export interface FoundRegistry {
  registry: RegistryRow;
  weighRecord: WeighRow | null;
  nextWeigh: 'gross' | 'tare' | null;
}

/** POST /measure/weigh/weighsave body: the weight is the server's own stable reading unless manual. */
export interface WeighSaveRequest {
  registryId: string;
  scaleId: string;
  /** tonnes; only with measure:weigh:manual, and then with a note */
  manualWeight?: string;
  note?: string;
  version?: number;
}

export interface WeighSaveAnswer {
  registry: RegistryRow;
  weighRecord: WeighRow;
  step: 'first' | 'second';
  weighed: 'gross' | 'tare';
}

/** GET …/getregistrysub/:id */
export interface RegistrySub {
  registry: RegistryRow;
  notice: {
    id: string;
    billNo: string;
    validFrom: string;
    validTo: string;
    countSa: string | number | null;
    preQuantity: string | null;
    deSuttle: string | null;
  } | null;
  noticeSub: { id: string; invName: string; plannedQuantity: string; closed: string | boolean } | null;
  weighRecord: WeighRow | null;
}

/** GET /scale/list → data: the company's scale indicators (apps/server/src/scale/README.md). */
export interface ScaleInfo {
  id: string;
  code: string;
  name: string;
  protocol: string;
  protocolName: string;
  transport: string;
  host: string | null;
  port: number | null;
  enabled: boolean;
  remark: string | null;
  version: number;
}

/** GET /basic/plate_dict/findAll → data: the plate prefixes in dictionary order. */
export interface PlateDictEntry {
  plateCode: string;
  plateName: string;
}
