export interface Paging {
  pageNumber: number;
  pageSize: number;
}

export function pageOf(paging: Paging, total: number) {
  return {
    page: paging.pageNumber,
    pages: Math.max(1, Math.ceil(total / paging.pageSize)),
    total,
    offset: (paging.pageNumber - 1) * paging.pageSize,
  };
}
