/**
 * Archives encrypted before they leave for the bucket: AES-256-GCM under a key that scrypt derives from
 * BACKUP_PASSPHRASE and a salt of the archive's own. Streamed both ways, so an archive of any size takes a few
 * kilobytes of memory. The byte layout, and why it has a key check, is in docs/decisions/051-off-site-backups.md:
 *
 *   magic "RSHOPENC" · version 1 · log2(N), r, p · salt (16) · IV (12) · key check (16) · ciphertext · tag (16)
 *
 * The 56 header bytes are the cipher's additional data: a changed parameter fails the tag like a changed byte.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual, type DecipherGCM } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';

export const ENCRYPTED_SUFFIX = '.enc';

const MAGIC = Buffer.from('RSHOPENC', 'ascii');
const VERSION = 1;
/** OWASP's scrypt figures: 128 MiB and about half a second per archive, off the event loop. */
const SCRYPT_COST = { logN: 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const HEADER_BYTES = MAGIC.length + 1 + 3 + SALT_BYTES + IV_BYTES + CHECK_BYTES;

/** An encrypted archive that cannot be opened; the message says why, in the owner's words. */
export class ArchiveEncryptionError extends Error {}

/** At most this much memory for scrypt when reading a header: a crafted file must not ask for gigabytes. */
const MAX_LOG_N = 20;

interface Cost {
  logN: number;
  r: number;
  p: number;
}

/** The AES key and, from the same derivation, a check value that tells a wrong passphrase at once. */
function derive(passphrase: string, salt: Buffer, { logN, r, p }: Cost): Promise<{ key: Buffer; check: Buffer }> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, KEY_BYTES + CHECK_BYTES, { N, r, p, maxmem: 2 * 128 * N * r * p }, (error, bytes) => {
      if (error) reject(error);
      else resolve({ key: bytes.subarray(0, KEY_BYTES), check: bytes.subarray(KEY_BYTES) });
    });
  });
}

/** Whether a file starts as an encrypted archive does. */
export async function isEncryptedFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && start.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** A stream that encrypts what goes through it (a .tar.gz) into the format above. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const { key, check } = await derive(passphrase, salt, SCRYPT_COST);
  const { logN, r, p } = SCRYPT_COST;
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION, logN, r, p]), salt, iv, check]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * A stream that opens an archive: one made by encryptingStream is decrypted, any other goes through as it is
 * (told apart by the magic). A wrong or missing passphrase fails on the header, before any byte comes out; a
 * changed byte anywhere fails at the end, on the tag, so whoever reads it must not trust what came out until the
 * stream has finished without an error.
 */
export function openingStream(passphrase: string | null): Transform {
  return new Opening(passphrase);
}

class Opening extends Transform {
  private header: Buffer = Buffer.alloc(0);
  private decipher: DecipherGCM | null = null;
  private plain = false;
  /** The last bytes seen, which may be the tag. */
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly passphrase: string | null) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.plain) {
      done(null, chunk);
      return;
    }
    if (this.decipher) {
      this.decrypt(chunk);
      done();
      return;
    }
    this.header = Buffer.concat([this.header, chunk]);
    if (this.header.length >= MAGIC.length && !this.header.subarray(0, MAGIC.length).equals(MAGIC)) {
      this.plain = true;
      done(null, this.header);
      return;
    }
    if (this.header.length < HEADER_BYTES) {
      done();
      return;
    }
    const rest = this.header.subarray(HEADER_BYTES);
    this.start(this.header.subarray(0, HEADER_BYTES)).then(() => {
      this.decrypt(rest);
      done();
    }, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.plain) {
      done();
      return;
    }
    if (this.header.length < MAGIC.length) {
      done(null, this.header);
      return;
    }
    if (!this.decipher || this.tail.length < TAG_BYTES) {
      done(new ArchiveEncryptionError('The encrypted backup is cut short: it ends before its authentication tag. Nothing was changed.'));
      return;
    }
    this.decipher.setAuthTag(this.tail);
    try {
      done(null, this.decipher.final());
    } catch {
      done(new ArchiveEncryptionError('The encrypted backup is damaged or was altered: its authentication tag does not match. Nothing was changed.'));
    }
  }

  private async start(header: Buffer): Promise<void> {
    let at = MAGIC.length;
    const version = header[at++];
    if (version !== VERSION) throw new ArchiveEncryptionError(`This encrypted backup has format version ${version}, which this version of the shop cannot read. Nothing was changed.`);
    const cost = { logN: header[at++], r: header[at++], p: header[at++] };
    if (cost.logN < 10 || cost.logN > MAX_LOG_N || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) {
      throw new ArchiveEncryptionError('This encrypted backup names key settings out of range: it is damaged. Nothing was changed.');
    }
    const salt = header.subarray(at, (at += SALT_BYTES));
    const iv = header.subarray(at, (at += IV_BYTES));
    const stored = header.subarray(at, (at += CHECK_BYTES));
    if (this.passphrase === null) {
      throw new ArchiveEncryptionError('This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with, then restore again. Nothing was changed.');
    }
    const { key, check } = await derive(this.passphrase, salt, cost);
    if (!timingSafeEqual(check, stored)) {
      throw new ArchiveEncryptionError('BACKUP_PASSPHRASE does not open this backup: it was encrypted with another passphrase. Nothing was changed.');
    }
    this.decipher = createDecipheriv('aes-256-gcm', key, iv);
    this.decipher.setAAD(header);
  }

  private decrypt(chunk: Buffer): void {
    const data = this.tail.length === 0 ? chunk : Buffer.concat([this.tail, chunk]);
    const ready = data.length - TAG_BYTES;
    if (ready <= 0) {
      this.tail = data;
      return;
    }
    this.push(this.decipher!.update(data.subarray(0, ready)));
    this.tail = Buffer.from(data.subarray(ready));
  }
}
