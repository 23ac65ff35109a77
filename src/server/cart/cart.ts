/**
 * The signed-in shopper's cart, kept on the server so that it follows them from device to device
 * (docs/decisions/037-server-cart.md). The lines are stored as product ids and quantities; names, prices,
 * pictures and stock are read from the products whenever the cart is shown, so a saved cart never shows an
 * old price.
 */
import { eq, sql } from 'drizzle-orm';
import { carts } from '../../../drizzle/schema.js';
import { paiseToRupees } from '../../shared/money.js';
import type { CartLine, CartView, GuestCartInput } from '../../shared/schemas/cart.js';
import type { Db, Queryable } from '../db/database.js';
import { prepared } from '../db/prepared-statements.js';
import type { AppDeps } from '../deps.js';
import { chooseVariants, lineName, sellableProducts, type Chosen } from '../catalog/variants.js';
import { AppError } from '../errors.js';
import { newId } from '../ids.js';
import type { Locale } from '../../shared/i18n/locales.js';

export interface StoredLine {
  product: string;
  /** Absent for a product sold one way only (its one variant). */
  variant?: string;
  qty: number;
}

export function parseLines(json: string): StoredLine[] {
  try {
    const raw: unknown = JSON.parse(json);
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (line): line is StoredLine =>
          typeof line === 'object' &&
          line !== null &&
          typeof line.product === 'string' &&
          (line.variant === undefined || typeof line.variant === 'string') &&
          Number.isInteger(line.qty) &&
          line.qty >= 1,
      )
      .map(({ product, variant, qty }) => (variant === undefined ? { product, qty } : { product, variant, qty }));
  } catch {
    return [];
  }
}

/** Each line's product and variant as they are now (docs/decisions/043-variants.md). */
function choices(db: Db, lines: readonly StoredLine[]) {
  const sellable = sellableProducts(
    db,
    lines.map((line) => line.product),
  );
  return chooseVariants(db, lines, sellable);
}

function toLine({ product, variant, title, image }: Chosen, qty: number): CartLine {
  return {
    _id: product.id,
    variant: variant.id,
    variantTitle: title,
    sku: variant.sku ?? product.sku,
    name: product.name,
    image,
    price: paiseToRupees(variant.pricePaise),
    countInStock: variant.countInStock,
    gstRate: product.gstRateBp / 100,
    qty,
  };
}

