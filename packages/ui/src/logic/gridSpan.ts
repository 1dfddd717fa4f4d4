/** The engine spans items on a 48-unit row (SPEC.md §9); antd's grid has 24. */
export function gridSpan(span48: number): number {
  return Math.min(24, Math.max(1, Math.round(span48 / 2)));
}
