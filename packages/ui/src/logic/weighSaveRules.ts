import type { LiveScaleState } from './weightDisplay';

/** The permission that lets an operator type a weight while the scale is offline. */
export const MANUAL_WEIGH_PERMISSION = 'measure:weigh:manual';

export const MSG_NO_REGISTRY = '请先查询登记单';
export const MSG_NO_SCALE = '请选择地磅';
export const MSG_SCALE_OFFLINE = '地磅离线，不能称重';
export const MSG_SCALE_OVERLOAD = '地磅超载，不能称重';
export const MSG_SCALE_UNSTABLE = '重量不稳定，请稳定后再称重';
export const MSG_MANUAL_FORBIDDEN = '没有手工录入权限';
export const MSG_MANUAL_ONLINE = '地磅在线时不能手工录入';
export const MSG_MANUAL_WEIGHT = '请输入正确的重量（吨，大于0，最多3位小数）';
/** the server's wording (weighing/README.md) */
export const MSG_MANUAL_NOTE = '手工录入重量必须填写原因';

/** Manual entry as the operator filled it in (tonnes as typed, as weighsave takes manualWeight). */
export interface ManualEntry {
  weight: string;
  note: string;
}

export interface WeighSaveFacts {
  registryId: string | null;
  scaleId: string | null;
  live: LiveScaleState | null;
  /** null: weigh from the scale */
  manual: ManualEntry | null;
  canManual: boolean;
}

/** What a weighsave sends: the registry and the scale, and a weight only for a permitted manual entry. */
export interface WeighSaveIntent {
  registryId: string;
  scaleId: string;
  manual: { weight: string; note: string } | null;
}

const TONNES = /^\d{1,5}(\.\d{1,3})?$/;

/** Whether manual entry may be offered: with the permission, and only while the scale is not online. */
export function manualAllowed(canManual: boolean, live: LiveScaleState | null): boolean {
  return canManual && !(live?.online ?? false);
}

/**
 * The check before 称重保存: the server takes the weight from the scale itself (it re-checks every
 * rule), so the screen only refuses what would certainly fail and says why; a manual entry needs
 * the permission, an offline scale, a positive weight in tonnes and an audit note.
 */
export function decideWeighSave(
  f: WeighSaveFacts,
): { ok: true; intent: WeighSaveIntent } | { ok: false; message: string } {
  if (!f.registryId) return { ok: false, message: MSG_NO_REGISTRY };
  if (!f.scaleId) return { ok: false, message: MSG_NO_SCALE };
  if (f.manual) {
    if (!f.canManual) return { ok: false, message: MSG_MANUAL_FORBIDDEN };
    if (f.live?.online) return { ok: false, message: MSG_MANUAL_ONLINE };
    const weight = f.manual.weight.trim();
    if (!TONNES.test(weight) || !/[1-9]/.test(weight)) return { ok: false, message: MSG_MANUAL_WEIGHT };
    const note = f.manual.note.trim();
    if (!note) return { ok: false, message: MSG_MANUAL_NOTE };
    return { ok: true, intent: { registryId: f.registryId, scaleId: f.scaleId, manual: { weight, note } } };
  }
  if (!f.live?.online) return { ok: false, message: MSG_SCALE_OFFLINE };
  if (f.live.overload) return { ok: false, message: MSG_SCALE_OVERLOAD };
  if (!f.live.stable) return { ok: false, message: MSG_SCALE_UNSTABLE };
  return { ok: true, intent: { registryId: f.registryId, scaleId: f.scaleId, manual: null } };
}
