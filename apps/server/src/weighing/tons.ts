/**
 * Weights in tonnes with 3 decimals, exact: held as bigint kilograms (1 t = 1000 kg), never as JS
 * floats. The database keeps numeric(12,3); the wire carries the strings this module formats.
 */

const DECIMAL = /^([+-])?(\d{1,9})(?:\.(\d+))?$/;

/** Parses a decimal string (tonnes) to kilograms, rounding half up past 3 decimals; null when not a number. */
export function parseTons(value: unknown): bigint | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseTons(String(value)) : null;
  if (typeof value !== 'string') return null;
  const m = DECIMAL.exec(value.trim());
  if (!m) return null;
  const frac = (m[3] ?? '').padEnd(4, '0');
  let kg = BigInt(m[2]) * 1000n + BigInt(frac.slice(0, 3));
  if (Number(frac[3]) >= 5) kg += 1n;
  return m[1] === '-' ? -kg : kg;
}

/** Kilograms → '49.260' (always 3 decimals). */
export function formatTons(kg: bigint): string {
  const neg = kg < 0n;
  const abs = neg ? -kg : kg;
  return `${neg ? '-' : ''}${abs / 1000n}.${String(abs % 1000n).padStart(3, '0')}`;
}

/** The scale hub's kg string ('23960', '239.60', '-12.5') → kilograms, rounded half up to whole kg. */
export function scaleKg(value: string): bigint | null {
  const m = DECIMAL.exec(value.trim());
  if (!m) return null;
  let kg = BigInt(m[2]);
  if (m[3] && Number(m[3][0]) >= 5) kg += 1n;
  return m[1] === '-' ? -kg : kg;
}

/** `base × percent / 100` in kg, rounded half up; `percent` a decimal string with ≤ 2 decimals. */
export function percentOf(baseKg: bigint, percent: string): bigint {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!m) return 0n;
  const hundredths = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  // base × hundredths / 10000, half up
  return (baseKg * hundredths * 2n + 10000n) / 20000n;
}
