import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnySQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Queryable } from './database.js';

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

/** One page of the rows of `table` matching `where`, in `orderBy` order, with the count of them all (counted here unless given). */
export function pageOfRows<T extends AnySQLiteTable>(
  db: Queryable,
  table: T,
  query: { where?: SQL; orderBy: SQL[]; total?: number },
  paging: Paging,
): Page<InferSelectModel<T>> {
  const total = query.total ?? db.select({ n: count() }).from(table).where(query.where).get()?.n ?? 0;
  const items = db
    .select()
    .from(table as AnySQLiteTable)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(paging.pageSize)
    .offset((paging.pageNumber - 1) * paging.pageSize)
    .all() as InferSelectModel<T>[];
  return { items, page: paging.pageNumber, pages: Math.max(1, Math.ceil(total / paging.pageSize)), total };
}
