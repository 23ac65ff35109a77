import type { BackupsConfig } from '../config.js';
import { Bucket, describeFailure, parseObjectUrl } from './bucket.js';
import { refuseWhileRunning, restoreFromStream, RestoreError, type RestoreResult } from './restore-backup.js';

/**
 * Restores an archive from the bucket (s3://bucket/folder/shop-backup-….tar.gz[.enc]) with the provider's
 * settings and the passphrase of BACKUP_*: downloaded into DATA_DIR, decrypted on the way, then the same checks
 * as a local archive (restore-backup.ts). Nothing changes before all of it has arrived intact.
 */
export async function restoreFromBucket(url: string, dataDir: string, backups: BackupsConfig, now = new Date()): Promise<RestoreResult> {
  const object = parseObjectUrl(url);
  if (!object) throw new RestoreError(`Not an archive's address in a bucket: ${url} (it looks like s3://bucket/folder/shop-backup-….tar.gz.enc)`);
  if (!backups.offsite) {
    throw new RestoreError('Restoring from a bucket needs its settings: BACKUP_S3_URL, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY (and BACKUP_S3_ENDPOINT, BACKUP_S3_REGION as the shop had them).');
  }
  // Before a download that may take a while.
  refuseWhileRunning(dataDir);
  // The address names its bucket; the provider, region and keys are the shop's.
  const bucket = new Bucket({ ...backups.offsite, bucket: object.bucket });
  try {
    let body;
    try {
      body = await bucket.download(object.key);
    } catch (error) {
      throw new RestoreError(`Could not fetch ${url}: ${describeFailure(error)}. \`npm run backup -- --list-remote\` lists the archives in the bucket. Nothing was changed.`);
    }
    return await restoreFromStream(body, dataDir, now, { passphrase: backups.passphrase });
  } finally {
    bucket.close();
  }
}
