/** What a search input holds: a scalar, a [start, end] pair for ranges, a list for multi-selects. */
export type SearchInputValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Search-panel state keyed by field name. */
export type SearchValues = Readonly<Record<string, SearchInputValue>>;
