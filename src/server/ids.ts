import { randomBytes } from 'node:crypto';

/** How long an id from newId is. */
export const ID_LENGTH = 24;

/** The leading hex characters: the milliseconds since 1970 when the id was made (48 bits, enough until the year 10889). */
export const ID_TIME_LENGTH = 12;
const RANDOM_BYTES = (ID_LENGTH - ID_TIME_LENGTH) / 2;
/**
 * Random bytes drawn ahead for ids: one draw from the system's generator serves 682 ids. Drawing the bytes
 * for each id was 6.5 % of the shop's time under a checkout load, four ids an order
 * (docs/decisions/053-checkout-throughput.md). Every byte is used once.
 */
const POOL_BYTES = RANDOM_BYTES * 682;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * Opaque ids, 24 lower-case hex characters (the length of the original's ObjectIds): the time the id was made,
 * to the millisecond, then 48 random bits. Ids made later sort after those made earlier, so each new row's id
 * goes at the end of its table's id index, next to the last one, rather than on a random page of it
 * (docs/decisions/062-ids-in-time-order.md). The random half keeps them unguessable and distinct.
 */
export function newId(): string {
  if (used + RANDOM_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const id = Date.now().toString(16).padStart(ID_TIME_LENGTH, '0') + pool.toString('hex', used, used + RANDOM_BYTES);
  used += RANDOM_BYTES;
  return id;
}
