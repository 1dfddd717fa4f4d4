/**
 * Static safety check of an administrator's validation pattern (校验规则) before it is ever
 * compiled: a pattern is data typed on a screen, and one catastrophic pattern (`(a+)+$`) would let
 * a single field value pin a server core. The check is structural, not a blacklist of strings:
 * the pattern is scanned into groups, and a group that repeats without bound may not itself hold
 * an unbounded repetition, nor alternatives that can start with the same character.
 * Nothing here evaluates the pattern; `new RegExp` runs only after the check passes.
 */

export const MAX_PATTERN_LENGTH = 200;

export const PATTERN_MSG = {
  empty: '校验规则不能为空',
  tooLong: `校验规则长度不能超过${MAX_PATTERN_LENGTH}个字符`,
  nested: '校验规则含有嵌套的重复（如 (a+)+），可能导致匹配失控',
  overlap: '校验规则的重复分组中含有可重叠的分支（如 (a|a)*），可能导致匹配失控',
  backReference: '校验规则不支持反向引用',
  invalid: '校验规则不是合法的正则表达式',
  sampleMissing: '示例值不能为空',
  sampleMismatch: '示例值与校验规则不匹配',
} as const;

/** What one group (or the whole pattern) holds, as far as the check needs to know. */
interface Scope {
  /** an unbounded quantifier (+, *, {n,}) somewhere inside */
  unbounded: boolean;
  /** the first-character sets of each alternative; null = may start with anything (or nothing) */
  alternatives: (Set<string> | null)[];
  /** first-character set of the alternative being scanned; undefined = nothing seen yet */
  current: Set<string> | null | undefined;
}

const newScope = (): Scope => ({ unbounded: false, alternatives: [], current: undefined });

/** The pattern body: one optional leading and trailing slash stripped, as the engine compiles it. */
export function patternBody(pattern: string): string {
  let s = pattern.trim();
  if (s.startsWith('/')) s = s.slice(1);
  if (s.endsWith('/')) s = s.slice(0, -1);
  return s;
}

/** Reads a quantifier at `i`: its length and whether it repeats without bound (0 when none). */
function quantifierAt(s: string, i: number): { length: number; unbounded: boolean; repeats: boolean } {
  const c = s[i];
  let length = 0;
  let unbounded = false;
  let repeats = false;
  if (c === '*' || c === '+') {
    length = 1;
    unbounded = true;
    repeats = true;
  } else if (c === '?') {
    length = 1;
  } else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(i));
    if (m) {
      length = m[0].length;
      unbounded = m[2] !== undefined && m[3] === '';
      repeats = unbounded || (m[3] !== undefined ? Number(m[3]) > 1 : Number(m[1]) > 1);
    }
  }
  if (length > 0 && s[i + length] === '?') length += 1; // lazy: same risk
  return { length, unbounded, repeats };
}

/** Two alternatives overlap when either may start with anything or they share a first character. */
function overlapping(alts: (Set<string> | null)[]): boolean {
  const seen = new Set<string>();
  for (const a of alts) {
    if (a === null) return alts.length > 1;
    for (const ch of a) {
      if (seen.has(ch)) return true;
      seen.add(ch);
    }
  }
  return false;
}

/**
 * The refusal message of a pattern (the body, slashes already stripped), or null when it is safe
 * to compile. Escapes, classes and groups are followed; anything it cannot follow is refused.
 */
