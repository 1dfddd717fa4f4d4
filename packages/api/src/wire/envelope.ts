/**
 * Every JSON answer of the API has this envelope. `code` mirrors the HTTP status for errors
 * (426, 428, 429 …) and is 0 on success, so a client can read either.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** Paged answer of every list call: data.list and data.total (SPEC.md §3, §7). */
export interface PageData<T> {
  list: T[];
  total: number;
}

/** Page request: limit {pn, ps} (SPEC.md §3). */
export interface PageLimit {
  pn: number;
  ps: number;
}

export type SearchOp = 'like' | 'eq' | 'ge' | 'le' | 'gt' | 'lt' | 'ne' | 'in' | 'lk';

export interface WireSearchCondition {
  key: string;
  op: SearchOp;
  val: unknown;
  label?: string;
  keyId?: string;
  customTable?: string;
  /** quick search: conj 'or' with the list of conditions ORed together */
  conj?: 'or';
  list?: WireSearchCondition[];
}

export interface WireSort {
  key: string;
  dir: 'asc' | 'desc';
  keyId?: string;
}

/** Body of every configured list call. */
export interface ListRequest {
  search?: WireSearchCondition[];
  limit?: PageLimit;
  tplId?: string;
  sort?: WireSort[];
  param?: Record<string, unknown>;
}
