export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export interface One<T> {
  data: T;
}
