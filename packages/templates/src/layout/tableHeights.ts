/** Default maximum table height (SPEC §9). */
const DEFAULT_MAX_HEIGHT = 1067;

/** Child-table height under a form: max − 51 × ceil(fieldCount / 4) − 40, at least 200. */
export function formTableHeight(fieldCount: number, maxHeight = DEFAULT_MAX_HEIGHT): number {
  return Math.max(200, maxHeight - 51 * Math.ceil(Math.max(0, fieldCount) / 4) - 40);
}

/** List-page table maximum height: about 0.62 of the viewport height minus 100 (floored). */
export function listTableMaxHeight(viewportHeight: number): number {
  return Math.floor(0.62 * viewportHeight - 100);
}

/** Screen size level: width ≥ 1200 → 3, ≥ 992 → 2, ≥ 768 → 1, else 0. */
export function screenSizeLevel(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}
