export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** True when more than `total` records match: long lists stop counting at COUNT_LIMIT. */
  total_capped: boolean;
}

/** Counting a million matches costs more than the page itself; past this, lists say "más de". */
export const COUNT_LIMIT = 10_000;

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export interface One<T> {
  data: T;
}
