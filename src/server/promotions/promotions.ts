import { and, count, desc, eq, ne } from 'drizzle-orm';
import { orders, promotions, type PromotionRow, type UserRow } from '../../../drizzle/schema.js';
import { formatRupees, paiseToRupees, type Paise } from '../../shared/money.js';
import { promotionDiscount } from '../../shared/order-totals.js';
import { promotionValue, type Promotion, type PromotionFields, type PromotionStatus } from '../../shared/schemas/promotion.js';
import { chooseVariants, sellableProducts } from '../catalog/variants.js';
import type { Db, Queryable } from '../db/database.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import type { AppDeps } from '../deps.js';
import { AppError, badRequest, conflict, notFound } from '../errors.js';
import { newId } from '../ids.js';

export const PROMOTION_NOT_FOUND = 'Promotion not found';
export const INVALID_CODE = 'Invalid promo code';

/** Today's date in India, as the validity dates are written: 'YYYY-MM-DD'. */
export function indianDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A promotion's uses: orders that carry it and were not cancelled (a cancelled order gives its use back). */
function uses(db: Queryable, promotionId: string, userId?: string): number {
  const conditions = [eq(orders.promotionId, promotionId), ne(orders.fulfilmentStatus, 'cancelled')];
  if (userId) conditions.push(eq(orders.userId, userId));
  return db.select({ n: count() }).from(orders).where(and(...conditions)).get()?.n ?? 0;
}

/** Whether a code works for anyone today, or why not, as the admin's list shows it. */
function statusOf(db: Queryable, row: PromotionRow, now: Date, used?: number): PromotionStatus {
  if (!row.active) return 'inactive';
  const today = indianDate(now);
  if (row.validUntil && today > row.validUntil) return 'expired';
  if (row.validFrom && today < row.validFrom) return 'scheduled';
  if (row.usageLimit !== null && (used ?? uses(db, row.id)) >= row.usageLimit) return 'used up';
  return 'active';
}

function toPromotion(db: Queryable, row: PromotionRow, now = new Date()): Promotion {
  const used = uses(db, row.id);
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind as Promotion['kind'],
    value: row.kind === 'fixed' ? paiseToRupees(row.value) : row.value,
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    firstOrderOnly: row.firstOrderOnly,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    status: statusOf(db, row, now, used),
    uses: used,
    createdAt: row.createdAt.toISOString(),
  };
}

function columns(fields: PromotionFields) {
  const value = promotionValue(fields.kind, fields.value);
  if (value === undefined) throw badRequest('The value does not fit the kind of promotion');
  return {
    code: fields.code,
    kind: fields.kind,
    value,
    minOrderPaise: fields.minOrder,
    maxDiscountPaise: fields.kind === 'percent' ? fields.maxDiscount : null,
    firstOrderOnly: fields.firstOrderOnly,
    validFrom: fields.validFrom,
    validUntil: fields.validUntil,
    usageLimit: fields.usageLimit,
    perCustomerLimit: fields.perCustomerLimit,
    active: fields.active,
  };
}

const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
const CODE_TAKEN = 'Another promotion already has this code';

export function listPromotions(db: Db, paging: Paging) {
  const { items, ...page } = pageOfRows(db, promotions, { orderBy: [desc(promotions.createdAt), desc(promotions.id)] }, paging);
  return { promotions: items.map((row) => toPromotion(db, row)), ...page };
}

function promotionRow(db: Queryable, id: string): PromotionRow {
  const row = db.select().from(promotions).where(eq(promotions.id, id)).get();
  if (!row) throw notFound(PROMOTION_NOT_FOUND);
  return row;
}

export function getPromotion(db: Db, id: string): Promotion {
  return toPromotion(db, promotionRow(db, id));
}

/** Writes a promotion's row: a code another promotion already holds is a conflict, not a failure. */
function savePromotion(db: Db, write: () => PromotionRow): Promotion {
  try {
    return toPromotion(db, write());
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODE_TAKEN);
    throw error;
  }
}

export function createPromotion(db: Db, fields: PromotionFields, now = new Date()): Promotion {
  return savePromotion(db, () =>
    db
      .insert(promotions)
      .values({ id: newId(), ...columns(fields), createdAt: now, updatedAt: now })
      .returning()
      .get(),
  );
}

export function updatePromotion(db: Db, id: string, fields: PromotionFields, now = new Date()): Promotion {
  promotionRow(db, id);
  return savePromotion(db, () =>
    db
      .update(promotions)
      .set({ ...columns(fields), updatedAt: now })
      .where(eq(promotions.id, id))
      .returning()
      .get(),
  );
}

/**
 * Only a promotion no order has used can be deleted; one that was used is deactivated instead, keeping its
 * history. The banner that offered it offers none (the settings' reference is set null by the database).
 */
