/** GET /api/index/getCount → data: today's figures of the current company. */
export interface HomeCounts {
  inFactoryVehicles: number;
  todayWeighCount: number;
  todayNetTons: string;
  todayPurchaseTons: string;
  todaySaleTons: string;
  pendingAudit: number;
}

/** GET /api/index/getAgency → data: to-dos (records waiting for someone's action). */
export interface AgencyItem {
  id: string;
  title: string;
  count: number;
  path: string;
}

/** GET /api/index/getWarn → data. */
export interface WarnItem {
  id: string;
  level: 'info' | 'warning' | 'error';
  message: string;
  time: string;
}

/** GET /api/index/getDetail → data: tonnage per day for the last 7 days. */
export interface DailyTonnage {
  day: string;
  purchaseTons: string;
  saleTons: string;
}

/** POST /api/index/getVehicleTable → data (PageData of these). */
export interface VehicleRow {
  id: string;
  plateNumber: string;
  flavour: string;
  materialName: string;
  partnerName: string;
  status: string;
  entryTime: string | null;
  grossWeight: string | null;
  tareWeight: string | null;
  netWeight: string | null;
}
