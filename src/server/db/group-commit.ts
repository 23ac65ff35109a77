import type Database from 'better-sqlite3';
import type { Db } from './database.js';

/**
 * Group commit (docs/decisions/053-checkout-throughput.md). Writes sent while the shop is busy with others
 * are gathered and run together, on the next turn of the event loop, in one immediate transaction: each in a
 * savepoint of its own, so one that throws undoes only its own changes and is refused alone, and all of them
 * are made durable by one commit (one write of the pages they share, one fsync). Every caller is answered only
 * once that commit has returned, so nothing is acknowledged that a crash could still lose; when the commit
 * itself fails, every write of the group is refused with its error.
 *
 * The writes run one after another on the one connection, as they would alone: a write sees everything the
 * writes before it in the group did, and nothing else can run between them.
 *
 * A write may name a finishing step, run once for the whole group after its writes, in the group's transaction
 * but outside every write's savepoint: work a whole group shares, such as putting its new orders in the search
 * index in one go (docs/decisions/063-order-search-per-group.md). If a finishing step throws, the group is
 * refused as if its commit had failed.
 */
export class GroupCommit {
  private waiting: Pending[] = [];
  private scheduled = false;

  constructor(
    private readonly sqlite: Database.Database,
    /** The most writes one commit carries, so a crowd never holds the event loop long. */
    private readonly maxGroup = MAX_GROUP,
  ) {}

  /**
   * Runs `write` in the next group and resolves with what it returned, once the group is committed; `finish`
   * runs once for the group after its writes, however many of them named it.
   */
  run<T>(write: () => T, finish?: Finish): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ write, finish, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.commitWaiting());
      }
    });
  }

  private commitWaiting(): void {
    this.scheduled = false;
    const group = this.waiting.splice(0, this.maxGroup);
    if (this.waiting.length > 0) {
      this.scheduled = true;
      setImmediate(() => this.commitWaiting());
    }
    const outcomes: Outcome[] = [];
    try {
      this.sqlite
        .transaction(() => {
          for (const pending of group) {
            try {
              // Nested in the group's transaction, better-sqlite3 makes this a savepoint.
              outcomes.push({ ok: true, value: this.sqlite.transaction(pending.write)() });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
          }
          for (const finish of new Set(group.map((pending) => pending.finish))) finish?.(this.sqlite);
        })
        .immediate();
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    group.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }
}

/** Enough to share a commit among the checkouts of a busy sale, few enough to keep each group short. */
export const MAX_GROUP = 64;

/** A group's finishing step, given the group's connection inside its transaction. */
export type Finish = (sqlite: Database.Database) => void;

interface Pending {
  write: () => unknown;
  finish: Finish | undefined;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const groups = new WeakMap<Database.Database, GroupCommit>();

/** The group commit of the database's connection (one per connection: SQLite has one writer). */
export function groupCommit(db: Db): GroupCommit {
  let group = groups.get(db.$client);
  if (!group) {
    group = new GroupCommit(db.$client);
    groups.set(db.$client, group);
  }
  return group;
}
