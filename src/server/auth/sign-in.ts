import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../drizzle/schema.js';
import type { AppDeps } from '../deps.js';
import { authenticate } from '../users/accounts.js';
import { MAX_DEVICE_TOKENS } from './device-cookie.js';

/** A password check is limited per client address and per account, so neither can be guessed in bulk. */
export const passwordCheckKeys = (ip: string, email: string) => [`ip:${ip}`, `account:${email}`];

/** The account `email` names, when one of `deviceTokens` says this browser has signed in to it before. */
async function rememberedAccount(deps: AppDeps, email: string, deviceTokens: readonly string[]): Promise<boolean> {
  if (deviceTokens.length === 0) return false;
  const account = deps.db.select({ id: users.id, sessionVersion: users.sessionVersion }).from(users).where(eq(users.email, email)).get();
  if (!account) return false;
  for (const token of deviceTokens) {
    const claims = await deps.tokens.verifyDevice(token);
    // Signing out everywhere (a new session version) ends the browser's standing too.
    if (claims?.userId === account.id && claims.sessionVersion === account.sessionVersion) return true;
  }
  return false;
}

export interface SignedIn {
  user: UserRow;
  /** What the browser's device cookie holds from now on: this account first, then others still valid. */
  deviceTokens: string[];
}

/**
 * Checks an e-mail and password under the sign-in limits. A browser that has signed in to this account
 * before (a valid device token for it) is held to the per-address limit only: failing sign-ins on purpose
 * from elsewhere cannot lock the owner out of it (docs/decisions/022-backups-and-token-keys.md).
 */
export async function signIn(deps: AppDeps, input: { email: string; password: string }, client: { ip: string; deviceTokens: readonly string[] }): Promise<SignedIn> {
  const remembered = await rememberedAccount(deps, input.email, client.deviceTokens);
  const keys = remembered ? [`ip:${client.ip}`] : passwordCheckKeys(client.ip, input.email);
  const user = await deps.limiters.passwordChecks.run(keys, () => authenticate(deps.db, input.email, input.password));
  const others: string[] = [];
  for (const token of client.deviceTokens) {
    const claims = await deps.tokens.verifyDevice(token);
    if (claims && claims.userId !== user.id) others.push(token);
  }
  return { user, deviceTokens: [await deps.tokens.issueDevice(user), ...others].slice(0, MAX_DEVICE_TOKENS) };
}
