import type { CgValidate } from '../model/field';

/** Inversion marker: a `validateMethod` starting with `!` means the value must NOT match. */
export const PATTERN_INVERSION_MARKER = '!';
/** Longer configured patterns are skipped rather than compiled (they come from admin screens). */
const MAX_PATTERN_LENGTH = 500;

export interface CompiledPattern {
  regex: RegExp;
  inverted: boolean;
  message: string;
}

/**
 * Compiles a cgValidate rule: optional `!` prefix (inverted), then one leading and one trailing
 * slash stripped. A missing, over-long or invalid pattern gives null (the rule is skipped);
 * this never throws.
 */
export function compilePattern(cg: CgValidate | null | undefined): CompiledPattern | null {
  let source = cg?.validateMethod?.trim();
  if (!source) return null;
  const inverted = source.startsWith(PATTERN_INVERSION_MARKER);
  if (inverted) source = source.slice(PATTERN_INVERSION_MARKER.length).trim();
  if (source.startsWith('/')) source = source.slice(1);
  if (source.endsWith('/')) source = source.slice(0, -1);
  if (source === '' || source.length > MAX_PATTERN_LENGTH) return null;
  try {
    return { regex: new RegExp(source), inverted, message: cg?.validateTitle || '格式错误' };
  } catch {
    return null;
  }
}
