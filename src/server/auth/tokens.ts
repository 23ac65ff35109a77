import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id the token was issued to, or undefined for a bad, forged or expired token. */
  verify(token: string): Promise<string | undefined>;
}

const SECRET_FILE = 'jwt-secret';

/** JWT_SECRET when set; otherwise a random secret generated once into DATA_DIR so sessions survive restarts. */
export function resolveTokenSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function createTokenService(secret: Uint8Array, ttlDays: number): TokenService {
  const algorithm = 'HS256';
  return {
    issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: algorithm })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlDays}d`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [algorithm] });
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
