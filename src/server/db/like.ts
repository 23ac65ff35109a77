import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A LIKE pattern matching `text` literally anywhere: %, _ and the escape character lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `text` literally, ignoring case (SQLite's LIKE folds ASCII letters). */
export function contains(column: SQLWrapper, text: string): SQL {
  return sql`${column} like ${containsPattern(text)} escape '\\'`;
}
