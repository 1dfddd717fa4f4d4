/** A plate prefix of the plate dictionary (SPEC.md §3 plateDict: plateCode 蒙, plateName 内蒙古自治区). */
export interface PlatePrefix {
  plateCode: string;
  plateName: string;
}

/**
 * A plate as the operator types it (SPEC.md §5): upper-cased at once, and without the spaces and
 * separators people type between the prefix and the number (蒙K·12345, 蒙K 12345 → 蒙K12345), so the
 * lookup matches the plate as registered.
 */
export function normalizePlate(raw: string): string {
  return raw.replace(/[\s·•.\-_]/g, '').toUpperCase();
}

/**
 * SPEC.md §5: one typed character is matched against the plate-prefix list. The character may be the
 * prefix itself (蒙) or a character of the province's name (内 → 蒙 内蒙古自治区); anything longer than
 * one character offers nothing (the operator is past the prefix). In dictionary order, each once.
 */
export function platePrefixMatches(typed: string, dict: readonly PlatePrefix[]): PlatePrefix[] {
  const chars = [...typed.trim()];
  if (chars.length !== 1) return [];
  const ch = chars[0].toUpperCase();
  const seen = new Set<string>();
  const out: PlatePrefix[] = [];
  for (const p of dict) {
    if (seen.has(p.plateCode)) continue;
    if (p.plateCode.toUpperCase().startsWith(ch) || p.plateName.includes(ch)) {
      seen.add(p.plateCode);
      out.push(p);
    }
  }
  return out;
}
