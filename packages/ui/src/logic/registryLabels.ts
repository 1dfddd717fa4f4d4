import type { RegistryStatus, WeighFlavour } from '@wb/api';

/** Business flavours in Chinese (the menu's 采购, 销售 …). */
export const FLAVOUR_TITLES: Record<WeighFlavour, string> = {
  pu: '采购',
  pt: '外购转运',
  sa: '销售',
  st: '销售转运',
  pr: '产成品',
  al: '调拨',
  tr: '转运',
};

/** The partner of each flavour (weighing/README.md). */
export const PARTNER_LABELS: Record<WeighFlavour, string> = {
  pu: '供应商',
  pt: '供应商',
  sa: '客户',
  st: '客户',
  pr: '生产单位',
  al: '收货工厂',
  tr: '收货工厂',
};

export const REGISTRY_STATUS_LABELS: Record<RegistryStatus, string> = {
  registered: '已登记',
  entered: '已入厂',
  weighed_once: '一次过磅',
  weighed: '已过磅',
  exited: '已出厂',
  obsolete: '已作废',
};

/** What the next weighsave of a truck records, as the operator is told before pressing 称重保存. */
export function nextWeighLabel(next: 'gross' | 'tare' | null | undefined): string {
  if (next === 'gross') return '称毛重';
  if (next === 'tare') return '称皮重';
  return '无需过磅';
}

/**
 * Why a found registry cannot be weighed now (the server refuses the same with these words), or
 * null when it can: a truck must be let in first and is weighed twice at most.
 */
export function registryWeighBlock(
  status: RegistryStatus,
  next: 'gross' | 'tare' | null | undefined,
): string | null {
  if (status === 'registered') return '车辆未入厂，不能过磅';
  if (status === 'obsolete') return '登记单已作废';
  if (status === 'exited') return '车辆已出厂';
  if (status === 'weighed' || !next) return '该车辆已完成两次过磅';
  return null;
}
