/**
 * The backups' folder in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO), through the
 * maintained AWS SDK. Why these client settings: docs/decisions/051-off-site-backups.md.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { OffsiteConfig } from '../config.js';
import { BACKUP_PREFIX } from './backup-archive.js';

/** The archives the shop makes, and only those: nothing else in the folder is ever listed or deleted. */
export const ARCHIVE_NAME = new RegExp(`^${BACKUP_PREFIX}\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}Z\\.tar\\.gz(\\.enc)?$`);

/** Each request is tried this often (the SDK's standard retry: exponential back-off with jitter). */
const REQUEST_ATTEMPTS = 5;
/** Parts of a multipart upload: each is a buffer the SDK can send again, and at most two are in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

export interface RemoteArchive {
  name: string;
  /** s3://bucket/folder/name, as `npm run restore` takes it. */
  url: string;
  bytes: number;
  modifiedAt: Date | null;
}

/** An s3:// address as bucket and object key. */
export function parseObjectUrl(url: string): { bucket: string; key: string } | null {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(url);
  return match ? { bucket: match[1], key: match[2] } : null;
}

/** What went wrong, said once: the provider's code (NoSuchBucket, AccessDenied) or the network's (ECONNRESET). */
export function describeFailure(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.message} (${error.name}${error.$metadata.httpStatusCode ? `, HTTP ${error.$metadata.httpStatusCode}` : ''})`;
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
    return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

export class Bucket {
  private readonly client: S3Client;

  constructor(private readonly settings: OffsiteConfig) {
    this.client = new S3Client({
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      maxAttempts: REQUEST_ATTEMPTS,
      // Only the checksums an operation requires: R2, B2 and MinIO refuse or mishandle the ones AWS added in 2025.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A provider that stops answering must not hold a pass forever; a slow download that still moves is fine.
      requestHandler: { connectionTimeout: 15_000, socketTimeout: 120_000 },
    });
  }

  private key(name: string): string {
    return this.settings.prefix ? `${this.settings.prefix}/${name}` : name;
  }

  private url(key: string): string {
    return `s3://${this.settings.bucket}/${key}`;
  }

  /** The shop's archives in the folder (not in folders below it), newest first. */
  async list(signal?: AbortSignal): Promise<RemoteArchive[]> {
    const folder = this.settings.prefix ? `${this.settings.prefix}/` : '';
    const found: RemoteArchive[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: folder, Delimiter: '/', ContinuationToken: token }), { abortSignal: signal });
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(folder.length) ?? '';
        if (ARCHIVE_NAME.test(name)) found.push({ name, url: this.url(object.Key!), bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? null });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => b.name.localeCompare(a.name));
  }

  /**
   * Sends a file as `name`. Small files go in one PUT; larger ones in parts, so one that fails at 90 % sends one
   * part again rather than all of it, and an archive over 5 GB (one PUT's limit) still goes.
   */
  async upload(name: string, file: string, signal?: AbortSignal): Promise<void> {
    const abortController = new AbortController();
    const abort = () => abortController.abort();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.settings.bucket, Key: this.key(name), Body: createReadStream(file), ContentType: 'application/octet-stream' },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        abortController,
      }).done();
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }

  async remove(name: string, signal?: AbortSignal): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }), { abortSignal: signal });
  }

  /** An object's bytes, as they come over the network. */
  async download(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return object.Body as Readable;
  }

  close(): void {
    this.client.destroy();
  }
}
