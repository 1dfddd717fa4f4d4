import type { Flag } from '../model/field';

/** Reads a template yes/no attribute: true, 1 and '1' are on; everything else (incl. '0') is off. */
export function isOn(flag: Flag | string | undefined): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}
