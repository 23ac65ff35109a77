import type Database from 'better-sqlite3';

/** How many compiled statements the connection keeps: the shop's queries have a few hundred shapes. */
export const KEPT_STATEMENTS = 1000;

/**
 * The connection as drizzle is given it (docs/decisions/053-checkout-throughput.md): better-sqlite3's own
 * Database, except that `prepare` compiles each SQL text once and hands the compiled statement out again.
 * Drizzle prepares every query it runs afresh, and compiling is about a fifth of a checkout's time; its
 * query texts hold `?` for every value, so one text serves every call of a query.
 *
 * A statement is shared by everyone who prepared the same text, so each of them gets its own view of it that
 * puts the statement in the mode that caller asked for (rows as arrays after `raw()`, objects otherwise)
 * before every use. Drizzle only runs statements to the end (run, get, all), never leaves one half-read,
 * so a shared statement is never busy when the next caller uses it. The least recently used texts are
 * dropped past KEPT_STATEMENTS.
 */
export function withStatementCache(sqlite: Database.Database, kept = KEPT_STATEMENTS): Database.Database {
  const statements = new Map<string, Database.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (statements.size >= kept) statements.delete(statements.keys().next().value as string);
    }
    statements.set(source, statement);
    return new SharedStatement(statement);
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** One caller's use of a shared statement: the methods drizzle calls, each in this caller's mode. */
class SharedStatement {
  private rawRows = false;

  constructor(private readonly statement: Database.Statement) {}

  get reader(): boolean {
    return this.statement.reader;
  }

  get source(): string {
    return this.statement.source;
  }

  raw(toggle = true): this {
    this.rawRows = toggle;
    return this;
  }

  run(...params: unknown[]): Database.RunResult {
    return this.statement.run(...params);
  }

  get(...params: unknown[]): unknown {
    return this.inMode().get(...params);
  }

  all(...params: unknown[]): unknown[] {
    return this.inMode().all(...params);
  }

  private inMode(): Database.Statement {
    return this.statement.raw(this.rawRows);
  }
}
