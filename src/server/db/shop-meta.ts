import { eq } from 'drizzle-orm';
import { shopMeta } from '../../../drizzle/schema.js';
import type { Queryable } from './database.js';

/** Keys of facts the shop remembers about itself. */
export const META = {
  /** When the demo catalogue was seeded: it is never seeded again, even after everything was deleted. */
  demoSeededAt: 'demo_seeded_at',
  /** How the last backup went (JSON: at, ok, file, error). */
  lastBackup: 'last_backup',
  /** How the last try to send the backups to the bucket went (JSON: see backups/offsite-backups.ts). */
  offsiteBackup: 'offsite_backup',
} as const;

export function readMeta(db: Queryable, key: string): string | undefined {
  return db.select({ value: shopMeta.value }).from(shopMeta).where(eq(shopMeta.key, key)).get()?.value;
}

export function writeMeta(db: Queryable, key: string, value: string): void {
  db.insert(shopMeta)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: shopMeta.key, set: { value, updatedAt: new Date() } })
    .run();
}