/** Lines of products or variants no longer for sale are left out. */
export function view(db: Db, lines: readonly StoredLine[], updatedAt: Date | null): CartView {
  const chosen = choices(db, lines);
  return {
    cartItems: lines.flatMap((line, i) => {
      const choice = chosen[i];
      return 'chosen' in choice ? [toLine(choice.chosen, line.qty)] : [];
    }),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

function savedLines(db: Queryable, userId: string): { lines: StoredLine[]; updatedAt: Date | null; mergeKey: string | null } {
  const row = db.select({ items: carts.items, updatedAt: carts.updatedAt, mergeKey: carts.mergeKey }).from(carts).where(eq(carts.userId, userId)).get();
  return row ? { lines: parseLines(row.items), updatedAt: row.updatedAt, mergeKey: row.mergeKey } : { lines: [], updatedAt: null, mergeKey: null };
}

/**
 * The reminder is about one cart: once emptied (bought, or every line removed) and filled again it is a new
 * cart, and a reminder may go about it in its turn (docs/decisions/039-abandoned-carts.md).
 */
function remindedAtAfter(lines: readonly StoredLine[]) {
  return lines.length === 0 ? {} : { remindedAt: sql<Date | null>`case when ${carts.items} = '[]' then null else ${carts.remindedAt} end` };
}

const itemsJson = (lines: readonly StoredLine[]) =>
  JSON.stringify(lines.map(({ product, variant, qty }) => (variant === undefined ? { product, qty } : { product, variant, qty })));

/**
 * `mergeKey` is kept only by a merge; a save leaves the last one as it is. `language`: the page's, when the
 * request gave it (its reminder is written in it); otherwise the cart keeps its own.
 */
function save(db: Queryable, userId: string, lines: readonly StoredLine[], now: Date, mergeKey?: string | null, language?: Locale): void {
  const items = itemsJson(lines);
  const merged = { ...(mergeKey === undefined ? {} : { mergeKey }), ...(language === undefined ? {} : { language }) };
  db.insert(carts)
    .values({ id: newId(), userId, items, updatedAt: now, ...merged })
    .onConflictDoUpdate({ target: carts.userId, set: { items, updatedAt: now, ...merged, ...remindedAtAfter(lines) } })
    .run();
}

/** One line per product and variant, in the order first added: the same one sent twice has its quantities added. */
function combine(lines: readonly StoredLine[]): StoredLine[] {
  const byChoice = new Map<string, StoredLine>();
  for (const line of lines) {
    const key = `${line.product}|${line.variant ?? ''}`;
    const seen = byChoice.get(key);
    if (seen) seen.qty += line.qty;
    else byChoice.set(key, { ...line });
  }
  return [...byChoice.values()];
}

export function getCart(deps: AppDeps, userId: string): CartView {
  const { lines, updatedAt } = savedLines(deps.db, userId);
  return view(deps.db, lines, updatedAt);
}

/**
 * Saves the whole cart. Every line must be a product for sale, in stock for its quantity and within
 * MAX_LINE_QTY; otherwise nothing is saved and the answer names the line.
 */
export function saveCart(deps: AppDeps, userId: string, input: readonly StoredLine[], now = new Date(), language?: Locale): CartView {
  const lines = combine(input);
  return deps.db.transaction(
    (tx) => {
      checkLines(deps, lines);
      save(tx, userId, lines, now, undefined, language);
      return view(deps.db, lines, now);
    },
    { behavior: 'immediate' },
  );
}

/** Every line must be a product (and variant) for sale, in stock for its quantity and within MAX_LINE_QTY; the refusal names each line. */
function checkLines(deps: Pick<AppDeps, 'config' | 'db'>, lines: readonly StoredLine[]): void {
  const chosen = choices(deps.db, lines);
  const issues = lines.flatMap((line, index) => {
    const choice = chosen[index];
    const path = `cartItems.${index}.qty`;
    if ('gone' in choice) return [{ path: `cartItems.${index}.product`, message: `A product in your cart no longer exists (${line.product}). Please remove it.` }];
    if ('problem' in choice) return [{ path: `cartItems.${index}.variant`, message: choice.problem }];
    const { variant } = choice.chosen;
    const name = lineName(choice.chosen);
    if (line.qty > deps.config.limits.lineQuantity) return [{ path, message: `You can order at most ${deps.config.limits.lineQuantity} of ${name} at once` }];
    if (line.qty > variant.countInStock) {
      return [{ path, message: variant.countInStock > 0 ? `Only ${variant.countInStock} of ${name} left in stock` : `${name} is out of stock` }];
    }
    return [];
  });
  if (issues.length > 0) throw new AppError('BAD_REQUEST', issues[0].message, { issues });
}

/**
 * A guest's cart (no account), saved whole under the random key the browser keeps, with the e-mail and
 * mobile number the guest gave at checkout (the latest given wins). The same checks as a signed-in
 * shopper's save; the answer is the cart alone, never the contact.
 */
export function saveGuestCart(deps: AppDeps, input: GuestCartInput, now = new Date()): CartView {
  const lines = combine(input.cartItems);
  const items = itemsJson(lines);
  return deps.db.transaction(
    (tx) => {
      checkLines(deps, lines);
      const contact = { email: input.email, phone: input.phone, ...(input.language === undefined ? {} : { language: input.language }) };
      tx.insert(carts)
        .values({ id: newId(), userId: null, guestKey: input.guestKey, items, updatedAt: now, ...contact })
        .onConflictDoUpdate({ target: carts.guestKey, set: { items, updatedAt: now, ...contact, ...remindedAtAfter(lines) } })
        .run();
      return view(deps.db, lines, now);
    },
    { behavior: 'immediate' },
  );
}

/**
 * On sign-in: the browser's cart joins the saved one. A product in both has the two quantities added; every
 * quantity is then held to the stock and MAX_LINE_QTY, and lines of products no longer for sale or out of
 * stock go. The saved lines keep their place and the browser's new ones follow. The result is saved: every
 * device then shows the same cart.
 */
export function mergeCart(deps: AppDeps, userId: string, browser: readonly StoredLine[], mergeKey?: string, now = new Date(), language?: Locale): CartView {
  const { db, config } = deps;
  return db.transaction(
    (tx) => {
      const saved = savedLines(tx, userId);
      // The browser asks again when it did not hear the answer: what it sent is in already.
      if (mergeKey && saved.mergeKey === mergeKey) return view(db, saved.lines, saved.updatedAt);
      const lines = combine([...saved.lines, ...browser]);
      const chosen = choices(db, lines);
      const merged = lines.flatMap((line, i) => {
        const choice = chosen[i];
        const qty = 'chosen' in choice ? Math.min(line.qty, choice.chosen.variant.countInStock, config.limits.lineQuantity) : 0;
        return qty >= 1 ? [{ ...line, qty }] : [];
      });
      save(tx, userId, merged, now, mergeKey ?? null, language);
      return view(db, merged, now);
    },
    { behavior: 'immediate' },
  );
}

/** The cart is bought: emptied, inside the order's own transaction (given the shop's database: its one connection). */
export function emptyCart(db: Db, userId: string, now = new Date()): void {
  prepared(db.$client, `update carts set items = '[]', updated_at = ? where user_id = ?`).run(carts.updatedAt.mapToDriverValue(now), userId);
}

/**
 * Empties the carts a guest saved under this e-mail (a guest's order bought them), in the order's transaction.
 * `email` as the guest gave it; carts keep it lower-cased.
 */
export function emptyGuestCarts(db: Db, email: string, now = new Date()): void {
  prepared(db.$client, `update carts set items = '[]', updated_at = ? where user_id is null and email = ?`).run(carts.updatedAt.mapToDriverValue(now), email.trim().toLowerCase());
}
