/**
 * Carts left behind by known shoppers, as the owner sees them (docs/decisions/039-abandoned-carts.md): a
 * signed-in shopper's, or a guest's who gave an e-mail at checkout; not empty; untouched for more than the
 * store setting `abandonedCartHours`.
 */
import { and, count, desc, eq, inArray, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { carts, userAddresses, users } from '../../../drizzle/schema.js';
import { paiseToRupees, rupeesToPaise } from '../../shared/money.js';
import type { AbandonedCart } from '../../shared/schemas/cart.js';
import type { Db } from '../db/database.js';
import type { Paging } from '../db/paging.js';
import type { AppDeps } from '../deps.js';
import { parseLines, view } from './cart.js';

const HOUR_MS = 60 * 60 * 1000;

/** Before this time a cart untouched since counts as abandoned. */
export function abandonedBefore(deps: Pick<AppDeps, 'settings'>, now: Date): Date {
  return new Date(now.getTime() - deps.settings.get().abandonedCartHours * HOUR_MS);
}

/** Not empty, changed before `before`, and someone to reach: an account, or a guest's e-mail. */
export function abandonedWhere(before: Date): SQL {
  return and(ne(carts.items, '[]'), lt(carts.updatedAt, before), or(isNotNull(carts.userId), isNotNull(carts.email)))!;
}

/** The default saved address's mobile number of each account, where it has one. */
function accountPhones(db: Db, userIds: string[]): Map<string, string> {
  if (userIds.length === 0) return new Map();
  const rows = db
    .select({ userId: userAddresses.userId, phone: userAddresses.phone })
    .from(userAddresses)
    .where(and(inArray(userAddresses.userId, userIds), eq(userAddresses.isDefault, true)))
    .all();
  return new Map(rows.map((row) => [row.userId, row.phone]));
}

/** Newest first, with each cart's lines and value at today's prices, and its contact. */
export function listAbandonedCarts(deps: AppDeps, paging: Paging, now = new Date()) {
  const { db } = deps;
  const where = abandonedWhere(abandonedBefore(deps, now));
  const total = db.select({ n: count() }).from(carts).where(where).get()?.n ?? 0;
  const rows = db
    .select({
      id: carts.id,
      userId: carts.userId,
      items: carts.items,
      updatedAt: carts.updatedAt,
      remindedAt: carts.remindedAt,
      guestEmail: carts.email,
      guestPhone: carts.phone,
      name: users.name,
      accountEmail: users.email,
    })
    .from(carts)
    .leftJoin(users, eq(users.id, carts.userId))
    .where(where)
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(paging.pageSize)
    .offset((paging.pageNumber - 1) * paging.pageSize)
    .all();
  const phones = accountPhones(
    db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  const list: AbandonedCart[] = rows.map((row) => {
    const { cartItems } = view(db, parseLines(row.items), row.updatedAt);
    const itemsPaise = cartItems.reduce((sum, line) => sum + rupeesToPaise(line.price) * line.qty, 0);
    return {
      _id: row.id,
      guest: row.userId === null,
      name: row.userId ? row.name : null,
      email: (row.userId ? row.accountEmail : row.guestEmail) ?? '',
      phone: row.userId ? (phones.get(row.userId) ?? null) : row.guestPhone,
      cartItems,
      itemsPrice: paiseToRupees(itemsPaise),
      updatedAt: row.updatedAt.toISOString(),
      remindedAt: row.remindedAt?.toISOString() ?? null,
    };
  });
  return { carts: list, hours: deps.settings.get().abandonedCartHours, page: paging.pageNumber, pages: Math.max(1, Math.ceil(total / paging.pageSize)), total };
}
