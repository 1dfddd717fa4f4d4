import type { SearchOp, SortDir } from './enums';

/** A search condition as the client sends it. Quick search adds `conj: 'or'` and a `list`. */
export interface SearchCondition {
  key: string;
  label?: string;
  op: SearchOp;
  val: string | number | boolean | null;
  keyId?: string;
  customTable?: string;
  conj?: 'or';
  list?: SearchCondition[];
}

export interface SortSpec {
  key: string;
  dir: 'asc' | 'desc';
  keyId?: string;
}

export interface PageLimit {
  pn: number;
  ps: number;
}

/** Body of a configured list call. */
export interface ListRequest {
  search?: SearchCondition[];
  limit?: PageLimit;
  tplId?: string | number;
  sort?: SortSpec[];
  param?: unknown;
}

export type { SortDir };