export function unsafePatternReason(body: string): string | null {
  if (body.length === 0) return PATTERN_MSG.empty;
  if (body.length > MAX_PATTERN_LENGTH) return PATTERN_MSG.tooLong;
  const stack: Scope[] = [newScope()];
  const top = () => stack[stack.length - 1];
  /** records the first atom of the current alternative */
  const atom = (first: Set<string> | null) => {
    const s = top();
    if (s.current === undefined) s.current = first;
  };
  let i = 0;
  while (i < body.length) {
    const c = body[i];
    let closed: Scope | null = null;
    if (c === '\\') {
      const next = body[i + 1];
      if (next === undefined) return PATTERN_MSG.invalid;
      if (/[1-9]/.test(next) || next === 'k') return PATTERN_MSG.backReference;
      // \d \w \s and friends match many characters: treat as "anything" for overlap purposes
      atom(/[dDwWsSbB.]/.test(next) ? null : new Set([next]));
      i += 2;
    } else if (c === '[') {
      let j = i + 1;
      if (body[j] === '^') j += 1;
      if (body[j] === ']') j += 1;
      while (j < body.length && body[j] !== ']') j += body[j] === '\\' ? 2 : 1;
      if (j >= body.length) return PATTERN_MSG.invalid;
      atom(null);
      i = j + 1;
    } else if (c === '(') {
      // (?:  (?=  (?!  (?<=  (?<!  (?<name>
      let j = i + 1;
      if (body[j] === '?') {
        const m = /^\?(:|=|!|<=|<!|<[A-Za-z_][A-Za-z0-9_]*>)/.exec(body.slice(j));
        if (!m) return PATTERN_MSG.invalid;
        j += m[0].length;
      }
      stack.push(newScope());
      i = j;
    } else if (c === ')') {
      if (stack.length === 1) return PATTERN_MSG.invalid;
      closed = stack.pop()!;
      closed.alternatives.push(closed.current === undefined ? null : closed.current);
      // an unbounded repetition anywhere inside makes the enclosing group unbounded too: ((a+))+
      if (closed.unbounded) top().unbounded = true;
      // the group's first set for the enclosing alternative: union of its alternatives
      const union = closed.alternatives.some((a) => a === null)
        ? null
        : new Set(closed.alternatives.flatMap((a) => [...(a ?? [])]));
      atom(union);
      i += 1;
    } else if (c === '|') {
      const s = top();
      s.alternatives.push(s.current === undefined ? null : s.current);
      s.current = undefined;
      i += 1;
    } else if (c === '.') {
      atom(null);
      i += 1;
    } else if (c === '^' || c === '$') {
      i += 1;
    } else if (c === '*' || c === '+' || c === '?' || (c === '{' && quantifierAt(body, i).length > 0)) {
      return PATTERN_MSG.invalid; // a quantifier with nothing before it
    } else {
      atom(new Set([c]));
      i += 1;
    }
    const q = quantifierAt(body, i);
    if (q.length === 0) continue;
    if (closed) {
      if (q.repeats && closed.unbounded) return PATTERN_MSG.nested;
      if (q.unbounded && overlapping(closed.alternatives)) return PATTERN_MSG.overlap;
    }
    if (q.unbounded) top().unbounded = true;
    i += q.length;
    // a quantifier right after a quantifier (a**) is a syntax error
    if (quantifierAt(body, i).length > 0 && body[i] !== '?') return PATTERN_MSG.invalid;
  }
  if (stack.length !== 1) return PATTERN_MSG.invalid;
  return null;
}

export interface PatternCheck {
  /** the message, or null when the pattern is safe, compiles, and the sample matches */
  error: string | null;
  regex?: RegExp;
}

/**
 * The whole save-time check of a 校验规则: structure, compilation, and a sample value that must
 * match the pattern (so an administrator sees at once that the rule does what they meant).
 */
export function checkPattern(pattern: string, sample: string | null | undefined): PatternCheck {
  const body = patternBody(pattern);
  const reason = unsafePatternReason(body);
  if (reason) return { error: reason };
  let regex: RegExp;
  try {
    regex = new RegExp(body);
  } catch {
    return { error: PATTERN_MSG.invalid };
  }
  if (sample === null || sample === undefined || sample === '') return { error: PATTERN_MSG.sampleMissing };
  if (!regex.test(sample)) return { error: PATTERN_MSG.sampleMismatch };
  return { error: null, regex };
}
