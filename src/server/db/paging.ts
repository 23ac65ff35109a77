export interface Paging {
  pageNumber: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** One page of a list of `total` rows: `rows(limit, offset)` reads just that page. */
export function paginate<T>(paging: Paging, total: number, rows: (limit: number, offset: number) => T[]): Page<T> {
  return {
    items: rows(paging.pageSize, (paging.pageNumber - 1) * paging.pageSize),
    page: paging.pageNumber,
    pages: Math.max(1, Math.ceil(total / paging.pageSize)),
    total,
  };
}
