import { randomBytes } from 'node:crypto';

/** Opaque, unguessable ids (96 random bits as 24 hex characters, the length of the original's ObjectIds). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
