import { randomBytes, webcrypto } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

/** What a valid token says: whose it is, and which of that user's session generations it belongs to. */
export interface TokenClaims {
  userId: string;
  sessionVersion: number;
}

export interface TokenService {
  issue(user: { id: string; sessionVersion: number }): Promise<string>;
  /** The token's claims, or undefined for a bad, forged or expired token. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

const SECRET_FILE = 'jwt-secret';
export const MIN_SECRET_LENGTH = 32;

export class SecretFileError extends Error {}

/** Writes a new file and makes sure it is on disk (file and folder entry) before the shop relies on it. */
function writeDurably(file: string, content: string): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/**
 * JWT_SECRET when set; otherwise a random secret generated once into DATA_DIR so sessions survive restarts.
 * A secret file that is empty or too short (a crash while writing, a bad copy) stops the start: signing with
 * it would make every token guessable.
 */
export function resolveTokenSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) writeDurably(file, randomBytes(48).toString('base64url'));
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

export function createTokenService(secret: Uint8Array, ttlDays: number): TokenService {
  const algorithm = 'HS256';
  // Imported once: given the raw bytes, jose imports the key again for every token it checks.
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async issue(user) {
      return new SignJWT({ sv: user.sessionVersion })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlDays}d`)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [algorithm] });
        if (typeof payload.sub !== 'string') return undefined;
        // Tokens from before session versions existed belong to the first generation.
        const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
        if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return undefined;
        return { userId: payload.sub, sessionVersion };
      } catch {
        return undefined;
      }
    },
  };
}
