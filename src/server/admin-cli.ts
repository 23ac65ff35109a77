/**
 * The owner's command line for accounts: `npm run admin -- <command> <email>`. It works on DATA_DIR's
 * database directly, also while the shop runs.
 *
 *   promote <email>        make an existing account an admin (signs it out everywhere)
 *   demote <email>         make an admin a customer again (signs it out everywhere; never the last admin)
 *   set-password <email>   set a new password, read from standard input (signs it out everywhere)
 *   admins                 list the admin accounts
 *   remove-demo            delete the demo accounts that still have their public demo password, with their
 *                          reviews (the products' ratings are recomputed); the catalogue, orders and every
 *                          other account stay. A production start refuses to run until this is done.
 */
import { createInterface } from 'node:readline/promises';
import { eq } from 'drizzle-orm';
import { users } from '../../drizzle/schema.js';
import { passwordSchema } from '../shared/schemas/user.js';
import { loadDataDir } from './config.js';
import { openDatabase } from './db/database.js';
import { AppError } from './errors.js';
import { setAdmin, setPassword } from './users/accounts.js';
import { removeDemoAccounts } from './users/demo-accounts.js';

const USAGE = 'Usage: npm run admin -- promote <email> | demote <email> | set-password <email> | admins | remove-demo';

async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    if (process.stdin.isTTY) process.stderr.write('New password (at least 8 characters): ');
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

async function run(args: string[]): Promise<string> {
  const [command, rawEmail] = args;
  const email = rawEmail?.trim().toLowerCase();
  const database = openDatabase(loadDataDir());
  try {
    const { db } = database;
    switch (command) {
      case 'promote':
      case 'demote': {
        if (!email) throw new Error(USAGE);
        const { user, changed } = setAdmin(db, { email }, command === 'promote');
        const role = user.isAdmin ? 'an admin' : 'a customer';
        return changed ? `${user.email} is now ${role}; its sessions were signed out.` : `${user.email} is already ${role}; nothing changed.`;
      }
      case 'set-password': {
        if (!email) throw new Error(USAGE);
        const parsed = passwordSchema.safeParse(await readPassword());
        if (!parsed.success) throw new Error(parsed.error.issues[0].message);
        await setPassword(db, email, parsed.data);
        return `The password of ${email} was changed; its sessions were signed out.`;
      }
      case 'admins': {
        const admins = db.select({ email: users.email, name: users.name }).from(users).where(eq(users.isAdmin, true)).all();
        return admins.length ? admins.map((a) => `${a.email}\t${a.name}`).join('\n') : 'No admin accounts.';
      }
      case 'remove-demo': {
        const removed = await removeDemoAccounts(db);
        if (removed.emails.length === 0) return 'No demo account has its demo password any more: nothing was removed.';
        return (
          `Removed the demo accounts ${removed.emails.join(', ')} and their ${removed.reviews} reviews; ` +
          `the ratings of ${removed.products} products were recomputed. Orders they placed are kept.`
        );
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    console.error(error instanceof AppError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
