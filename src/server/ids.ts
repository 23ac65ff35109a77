import { randomBytes } from 'node:crypto';

/** How long an id from newId is. */
export const ID_LENGTH = 24;

/** Opaque, unguessable ids (96 random bits as 24 lower-case hex characters, the length of the original's ObjectIds). */
export function newId(): string {
  return randomBytes(ID_LENGTH / 2).toString('hex');
}
