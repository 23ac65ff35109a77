/**
 * Tokens: sessions (bearer tokens) and devices (the cookie that says a browser has signed in to an account
 * before, docs/decisions/022-backups-and-token-keys.md), both HS256 with one key. Every token names its key
 * (`kid`): the owner can replace the key from the admin area, and every token signed so far stops working.
 */
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors.js';

/** What a valid token says: whose it is, and which of that user's session generations it belongs to. */
export interface TokenClaims {
  userId: string;
  sessionVersion: number;
}

type Holder = { id: string; sessionVersion: number };

export interface TokenService {
  issue(user: Holder): Promise<string>;
  /** The token's claims, or undefined for a bad, forged, expired or rotated-out token. */
  verify(token: string): Promise<TokenClaims | undefined>;
  /** A device token: this browser signed in to this account (DEVICE_TOKEN_DAYS). */
  issueDevice(user: Holder): Promise<string>;
  verifyDevice(token: string): Promise<TokenClaims | undefined>;
  /**
   * Replaces the key with a new random one, written durably to DATA_DIR/jwt-secret first: every session and
   * device token signed so far stops working. Refused (409) when JWT_SECRET sets the key.
   */
  rotate(): void;
}

export const TOKEN_KEY_FILE = 'jwt-secret';
export const MIN_SECRET_LENGTH = 32;
export const DEVICE_TOKEN_DAYS = 180;
export const KEY_FROM_ENVIRONMENT =
  'The token key is set by JWT_SECRET in the environment, so it cannot be rotated here: change JWT_SECRET and restart the shop (everybody signs in again).';

const ALGORITHM = 'HS256';
/** Session and device tokens are signed with the same key; the audience keeps one from passing for the other. */
const SESSION = 'session';
const DEVICE = 'device';

export class SecretFileError extends Error {}

export const tokenKeyFile = (dataDir: string) => path.join(dataDir, TOKEN_KEY_FILE);

/** The key's id in every token header: a short fingerprint, enough to tell keys apart, useless for forging. */
export function tokenKeyId(secret: Uint8Array): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 8);
}

const newSecret = () => randomBytes(48).toString('base64url');

function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a new file and makes sure it is on disk (file and folder entry) before the shop relies on it. */
function writeDurably(file: string, content: string): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncFolder(path.dirname(file));
}

/** Replaces a file all at once: a crash leaves the old key or the new one, never half of one. */
function replaceDurably(file: string, content: string): void {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeDurably(temporary, content);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(path.dirname(file));
}

/**
 * JWT_SECRET when set; otherwise a random secret generated once into DATA_DIR so sessions survive restarts.
 * A secret file that is empty or too short (a crash while writing, a bad copy) stops the start: signing with
 * it would make every token guessable.
 */
export function resolveTokenSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = tokenKeyFile(dataDir);
  if (!existsSync(file)) writeDurably(file, newSecret());
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new SecretFileError(
      `${file} holds ${secret.length === 0 ? 'no secret' : 'a secret shorter than 32 characters'}. ` +
        'Restore it from a backup, or delete it to generate a new one (everybody will have to sign in again).',
    );
  }
  return new TextEncoder().encode(secret);
}

/** DATA_DIR's key file when it is a plain file holding a usable key; null otherwise (none, a link, too short). */
export function readTokenKeyFile(dataDir: string): string | null {
  const file = tokenKeyFile(dataDir);
  try {
    if (!lstatSync(file).isFile()) return null;
  } catch {
    return null;
  }
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= MIN_SECRET_LENGTH ? secret : null;
}

interface SigningKey {
  id: string;
  key: Promise<webcrypto.CryptoKey>;
}

/**
 * Tokens whose signature was checked with the current key, at most this many, the oldest forgotten first: a
 * shopper's next requests with the same token skip the HMAC, which was 2.6 % of the shop's time under a
 * checkout load. Only the exact string that passed is known; its expiry is checked again at every use, and a
 * new key forgets them all.
 */
const VERIFIED_KEPT = 10_000;

interface Verified {
  claims: TokenClaims;
  /** The token's `exp`, in milliseconds. */
  expiresAt: number;
}

function signingKey(secret: Uint8Array): SigningKey {
  // Imported once: given the raw bytes, jose imports the key again for every token it checks.
  return { id: tokenKeyId(secret), key: webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
}

/**
 * `keyFile` is where the key lives when the shop generated it (DATA_DIR/jwt-secret), so a rotation can
 * replace it; null when JWT_SECRET sets it.
 */
export function createTokenService(secret: Uint8Array, ttlDays: number, keyFile: string | null = null): TokenService {
  let current = signingKey(secret);
  const verified = new Map<string, Verified>();

  const sign = async (user: Holder, audience: string, days: number) => {
    const { id, key } = current;
    return new SignJWT({ sv: user.sessionVersion })
      .setProtectedHeader({ alg: ALGORITHM, kid: id })
      .setSubject(user.id)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${days}d`)
      .sign(await key);
  };

  const check = async (token: string, audience: string): Promise<TokenClaims | undefined> => {
    const known = verified.get(`${audience} ${token}`);
    if (known) return known.expiresAt > Date.now() ? known.claims : undefined;
    const signing = current;
    try {
      // A token without a key id, or signed with a key this shop no longer has, is nobody's.
      if (decodeProtectedHeader(token).kid !== signing.id) return undefined;
      const { payload } = await jwtVerify(token, await signing.key, { algorithms: [ALGORITHM], audience });
      if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number' || !Number.isInteger(payload.sv)) return undefined;
      const claims = { userId: payload.sub, sessionVersion: payload.sv };
      // Kept only while the key it was checked with is still the shop's (not rotated meanwhile).
      if (typeof payload.exp === 'number' && signing === current) {
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(`${audience} ${token}`, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    } catch {
      return undefined;
    }
  };

  return {
    issue: (user) => sign(user, SESSION, ttlDays),
    verify: (token) => check(token, SESSION),
    issueDevice: (user) => sign(user, DEVICE, DEVICE_TOKEN_DAYS),
    verifyDevice: (token) => check(token, DEVICE),
    rotate() {
      if (keyFile === null) throw new AppError('CONFLICT', KEY_FROM_ENVIRONMENT);
      const secret = newSecret();
      replaceDurably(keyFile, secret);
      current = signingKey(new TextEncoder().encode(secret));
      verified.clear();
    },
  };
}
