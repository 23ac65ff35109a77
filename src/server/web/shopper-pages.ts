/**
 * Place order and an order's page drawn whole for the shopper who asks (docs/decisions/061-shopper-pages-drawn.md).
 *
 * What these pages show lives in the browser: the session, the cart, the address and payment method chosen.
 * The browser copies it into two cookies that only these pages' addresses receive (src/client/state/page-cookies.ts):
 * `shop_session` (the session's token) and `shop_checkout` (the address, the method, a guest's contact and the
 * cart's lines). The server reads them for a page GET only, never for the API, and draws the page with the
 * values the browser's stores would give it. Those values go into the page's data (`drawn`), and the browser
 * hydrates with them, so the HTML and the first render agree even when the browser's storage has moved on since.
 * Anything that does not check out (a token of a signed-out session, a product gone, an address without its
 * recipient) draws the page's frame instead, as before: the browser fills it in.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../shared/constants.js';
import { PINCODE_PATTERN } from '../../shared/india.js';
import { parseIndianMobile } from '../../shared/phone.js';
import { rupeesToPaise } from '../../shared/money.js';
import { priceOrder } from '../../shared/order-totals.js';
import { CART_STORAGE_KEY, CHECKOUT_COOKIE, GUEST_CONTACT_STORAGE_KEY, PAYMENT_METHOD_STORAGE_KEY, SESSION_COOKIE, SESSION_STORAGE_KEY, SHIPPING_STORAGE_KEY } from '../../shared/page-cookies.js';
import type { PrefetchedQuery } from '../../shared/storefront-pages.js';
import type { Locale } from '../../shared/i18n/locales.js';
import type { UserRow } from '../../../drizzle/schema.js';
import { cookieValue } from '../auth/device-cookie.js';
import { userFromAuthorization } from '../auth/session.js';
import { getProduct } from '../catalog/get-product.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { getOrderFor } from '../orders/read-orders.js';
import { paymentConfig } from '../payments/payment-config.js';
import { shopSettings } from '../settings/store-settings.js';
import { deliveryQuote } from '../shipping/shipping-rules.js';

/** The values of the browser's stores a page is drawn with, by their storage key (src/client/state/). */
export type DrawnValues = Record<string, unknown>;

export interface ShopperPage {
  /** Answers the page asks for at once, put into its data as the other pages' are. */
  queries: PrefetchedQuery[];
  drawn: DrawnValues;
}

/** The largest cart drawn: a cookie holds about 4 KB, and the browser writes none for a larger one. */
const MAX_LINES = 50;

const line = (max: number) => z.string().max(max);

/** `shop_checkout` as src/client/state/page-cookies.ts writes it: JSON, percent-encoded. */
const checkoutCookie = z.object({
  a: z.object({
    recipientName: line(100).min(1),
    // Kept as the shipping step stores it: the 10 digits alone.
    phone: z.string().refine((phone) => parseIndianMobile(phone) === phone),
    address: line(200),
    addressLine2: line(200).optional(),
    city: line(100),
    pincode: z.string().regex(PINCODE_PATTERN),
    state: line(100),
    country: line(100),
  }),
  m: z.enum(PAYMENT_METHODS),
  g: z.object({ email: line(254), phone: line(20) }).optional(),
  c: z
    .array(z.tuple([line(64), line(64), z.number().int().min(1).max(10_000)]))
    .min(1)
    .max(MAX_LINES),
});
type CheckoutCookie = z.infer<typeof checkoutCookie>;

