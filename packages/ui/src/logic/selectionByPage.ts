/** Row selection kept per page number (SPEC.md §2): each page remembers its own choice. */
export type SelectionByPage<Row> = Readonly<Record<number, { keys: readonly string[]; rows: readonly Row[] }>>;

export function emptySelection<Row>(): SelectionByPage<Row> {
  return {};
}

/** Replaces the selection of one page; other pages keep theirs. */
export function selectOnPage<Row>(
  state: SelectionByPage<Row>,
  page: number,
  keys: readonly string[],
  rows: readonly Row[],
): SelectionByPage<Row> {
  const next: Record<number, { keys: readonly string[]; rows: readonly Row[] }> = { ...state };
  if (keys.length === 0) delete next[page];
  else next[page] = { keys: [...keys], rows: [...rows] };
  return next;
}

/** The keys selected on one page (what the table's checkboxes show there). */
export function keysOnPage<Row>(state: SelectionByPage<Row>, page: number): readonly string[] {
  return state[page]?.keys ?? [];
}

/** Every selected row, pages in ascending order: what the actions work on. */
export function selectedRows<Row>(state: SelectionByPage<Row>): Row[] {
  return Object.keys(state)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((page) => [...(state[page]?.rows ?? [])]);
}
