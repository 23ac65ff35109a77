/**
 * What the shop's data takes on disk, for the owner's health card: the database, its write-ahead log and the
 * uploaded images, each on its own.
 *
 * The database's size is its page count times its page size, which counts the pages still waiting in the
 * write-ahead log: the main file alone can be a few KB for a database of megabytes until SQLite merges the log
 * into it (that was the "Database: 4 KB" beside a 900 KB backup). The log file's own size is shown beside it.
 */
import type { Dirent } from 'node:fs';
import { lstat, opendir } from 'node:fs/promises';
import path from 'node:path';
import { databaseFile, uploadsDir } from '../db/data-dir.js';
import type { AppDeps } from '../deps.js';

export interface StorageUse {
  /** The database's pages, wherever they are now (main file or write-ahead log). */
  databaseBytes: number;
  /** The write-ahead log file (shop.db-wal); it keeps its size after a merge until SQLite truncates it. */
  walBytes: number;
  /** Every file under DATA_DIR/uploads: the images and their copies by width. */
  uploadsBytes: number;
}

/** A measured uploads folder is answered again for this long; after it, it is measured again. */
export const UPLOADS_SIZE_KEPT_MS = 60_000;
/** Files whose size is asked for at once while walking the uploads folder. */
const STATS_AT_ONCE = 32;

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

async function fileBytes(file: string): Promise<number> {
  try {
    return (await lstat(file)).size;
  } catch (error) {
    // A file removed while we looked (an image replaced, the log truncated) takes no room.
    if (isMissing(error)) return 0;
    throw error;
  }
}

/**
 * The bytes of every regular file under `dir`, links not followed (as the backup stores them). Read a batch of
 * entries at a time, so a folder of many thousands of images never holds the event loop.
 */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  let entries: AsyncIterable<Dirent>;
  try {
    entries = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let batch: Promise<number>[] = [];
  const settle = async () => {
    for (const bytes of await Promise.all(batch)) total += bytes;
    batch = [];
  };
  for await (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) batch.push(folderBytes(full));
    else if (entry.isFile()) batch.push(fileBytes(full));
    if (batch.length >= STATS_AT_ONCE) await settle();
  }
  await settle();
  return total;
}

interface Measured {
  bytes: number;
  at: number;
}

/** The last size of each uploads folder (one per DATA_DIR), and the walk under way, if any. */
const measured = new Map<string, Measured>();
const walking = new Map<string, Promise<Measured>>();

function measureUploads(dir: string, now: number): Promise<Measured> {
  let walk = walking.get(dir);
  if (!walk) {
    walk = folderBytes(dir)
      .then((bytes) => {
        const result = { bytes, at: now };
        measured.set(dir, result);
        return result;
      })
      .finally(() => walking.delete(dir));
    walking.set(dir, walk);
  }
  return walk;
}

/**
 * The uploads folder's size. Walking it costs a look at every file, so a measure is kept for
 * UPLOADS_SIZE_KEPT_MS (docs/decisions/029-caches.md); an older one is answered while a new walk runs in the
 * background, and only the first ask waits for its walk.
 */
async function uploadsBytes(dir: string, now: number): Promise<number> {
  const last = measured.get(dir);
  if (!last) return (await measureUploads(dir, now)).bytes;
  if (now - last.at >= UPLOADS_SIZE_KEPT_MS) {
    // Nothing waits for it; a walk that fails (the folder removed meanwhile) leaves the last measure.
    measureUploads(dir, now).catch(() => undefined);
  }
  return last.bytes;
}

export async function storageUse(deps: Pick<AppDeps, 'db' | 'config'>, now = Date.now()): Promise<StorageUse> {
  const sqlite = deps.db.$client;
  const pages = sqlite.pragma('page_count', { simple: true }) as number;
  const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
  const { dataDir } = deps.config;
  const [walBytes, uploads] = await Promise.all([fileBytes(`${databaseFile(dataDir)}-wal`), uploadsBytes(uploadsDir(dataDir), now)]);
  return { databaseBytes: pages * pageSize, walBytes, uploadsBytes: uploads };
}
