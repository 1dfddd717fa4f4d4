import { formatTons, percentOf } from './tons';

/** Smallest net a weighing may complete with (kg): a lighter one is a mis-weigh (empty truck twice). */
export const MIN_NET_KG = 10n;

export interface NetInput {
  grossKg: bigint;
  tareKg: bigint;
  /** registry's 扣重 (kg) */
  deductKg: bigint;
  /** registry's 扣率 (%), decimal string */
  deductRate: string;
  /** the material's 暗扣 (kg) */
  hiddenKg: bigint;
}

export interface NetResult {
  deductionKg: bigint;
  netKg: bigint;
}

/** Net = gross − tare − (扣重 + (gross − tare) × 扣率%) − 暗扣, in whole kg. */
export function computeNet(i: NetInput): NetResult {
  const base = i.grossKg - i.tareKg;
  const deductionKg = i.deductKg + percentOf(base, i.deductRate);
  return { deductionKg, netKg: base - deductionKg - i.hiddenKg };
}

/** Refusals of the weights of a completing record, or null. */
export function weightRefusal(
  r: NetInput & NetResult,
  limits: { overloadKg: bigint | null; remainingKg: bigint | null },
): string | null {
  if (limits.overloadKg !== null && limits.overloadKg > 0n && r.grossKg > limits.overloadKg)
    return `超载：毛重${formatTons(r.grossKg)}吨超过限额${formatTons(limits.overloadKg)}吨`;
  if (r.grossKg <= r.tareKg) return '毛重必须大于皮重';
  if (r.netKg < MIN_NET_KG) return '净重过小，请检查毛重和皮重';
  if (limits.remainingKg !== null && r.netKg > limits.remainingKg)
    return `净重超出通知单剩余量：剩余${formatTons(limits.remainingKg < 0n ? 0n : limits.remainingKg)}吨`;
  return null;
}

/** Why a registry may not be weighed now, or null. */
export function weighRefusal(status: string): string | null {
  switch (status) {
    case 'registered':
      return '车辆未入厂，不能过磅';
    case 'obsolete':
      return '登记单已作废';
    case 'exited':
      return '车辆已出厂';
    case 'weighed':
      return '该车辆已完成两次过磅';
    default:
      return null;
  }
}
