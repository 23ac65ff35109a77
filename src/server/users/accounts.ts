import { and, count, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import { users, type UserRow } from '../../../drizzle/schema.js';
import { hashPassword, timingDummyHash, verifyPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { contains } from '../db/like.js';
import { pageOf, type Paging } from '../db/paging.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { toUser } from './user-view.js';

export const USER_EXISTS = 'User already exists';
export const INVALID_LOGIN = 'Invalid email or password';

function findByEmail(db: Db, email: string): UserRow | undefined {
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

/** New accounts are customers, whatever the request says; admins come from ADMIN_EMAIL or another admin. */
export async function registerUser(db: Db, input: { name: string; email: string; password: string }): Promise<UserRow> {
  if (findByEmail(db, input.email)) throw badRequest(USER_EXISTS);
  const passwordHash = await hashPassword(input.password);
  try {
    return db
      .insert(users)
      .values({ id: newId(), name: input.name, email: input.email, passwordHash, isAdmin: false })
      .returning()
      .get();
  } catch (error) {
    // Two registrations for one email racing past the check above.
    if (isUniqueViolation(error)) throw badRequest(USER_EXISTS);
    throw error;
  }
}

export async function updateProfile(
  db: Db,
  user: UserRow,
  input: { name?: string; email?: string; password?: string },
): Promise<UserRow> {
  const changes: Partial<UserRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined && input.email !== user.email) {
    const other = db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, user.id))).get();
    if (other) throw badRequest(USER_EXISTS);
    changes.email = input.email;
  }
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  if (Object.keys(changes).length === 0) return user;
  try {
    return db.update(users).set(changes).where(eq(users.id, user.id)).returning().get();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(USER_EXISTS);
    throw error;
  }
}

export function listUsers(db: Db, query: Paging & { keyword?: string }) {
  let where: SQL | undefined;
  const keyword = query.keyword?.trim();
  if (keyword) {
    where = or(contains(users.name, keyword), contains(users.email, keyword), eq(users.id, keyword));
  }
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const page = pageOf(query, total);
  const rows = db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset(page.offset)
    .all();
  return { users: rows.map(toUser), page: page.page, pages: page.pages, total: page.total };
}

/** Their orders and reviews stay, with the name and email they were made under. */
export function deleteUser(db: Db, actor: UserRow, id: string): void {
  if (id === actor.id) throw badRequest('You cannot delete your own account');
  const result = db.delete(users).where(eq(users.id, id)).run();
  if (result.changes === 0) throw notFound('User not found');
}

/**
 * Makes sure the configured admin exists: created, or promoted with its password set. This is how a
 * production shop gets its first admin.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(admin.password);
  const existing = findByEmail(db, admin.email);
  if (existing) {
    db.update(users).set({ isAdmin: true, passwordHash }).where(eq(users.id, existing.id)).run();
    return 'updated';
  }
  db.insert(users).values({ id: newId(), name: 'Admin', email: admin.email, passwordHash, isAdmin: true }).run();
  return 'created';
}
