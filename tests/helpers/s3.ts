import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// The SDK's notice that its releases from 2027 want Node 22 (docs/decisions/051-off-site-backups.md), said once is enough.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const TEST_BUCKET = 'shop-backups';
/** s3rver's own keys: it checks every request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  port: number;
  /** A client of its own, to look into the bucket the way another program would. */
  client: S3Client;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, storing in a temporary folder, with one bucket. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return {
    endpoint,
    port,
    client,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The environment that sends a shop's backups to `s3://shop-backups/<prefix>` through `endpoint`. */
export function bucketEnv(endpoint: string, prefix: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    BACKUP_S3_URL: `s3://${TEST_BUCKET}/${prefix}`,
    BACKUP_S3_ENDPOINT: endpoint,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    ...extra,
  };
}

/** Every key under `prefix/`, sorted, nested ones included. */
export async function keysUnder(s3: LocalS3, prefix: string): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: `${prefix}/` }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

export async function objectBytes(s3: LocalS3, key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

export async function putObject(s3: LocalS3, key: string, body: string | Buffer): Promise<void> {
  await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: body }));
}

export async function deleteObject(s3: LocalS3, key: string): Promise<void> {
  await s3.client.send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
}

export type ProxyMode = 'pass' | 'hold' | 'cut';

export interface FlakyProxy {
  endpoint: string;
  /** Connections opened since the start. */
  readonly connections: number;
  /** Connections held open, unanswered (mode 'hold'). */
  readonly held: number;
  /**
   * pass: forwards both ways. hold: accepts connections and never answers. cut: forwards the first
   * CUT_AFTER_BYTES of each request, then drops both sides, as a network that fails in the middle of an upload.
   */
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

const CUT_AFTER_BYTES = 4096;

/** A TCP proxy in front of the local S3 server whose connection can be held or cut on demand. */
export async function startFlakyProxy(targetPort: number, mode: ProxyMode = 'pass'): Promise<FlakyProxy> {
  let current = mode;
  let connections = 0;
  const held = new Set<net.Socket>();
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    connections += 1;
    open.add(client);
    client.on('close', () => {
      open.delete(client);
      held.delete(client);
    });
    client.on('error', () => undefined);
    if (current === 'hold') {
      held.add(client);
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    if (current === 'pass') {
      client.pipe(upstream).pipe(client);
      return;
    }
    // A request shorter than that (a listing) goes through whole, and its answer comes back.
    upstream.pipe(client);
    let forwarded = 0;
    client.on('data', (chunk: Buffer) => {
      const room = CUT_AFTER_BYTES - forwarded;
      if (room > 0) upstream.write(chunk.subarray(0, room));
      forwarded += chunk.length;
      if (forwarded >= CUT_AFTER_BYTES) {
        client.destroy();
        upstream.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    get held() {
      return held.size;
    },
    setMode(next) {
      current = next;
      if (next !== 'hold') for (const socket of held) socket.destroy();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
