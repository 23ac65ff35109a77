import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { users, type UserRow } from '../../../drizzle/schema.js';
import { hashPassword, timingDummyHash, verifyPassword } from '../auth/passwords.js';
import type { Db, Queryable } from '../db/database.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import { trigramMatches } from '../db/trigram-search.js';
import { AppError, badRequest, conflict, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { toUser } from './user-view.js';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.js';

export const USER_EXISTS = 'User already exists';
export const INVALID_LOGIN = 'Invalid email or password';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email or password';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';

export function findByEmail(db: Queryable, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email)).get();
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Same message and about the same time whether the email is unknown or the password wrong. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const user = findByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  return user;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  isAdmin: boolean;
  /** The language the account's e-mails are written in (English when not given). */
  language?: Locale;
}

/** Creates an account; 400 'User already exists' when the email is taken (also when two race for it). */
export async function createAccount(db: Db, account: NewAccount): Promise<UserRow> {
  if (findByEmail(db, account.email)) throw badRequest(USER_EXISTS);
  return insertAccount(db, account, await hashPassword(account.password));
}

/**
 * Creates several accounts (the demo's) as createAccount does. argon2 hashes on libuv's threads, so the
 * passwords are hashed side by side, which on two cores takes about two thirds of the time one after
 * another; the rows are inserted in the order given, all or none.
 */
export async function createAccounts(db: Db, accounts: readonly NewAccount[], hash: (password: string) => Promise<string> = hashPassword): Promise<UserRow[]> {
  if (accounts.some((account) => findByEmail(db, account.email))) throw badRequest(USER_EXISTS);
  const hashes = await Promise.all(accounts.map((account) => hash(account.password)));
  return db.transaction((tx) => accounts.map((account, i) => insertAccount(tx, account, hashes[i])));
}

export function insertAccount(db: Queryable, account: NewAccount, passwordHash: string): UserRow {
  try {
    return db
      .insert(users)
      .values({ id: newId(), name: account.name, email: account.email, passwordHash, isAdmin: account.isAdmin, language: account.language ?? DEFAULT_LOCALE })
      .returning()
      .get();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(USER_EXISTS);
    throw error;
  }
}

/** New accounts are customers, whatever the request says; admins are made by `npm run admin` or ADMIN_EMAIL. */
export function registerUser(db: Db, input: { name: string; email: string; password: string; language?: Locale }): Promise<UserRow> {
  return createAccount(db, { ...input, isAdmin: false });
}

/** Ends every session of the user: tokens of the old generation stop working on their next request. */
function bumpSessionVersion(): { sessionVersion: SQL } {
  return { sessionVersion: sql`${users.sessionVersion} + 1` };
}

/**
 * Changes name, email, password or the language of the account's e-mails. Changing the email or the
 * password needs the current password and ends every other session (the caller hands back a fresh token).
 * A taken email gets the same answer registration gives, and no more.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: { name?: string; email?: string; password?: string; currentPassword?: string; language?: Locale },
): Promise<UserRow> {
  const changes: Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'language'>> = {};
  if (input.language !== undefined && input.language !== user.language) changes.language = input.language;
  if (input.name !== undefined && input.name !== user.name) changes.name = input.name;
  if (input.email !== undefined && input.email !== user.email) changes.email = input.email;
  const changesSecret = changes.email !== undefined || Boolean(input.password);
  if (changesSecret) {
    if (!input.currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(CURRENT_PASSWORD_WRONG);
    if (changes.email !== undefined && findByEmail(db, changes.email)) throw badRequest(USER_EXISTS);
  }
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  if (Object.keys(changes).length === 0) return user;
  try {
    return db
      .update(users)
      .set({ ...changes, ...(changesSecret ? bumpSessionVersion() : {}) })
      .where(eq(users.id, user.id))
      .returning()
      .get();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(USER_EXISTS);
    throw error;
  }
}

/** POST /api/users/logout-all: every token of this user, this one included, stops working. */
export function endAllSessions(db: Db, userId: string): void {
  db.update(users).set(bumpSessionVersion()).where(eq(users.id, userId)).run();
}

