/**
 * A customer's address book: saved delivery addresses, at most MAX_SAVED_ADDRESSES, one of them the
 * default the checkout preselects. Only the owner sees or changes an address; anyone else's is "not found".
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { userAddresses, type UserAddressRow } from '../../../drizzle/schema.js';
import { MAX_SAVED_ADDRESSES, type DeliveryAddress, type SavedAddress } from '../../shared/schemas/address.js';
import type { Db, Tx } from '../db/database.js';
import { badRequest, notFound } from '../errors.js';
import { newId } from '../ids.js';

export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESS_BOOK_FULL = `You can keep at most ${MAX_SAVED_ADDRESSES} addresses: delete one you no longer use first`;

export type AddressFields = DeliveryAddress & { isDefault?: boolean };

function toSavedAddress(row: UserAddressRow): SavedAddress {
  return {
    _id: row.id,
    recipientName: row.recipientName,
    phone: row.phone,
    address: row.address,
    addressLine2: row.addressLine2,
    city: row.city,
    pincode: row.pincode,
    state: row.state,
    country: row.country,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(fields: AddressFields) {
  return {
    recipientName: fields.recipientName,
    phone: fields.phone,
    address: fields.address,
    addressLine2: fields.addressLine2 ?? null,
    city: fields.city,
    pincode: fields.pincode,
    state: fields.state,
    country: fields.country,
  };
}

/**
 * The order addresses were added in: two added within one millisecond have the same createdAt, and their random
 * ids say nothing of which came last.
 */
const ADDED = sql`${userAddresses}.rowid`;

/** The default first, then the newest. */
export function listAddresses(db: Db, userId: string): SavedAddress[] {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(ADDED))
    .all()
    .map(toSavedAddress);
}

function ownAddress(tx: Tx, userId: string, id: string): UserAddressRow {
  const row = tx
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .get();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

function clearDefault(tx: Tx, userId: string, except: string): void {
  tx.update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, except)))
    .run();
}

/** Saves a new address; the first one, or one marked so, becomes the default. */
export function addAddress(db: Db, userId: string, fields: AddressFields, now = new Date()): SavedAddress {
  return db.transaction(
    (tx) => {
      const count = tx
        .select({ n: sql<number>`count(*)` })
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .get()?.n ?? 0;
      if (count >= MAX_SAVED_ADDRESSES) throw badRequest(ADDRESS_BOOK_FULL);
      const id = newId();
      const isDefault = count === 0 || fields.isDefault === true;
      if (isDefault) clearDefault(tx, userId, id);
      const row = tx
        .insert(userAddresses)
        .values({ id, userId, ...columns(fields), isDefault, createdAt: now, updatedAt: now })
        .returning()
        .get();
      return toSavedAddress(row);
    },
    { behavior: 'immediate' },
  );
}

/** Changes one of the customer's own addresses; `isDefault: true` makes it the default. */
export function updateAddress(db: Db, userId: string, id: string, fields: AddressFields, now = new Date()): SavedAddress {
  return db.transaction(
    (tx) => {
      const current = ownAddress(tx, userId, id);
      const isDefault = fields.isDefault ?? current.isDefault;
      if (isDefault) clearDefault(tx, userId, id);
      const row = tx
        .update(userAddresses)
        .set({ ...columns(fields), isDefault, updatedAt: now })
        .where(eq(userAddresses.id, id))
        .returning()
        .get();
      return toSavedAddress(row);
    },
    { behavior: 'immediate' },
  );
}

/** Deletes one of the customer's own addresses; when it was the default, the newest left becomes it. */
export function deleteAddress(db: Db, userId: string, id: string): void {
  db.transaction(
    (tx) => {
      const current = ownAddress(tx, userId, id);
      tx.delete(userAddresses).where(eq(userAddresses.id, id)).run();
      if (!current.isDefault) return;
      const next = tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(desc(userAddresses.createdAt), desc(ADDED))
        .get();
      if (next) tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id)).run();
    },
    { behavior: 'immediate' },
  );
}
