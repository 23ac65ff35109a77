import type { UserRow } from '../../../drizzle/schema.js';
import type { SessionUser, User } from '../../shared/schemas/user.js';
import type { TokenService } from '../auth/tokens.js';

export function toUser(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, createdAt: row.createdAt.toISOString() };
}

/** What the client keeps as its session: the user and a fresh token. */
export async function toSession(row: UserRow, tokens: TokenService): Promise<SessionUser> {
  return { _id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, token: await tokens.issue(row) };
}