/** Changes a credential of the account with this email, ending all its sessions. */
function changeAccount(db: Db, email: string, changes: Partial<Pick<UserRow, 'passwordHash'>>): UserRow {
  const user = db
    .update(users)
    .set({ ...changes, ...bumpSessionVersion() })
    .where(eq(users.email, email))
    .returning()
    .get();
  if (!user) throw notFound(`No account has the email ${email}`);
  return user;
}

export const USER_NOT_FOUND = 'User not found';
export const OWN_ADMIN_RIGHTS = 'You cannot make your own account a customer: another admin can';
export const LAST_ADMIN = 'This is the shop’s only admin: make another account an admin first';

/** An account as the admin area names it (its id) or the command line does (its email). */
export type AccountRef = { id: string } | { email: string };

/**
 * Makes an account an admin or a customer: the one rule behind the user list's buttons and
 * `npm run admin -- promote|demote`. A change ends every session of the account, so no token carries the old
 * role; asking for the role it already has changes nothing and signs nobody out. An admin cannot make
 * themselves a customer (`actor`; the command line has none), and the shop never loses its last admin. The
 * count and the change are one immediate transaction, so two admins demoting each other (or the command
 * line and the admin area at once) cannot leave the shop without one.
 */
export function setAdmin(db: Db, account: AccountRef, isAdmin: boolean, actor: UserRow | null = null): { user: UserRow; changed: boolean } {
  return db.transaction(
    (tx) => {
      const where = 'id' in account ? eq(users.id, account.id) : eq(users.email, account.email);
      const user = tx.select().from(users).where(where).get();
      if (!user) throw notFound('id' in account ? USER_NOT_FOUND : `No account has the email ${account.email}`);
      if (!isAdmin && actor !== null && actor.id === user.id) throw badRequest(OWN_ADMIN_RIGHTS);
      if (user.isAdmin === isAdmin) return { user, changed: false };
      if (!isAdmin) {
        const admins = tx.select({ n: count() }).from(users).where(eq(users.isAdmin, true)).get()?.n ?? 0;
        if (admins <= 1) throw conflict(LAST_ADMIN);
      }
      const changed = tx
        .update(users)
        .set({ isAdmin, ...bumpSessionVersion() })
        .where(eq(users.id, user.id))
        .returning()
        .get();
      return { user: changed, changed: true };
    },
    { behavior: 'immediate' },
  );
}

/** Sets a new password (the owner's command line), ending every session of the account. */
export async function setPassword(db: Db, email: string, password: string): Promise<UserRow> {
  return changeAccount(db, email, { passwordHash: await hashPassword(password) });
}

export function listUsers(db: Db, query: Paging & { keyword?: string }) {
  let where: SQL | undefined;
  const keyword = query.keyword?.trim();
  if (keyword) {
    // An id, or pieces of the name or e-mail in any order, through the users' trigram index.
    where = or(eq(users.id, keyword), trigramMatches(users, 'users_fts', [users.name, users.email], keyword));
  }
  const { items, ...page } = pageOfRows(db, users, { where, orderBy: [desc(users.createdAt), desc(users.id)] }, query);
  return { users: items.map(toUser), ...page };
}

/** Their orders and reviews stay, with the name and email they were made under. */
export function deleteUser(db: Db, actor: UserRow, id: string): void {
  if (id === actor.id) throw badRequest('You cannot delete your own account');
  const result = db.delete(users).where(eq(users.id, id)).run();
  if (result.changes === 0) throw notFound(USER_NOT_FOUND);
}

export class AdminEmailTakenError extends Error {}

/**
 * Makes sure the configured first admin (ADMIN_EMAIL) exists: created with ADMIN_PASSWORD when missing,
 * left alone when it is already an admin. An existing customer account is never promoted silently: anyone
 * may have registered that address, and promoting it would hand them the shop.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<'created' | 'exists'> {
  const existing = findByEmail(db, admin.email);
  if (existing?.isAdmin) return 'exists';
  if (existing) {
    throw new AdminEmailTakenError(
      `ADMIN_EMAIL=${admin.email} belongs to an existing customer account, which is not made an admin automatically. ` +
        `If that account is yours, promote it deliberately with \`npm run admin -- promote ${admin.email}\` ` +
        '(it signs the account out everywhere), or choose another ADMIN_EMAIL.',
    );
  }
  await createAccount(db, { name: 'Admin', email: admin.email, password: admin.password, isAdmin: true });
  return 'created';
}
