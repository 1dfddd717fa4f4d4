/** Screen size level of SPEC.md §2: width >= 1200 is 3, >= 992 is 2, >= 768 is 1, otherwise 0. */
export function screenLevel(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}