function readCheckout(raw: string | undefined): CheckoutCookie | undefined {
  if (!raw) return undefined;
  try {
    const parsed = checkoutCookie.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Who the session cookie names, checked as the API checks a bearer token: a signed-out session's is nobody. */
async function signedIn(deps: AppDeps, cookieHeader: string | undefined): Promise<UserRow | null> {
  const token = cookieValue(cookieHeader, SESSION_COOKIE);
  return token ? userFromAuthorization(deps, `Bearer ${token}`) : null;
}

/** The shopper as the browser's session store holds one, without the token: drawing needs none. */
const drawnSession = (user: UserRow | null) => user && { _id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin, token: '' };

/**
 * The cart's lines as the browser's cart holds them once refreshed (src/client/state/use-fresh-cart.ts does the
 * same from products.byId): the product's name, the variant's photo, price and stock, the quantity within
 * them. Undefined when a line's product or variant is gone or sold out: the browser then says which.
 */
function drawnCart(deps: AppDeps, lines: CheckoutCookie['c'], locale: Locale) {
  const maxLineQty = shopSettings(deps).maxLineQty;
  const items = [];
  for (const [id, variantId, qty] of lines) {
    let product;
    try {
      product = getProduct(deps.db, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    }
    const variant = product.variants.find((v) => v.id === (variantId || id));
    if (!variant || variant.countInStock <= 0) return undefined;
    items.push({
      _id: product._id,
      name: product.name,
      ...(locale === 'hi' && product.nameHi ? { nameHi: product.nameHi } : {}),
      image: variant.images[0]?.url ?? product.image,
      price: variant.price,
      countInStock: variant.countInStock,
      qty: Math.max(1, Math.min(qty, variant.countInStock, maxLineQty)),
      gstRate: product.gstRate,
      ...(variantId ? { variant: variant.id, variantTitle: variant.title } : {}),
    });
  }
  return items;
}

/**
 * Place order as the shopper's browser would draw it, or undefined for its frame: the same checks as the page's
 * own redirects (src/client/pages/PlaceOrder.page.tsx), so the server never draws a page the browser would leave.
 */
export async function placeOrderPage(deps: AppDeps, cookieHeader: string | undefined, locale: Locale): Promise<ShopperPage | undefined> {
  const checkout = readCheckout(cookieValue(cookieHeader, CHECKOUT_COOKIE));
  if (!checkout) return undefined;
  const session = drawnSession(await signedIn(deps, cookieHeader));
  const settings = shopSettings(deps);
  if (!session && (!settings.guestCheckout || !checkout.g)) return undefined;
  if ((checkout.m === 'Razorpay' && settings.paymentGateway === 'none') || (checkout.m === 'UPI' && !settings.upiId)) return undefined;
  const items = drawnCart(deps, checkout.c, locale);
  if (!items) return undefined;
  // The value the page asks the delivery fee for: the items before any promo code, which it checks after.
  const { totals } = priceOrder(
    items.map((item) => ({ unitPrice: rupeesToPaise(item.price), qty: item.qty, gstRate: item.gstRate })),
    0,
    { inclusive: settings.pricesIncludeGst },
  );
  const valuePaise = totals.itemsPrice - (totals.discountPrice ?? 0);
  const delivery = { pincode: checkout.a.pincode, value: valuePaise / 100 };
  return {
    queries: [
      { path: 'shipping.delivery', input: delivery, data: deliveryQuote(deps.db, delivery.pincode, valuePaise) },
      { path: 'payments.config', input: undefined, data: paymentConfig(deps.payments.gateway) },
    ],
    drawn: {
      [SESSION_STORAGE_KEY]: session,
      [SHIPPING_STORAGE_KEY]: checkout.a,
      [PAYMENT_METHOD_STORAGE_KEY]: checkout.m,
      [GUEST_CONTACT_STORAGE_KEY]: checkout.g ?? null,
      [CART_STORAGE_KEY]: items,
    },
  };
}

/** A signed-in shopper's order (any order for an admin) drawn whole, or undefined for its frame. */
export async function orderPage(deps: AppDeps, cookieHeader: string | undefined, id: string): Promise<ShopperPage | undefined> {
  const user = await signedIn(deps, cookieHeader);
  if (!user) return undefined;
  let order;
  try {
    order = getOrderFor(deps.db, user, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
  return {
    queries: [
      { path: 'orders.byId', input: { id }, data: order },
      { path: 'payments.config', input: undefined, data: paymentConfig(deps.payments.gateway) },
    ],
    drawn: { [SESSION_STORAGE_KEY]: drawnSession(user) },
  };
}