export function deletePromotion(deps: Pick<AppDeps, 'db' | 'settings'>, id: string): void {
  const { db } = deps;
  promotionRow(db, id);
  const used = db.select({ n: count() }).from(orders).where(eq(orders.promotionId, id)).get()?.n ?? 0;
  if (used > 0) throw conflict('Orders have used this promotion: deactivate it instead of deleting it');
  db.delete(promotions).where(eq(promotions.id, id)).run();
  deps.settings.forget();
}

/**
 * Promo codes tried (validate, and a code sent with an order) are limited per account and per client
 * address, PROMO_CHECK_LIMIT_PER_HOUR refusals an hour, so codes cannot be guessed in bulk. Only refusals
 * count: a shopper whose cart re-checks a good code on every change is never slowed, and a guesser's tries
 * are nearly all refusals (docs/decisions/025-abuse-limits.md).
 */
export const promoCheckKeys = (ip: string, userId: string) => [`ip:${ip}`, `account:${userId}`];

export interface AppliedPromotion {
  promotion: PromotionRow;
  discountPaise: Paise;
}

/**
 * Why this customer can no longer use a running promotion, whatever their cart: it is for a first order and
 * they have placed one (not cancelled), or they have used it as often as it allows one customer. Undefined
 * when they still may.
 */
function usedUpBy(db: Queryable, promotion: PromotionRow, userId: string): string | undefined {
  if (promotion.firstOrderOnly) {
    const earlier = db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.fulfilmentStatus, 'cancelled')))
      .get()?.n ?? 0;
    if (earlier > 0) return 'This code is for your first order only';
  }
  if (promotion.perCustomerLimit !== null && uses(db, promotion.id, userId) >= promotion.perCustomerLimit) return INVALID_CODE;
  return undefined;
}

/**
 * What a code takes off items worth `itemsPaise` for this customer now, or why it does not apply.
 * Run inside the order's immediate transaction, so limits hold when many orders use a code at once.
 *
 * A code that is unknown, switched off, not valid yet, expired, used up, or used up by this customer gets
 * the one answer INVALID_CODE, so refusals do not tell a guesser which codes exist (the admin's list shows
 * the reason: `status`). Only a running code reaches the conditions a shopper can understand and act on
 * (first order only, a minimum order value); a fresh account with a fuller cart would see that code work
 * anyway, so naming them reveals nothing more (docs/decisions/025-abuse-limits.md).
 */
export function applyPromotion(db: Queryable, code: string, user: Pick<UserRow, 'id'>, itemsPaise: Paise, now = new Date()): AppliedPromotion {
  const promotion = db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase())).get();
  if (!promotion || statusOf(db, promotion, now) !== 'active') throw badRequest(INVALID_CODE);
  const refusal = usedUpBy(db, promotion, user.id);
  if (refusal) throw badRequest(refusal);
  if (itemsPaise < promotion.minOrderPaise) {
    throw badRequest(`Add items worth ${formatRupees(promotion.minOrderPaise - itemsPaise)} more to use this code`);
  }
  return {
    promotion,
    discountPaise: promotionDiscount({ kind: promotion.kind as 'percent' | 'fixed', value: promotion.value, maxDiscountPaise: promotion.maxDiscountPaise }, itemsPaise),
  };
}

/** How a promotion is described to a shopper: '15% off (up to Rs 500/-)', 'Rs 100/- off'. */
export function describePromotion(promotion: PromotionRow): string {
  if (promotion.kind === 'fixed') return `${formatRupees(promotion.value)} off`;
  return `${promotion.value}% off${promotion.maxDiscountPaise ? ` (up to ${formatRupees(promotion.maxDiscountPaise)})` : ''}`;
}

/** The items' worth at the shop's prices now; a product that is not for sale stops it. */
export function itemsWorth(db: Db, lines: readonly { product: string; variant?: string; qty: number }[]): Paise {
  // Each line at its variant's price (docs/decisions/043-variants.md).
  const chosen = chooseVariants(
    db,
    lines,
    sellableProducts(
      db,
      lines.map((l) => l.product),
    ),
  );
  return lines.reduce((sum, line, i) => {
    const choice = chosen[i];
    if ('gone' in choice) throw new AppError('BAD_REQUEST', `A product in your cart no longer exists (${line.product}). Please remove it and try again.`);
    if ('problem' in choice) throw new AppError('BAD_REQUEST', choice.problem);
    return sum + choice.chosen.variant.pricePaise * line.qty;
  }, 0);
}

/**
 * What the storefront's banner says: the offer of the promotion the settings name (`bannerPromotionId`),
 * made from the promotion itself, or else the owner's banner text as a plain announcement.
 */
export interface StorefrontBanner {
  text: string;
  /** The same in Hindi, for the Hindi storefront: the offer written in Hindi, or the owner's text as written. */
  textHi: string;
  /** The promotion's code; null for a plain announcement. */
  code: string | null;
}

/** An amount in a sentence: 'up to Rs 500', without the '/-' that closes a price. */
const amountInWords = (paise: Paise) => formatRupees(paise).replace(/\/-$/, '');

