import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(received.trim(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
