export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** True when more than `total` records match: long lists stop counting at COUNT_LIMIT. */
  total_capped: boolean;
}

/**
 * Counting past this costs more than the page itself (docs/benchmarks.md: a scoped list of a
 * million records counts 1 001 rows in under 10 ms, 10 001 in 20–30 ms); past it, lists say
 * "más de 1 000" and page on without a last page.
 */
export const COUNT_LIMIT = 1_000;

/** `1 000`, `50 000`: thousands separated by a space, as Spanish style guides write them. */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The list's total as the table says it: `7`, `1 250` or, when capped, `más de 1 000`. */
export const totalText = (meta: Pick<PageMeta, 'total' | 'total_capped'>) =>
  meta.total_capped ? `más de ${thousands(meta.total)}` : thousands(meta.total);

/** The table's "1–25 de más de 1 000" for a page of `rows` records. */
export function pageReport(meta: PageMeta, rows: number): string {
  const first = rows === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const last = rows === 0 ? 0 : first + rows - 1;
  return `${thousands(first)}–${thousands(last)} de ${totalText(meta)}`;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export interface One<T> {
  data: T;
}