/** A validity date ('2026-12-31') as a shopper reads it: '31 December 2026', '31 दिसंबर 2026'. */
const dayInWords = (day: string, locale = 'en-IN') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The banner's sentence for a promotion, from what it is worth and every limit a shopper must know before
 * trying it: 'Get 15% off your first order, up to Rs 500, with code WELCOME15'; 'Get Rs 100 off orders of
 * Rs 999 or more, until 31 December 2026, with code DIWALI100'.
 */
export function bannerSentence(promotion: PromotionRow): string {
  const offer = promotion.kind === 'fixed' ? `${amountInWords(promotion.value)} off` : `${promotion.value}% off`;
  const minimum = promotion.minOrderPaise > 0 ? ` of ${amountInWords(promotion.minOrderPaise)} or more` : '';
  const orders = promotion.firstOrderOnly ? `your first order${minimum}` : minimum ? `orders${minimum}` : 'your order';
  const parts = [`Get ${offer} ${orders}`];
  if (promotion.kind === 'percent' && promotion.maxDiscountPaise) parts.push(`up to ${amountInWords(promotion.maxDiscountPaise)}`);
  if (promotion.validUntil) parts.push(`until ${dayInWords(promotion.validUntil)}`);
  parts.push(`with code ${promotion.code}`);
  return parts.join(', ');
}

/**
 * The same sentence in Hindi, for the Hindi storefront (docs/decisions/057-storefront-languages.md): 'अपने पहले
 * ऑर्डर पर 15% की छूट पाएँ, अधिकतम Rs 500, कोड WELCOME15 से'.
 */
export function bannerSentenceHi(promotion: PromotionRow): string {
  const offer = promotion.kind === 'fixed' ? amountInWords(promotion.value) : `${promotion.value}%`;
  const minimum = promotion.minOrderPaise > 0 ? amountInWords(promotion.minOrderPaise) : '';
  const orders = promotion.firstOrderOnly
    ? `अपने पहले ऑर्डर${minimum ? ` (${minimum} या ज़्यादा के)` : ''}`
    : minimum
      ? `${minimum} या ज़्यादा के ऑर्डर`
      : 'अपने ऑर्डर';
  const parts = [`${orders} पर ${offer} की छूट पाएँ`];
  if (promotion.kind === 'percent' && promotion.maxDiscountPaise) parts.push(`अधिकतम ${amountInWords(promotion.maxDiscountPaise)}`);
  if (promotion.validUntil) parts.push(`${dayInWords(promotion.validUntil, 'hi-IN')} तक`);
  parts.push(`कोड ${promotion.code} से`);
  return parts.join(', ');
}

/** The banner of a promotion, in both languages. */
const promotionBanner = (promotion: PromotionRow): StorefrontBanner => ({ text: bannerSentence(promotion), textHi: bannerSentenceHi(promotion), code: promotion.code });

type BannerSettings = { bannerPromotionId: string | null; bannerText: string; bannerTextHi: string };

/** The banner promotion while anyone can use it: not switched off, valid today, not used up. */
function runningPromotion(db: Queryable, id: string, now: Date): PromotionRow | undefined {
  const promotion = db.select().from(promotions).where(eq(promotions.id, id)).get();
  return promotion && statusOf(db, promotion, now) === 'active' ? promotion : undefined;
}

function plainBanner(settings: BannerSettings): StorefrontBanner | null {
  const text = settings.bannerText.trim();
  const textHi = settings.bannerTextHi.trim();
  // Each language shows its own text, or the other one where the owner wrote only that.
  return text || textHi ? { text: text || textHi, textHi: textHi || text, code: null } : null;
}

/**
 * The banner every visitor gets (it goes into the drawn pages, so nothing in it depends on who asks): the
 * banner promotion's offer while anyone can use it (none while it is switched off, not yet valid, expired or
 * used up); without a banner promotion, the owner's banner text; null when there is nothing to say.
 */
export function storefrontBanner(db: Queryable, settings: BannerSettings, now = new Date()): StorefrontBanner | null {
  if (settings.bannerPromotionId === null) return plainBanner(settings);
  const promotion = runningPromotion(db, settings.bannerPromotionId, now);
  return promotion ? promotionBanner(promotion) : null;
}

/**
 * The banner for a signed-in customer: the storefront's, except that a promotion they can no longer use (for
 * a first order and they have ordered, or their own limit reached) is not offered to them. The drawn pages
 * carry the banner for everyone; the browser asks this for a signed-in shopper
 * (docs/decisions/033-storefront-edges.md).
 */
export function bannerFor(db: Queryable, settings: BannerSettings, userId: string, now = new Date()): StorefrontBanner | null {
  if (settings.bannerPromotionId === null) return plainBanner(settings);
  const promotion = runningPromotion(db, settings.bannerPromotionId, now);
  return promotion && usedUpBy(db, promotion, userId) === undefined ? promotionBanner(promotion) : null;
}
