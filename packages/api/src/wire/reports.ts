/**
 * Wire types of the team-shift, daily and in-factory reports (/api/report/…, server
 * apps/server/src/reports). Weights are tonnes as exact decimal strings with three places.
 */
export type ReportFlavour = 'pu' | 'pt' | 'sa' | 'st' | 'pr' | 'al' | 'tr';

export interface ReportFilter {
  /** yyyy-MM-dd, site calendar (UTC+8), inclusive */
  startDate: string;
  endDate: string;
  flavour?: ReportFlavour;
  materialName?: string;
  /** a configured shift name (班次) */
  shift?: string;
}

export interface ReportSums {
  trips: number;
  gross: string;
  tare: string;
  net: string;
}
export interface TeamShiftRow extends ReportSums {
  shift: string;
  flavour: ReportFlavour;
  flavourName: string;
  materialName: string;
}
export interface DailyRow extends ReportSums {
  date: string;
  shift: string;
}
export interface ShiftInfo {
  name: string;
  /** HH:mm on the site's clock; end 24:00 closes the day */
  start: string;
  end: string;
}
export interface TeamShiftReport {
  shifts: ShiftInfo[];
  rows: TeamShiftRow[];
  shiftTotals: (ReportSums & { shift: string })[];
  total: ReportSums;
}
export interface DailyReport {
  shifts: ShiftInfo[];
  rows: DailyRow[];
  dayTotals: (ReportSums & { date: string })[];
  total: ReportSums;
}
export interface InFactoryFlavour {
  flavour: ReportFlavour;
  flavourName: string;
  entered: number;
  weighedOnce: number;
  weighed: number;
  total: number;
}
export interface InFactoryVehicle {
  /** masked: 蒙A***45 */
  plate: string;
  flavourName: string;
  materialName: string;
  statusName: string;
  entryTime: string | null;
  minutes: number | null;
}
export interface ReportInFactoryStats {
  /** yyyy-MM-dd HH:mm:ss, site time */
  time: string;
  total: number;
  byFlavour: InFactoryFlavour[];
  vehicles: InFactoryVehicle[];
}
