import { sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnySQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './database.js';
import { rowShape, sqlText } from './table-rows.js';
import { prepared } from './prepared-statements.js';

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

/** How many rows of `table` match `where`. */
export function countRows(db: Db, table: AnySQLiteTable, where: SQL | undefined): number {
  const condition = sqlText(where ?? sql`1`);
  return prepared(db.$client, `select count(*) from ${rowShape(table).table} where ${condition.sql}`)
    .pluck()
    .get(...condition.params) as number;
}

/**
 * One page of the rows of `table` matching `where`, in `orderBy` order, with the count of them all (counted
 * here unless given). The statement is kept prepared per shape of the query (db/table-rows.ts).
 */
export function pageOfRows<T extends AnySQLiteTable>(
  db: Db,
  table: T,
  query: { where?: SQL; orderBy: SQL[]; total?: number },
  paging: Paging,
): Page<InferSelectModel<T>> {
  const total = query.total ?? countRows(db, table, query.where);
  const shape = rowShape(table);
  const condition = sqlText(query.where ?? sql`1`);
  const order = sqlText(sql.join(query.orderBy, sql`, `));
  const items = prepared(db.$client, `select ${shape.columns} from ${shape.table} where ${condition.sql} order by ${order.sql} limit ? offset ?`)
    .raw()
    .all(...condition.params, ...order.params, paging.pageSize, (paging.pageNumber - 1) * paging.pageSize)
    .map((raw) => shape.read(raw as unknown[]));
  return { items, page: paging.pageNumber, pages: Math.max(1, Math.ceil(total / paging.pageSize)), total };
}
