import { CONFIRM_BUTTON_CODES, type ConfirmButtonCode } from '../model/enums';
import type { Flag } from '../model/field';
import { isOn } from '../fields/isOn';

export interface ConfirmButton {
  code: ConfirmButtonCode;
  label: string;
  disabled: boolean;
}

const LABELS: Readonly<Record<ConfirmButtonCode, readonly [normal: string, sampling: string]>> = {
  CONFIRM: ['确认', '合格'],
  CONFIRM_NO: ['无法确认', '无法确认'],
  CONFIRM_NOT: ['取消确认', '不合格'],
  CONFIRM_AGAIN: ['重新确认', '合格'],
  SINGLE_WEIGH: ['车辆重出', '车辆重出'],
  SINGLE_EMPTY: ['车辆空出', '车辆空出'],
};
const KNOWN = new Set<string>(CONFIRM_BUTTON_CODES);

/** A row's confirm-button codes from a list or a comma-joined string; unknown codes are dropped. */
export function parseConfirmButtons(
  value: readonly string[] | string | null | undefined,
): ConfirmButtonCode[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  return parts.map((p) => p.trim()).filter((p): p is ConfirmButtonCode => KNOWN.has(p));
}

/** The announcement buttons of a row (SPEC §4); sampling mode renames them; CONFIRM_NO is always disabled. */
export function confirmButtons(
  value: readonly string[] | string | null | undefined,
  sampling = false,
): ConfirmButton[] {
  return parseConfirmButtons(value).map((code) => ({
    code,
    label: LABELS[code][sampling ? 1 : 0],
    disabled: code === 'CONFIRM_NO',
  }));
}

/** Selectable/editable in announcement mode: handleable, has confirm buttons, none is CONFIRM_NO. */
export function isAnnouncementRowSelectable(row: {
  ihandle?: Flag | string;
  confirmSubButs?: readonly string[] | string | null;
}): boolean {
  const codes = parseConfirmButtons(row.confirmSubButs);
  return isOn(row.ihandle) && codes.length > 0 && !codes.includes('CONFIRM_NO');
}
