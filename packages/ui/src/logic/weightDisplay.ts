/** The two units the weigh screen shows a live weight in. */
export type WeightUnit = 'kg' | 't';

/** What the scale reports (kg as an exact decimal string, as GET /scale/status and the socket send it). */
export interface LiveScaleState {
  weight: string | null;
  stable: boolean;
  online: boolean;
  overload: boolean;
}

export type ScaleStateTone = 'stable' | 'unstable' | 'offline' | 'overload';

export interface WeightView {
  /** the digits as the display shows them */
  text: string;
  unit: WeightUnit;
  tone: ScaleStateTone;
  /** 稳定 / 不稳定 / 离线 / 超载 */
  label: string;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Kilograms (exact decimal string) in kg or tonnes, without floats: tonnes move the point three
 * places and keep at least three decimals (23960 → 23.960, 239.60 → 0.23960). Null for anything that
 * is not a decimal number.
 */
export function formatWeight(kg: string | null | undefined, unit: WeightUnit): string | null {
  if (kg === null || kg === undefined) return null;
  const m = DECIMAL.exec(kg.trim());
  if (!m) return null;
  const [, sign, intPart, frac = ''] = m;
  const negative = sign === '-' && /[1-9]/.test(intPart + frac);
  const lead = negative ? '-' : '';
  if (unit === 'kg') {
    const int = intPart.replace(/^0+(?=\d)/, '');
    return `${lead}${int}${frac ? `.${frac}` : ''}`;
  }
  const digits = intPart.padStart(4, '0');
  const int = digits.slice(0, -3).replace(/^0+(?=\d)/, '');
  return `${lead}${int}.${digits.slice(-3)}${frac}`;
}

/**
 * What the big display shows: offline wins (no number: an old figure on a dark scale misleads the
 * operator), then overload, then the weight with its stability.
 */
export function weightView(state: LiveScaleState | null, unit: WeightUnit): WeightView {
  if (!state || !state.online) return { text: '------', unit, tone: 'offline', label: '离线' };
  if (state.overload) return { text: 'OL', unit, tone: 'overload', label: '超载' };
  const text = formatWeight(state.weight, unit);
  if (text === null) return { text: '------', unit, tone: 'unstable', label: '不稳定' };
  return state.stable
    ? { text, unit, tone: 'stable', label: '稳定' }
    : { text, unit, tone: 'unstable', label: '不稳定' };
}
