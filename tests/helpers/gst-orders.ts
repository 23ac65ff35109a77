/**
 * Helpers for the GST return tests: a Karnataka shop with a GSTIN and a delivery fee, orders placed, paid,
 * shipped, cancelled and refunded through the REST API on dates the test chooses (only `Date` is faked, so
 * every date the shop records — an invoice's, a credit note's — is the one the test set).
 */
import { vi } from 'vitest';
import type { ProductRow } from '../../drizzle/schema.js';
import { paiseToMoneyString } from '../../src/shared/money.js';
import { priceOrder } from '../../src/shared/order-totals.js';
import { api, createTestApp, createUser, removeDataDir, type ApiResponse, type TestApp, type TestUser } from './app.js';
import { raiseCodLimits } from './cod-limits.js';
import { KARNATAKA_SHOP } from './gst-documents.js';
import { ok, orderApi, SHIPMENT, takeTestPayment } from './orders.js';


/** Delivery costs Rs 40 below Rs 1,000 of goods; cash on delivery Rs 20. Both bear GST at the order's highest rate. */
export const SHIPPING_RULES = { fee: 40, freeAbove: 1000, minDays: 2, maxDays: 7, codEnabled: true, codFee: 20, codMaxOrderValue: null, serviceableArea: 'all', zones: [] };
const DELIVERY_FEE = 40_00;
const FREE_FROM = 1000_00;
const COD_FEE = 20_00;

export const ADDRESSES = {
  bengaluru: { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' },
  mumbai: { address: 'Flat 3B, Marine Drive', city: 'Mumbai', pincode: '400002', state: 'Maharashtra' },
  pune: { address: '7, FC Road', city: 'Pune', pincode: '411001', state: 'Maharashtra' },
  chennai: { address: '1, Mount Road', city: 'Chennai', pincode: '600001', state: 'Tamil Nadu' },
  delhi: { address: '4, Janpath', city: 'New Delhi', pincode: '110001', state: 'Delhi' },
  hyderabad: { address: '9, Abids Road', city: 'Hyderabad', pincode: '500001', state: 'Telangana' },
  kochi: { address: '2, MG Road', city: 'Kochi', pincode: '682001', state: 'Kerala' },
  kolkata: { address: '3, Park Street', city: 'Kolkata', pincode: '700016', state: 'West Bengal' },
} as const;
export type Address = (typeof ADDRESSES)[keyof typeof ADDRESSES];

export interface GstShop {
  t: TestApp;
  admin: TestUser;
  buyer: TestUser;
  calls: ReturnType<typeof orderApi>;
}

/**
 * A fresh shop: registered in Karnataka (with a GSTIN unless `gstin: false`), the delivery fees above; `env`
 * for its configuration (a payment gateway's fake, say).
 */
export async function openGstShop(options: { gstin?: boolean; env?: Record<string, string> } = {}): Promise<GstShop> {
  // Tokens made on the real date stay valid on every date the tests go back to.
  const t = await createTestApp({ env: { TOKEN_TTL_DAYS: '365', ...options.env } });
  const [admin, buyer] = await Promise.all([createUser(t.deps, { name: 'Owner', isAdmin: true }), createUser(t.deps, { name: 'Ananya Rao' })]);
  const { gstin: _gstin, ...unregistered } = KARNATAKA_SHOP;
  const settings = options.gstin === false ? unregistered : KARNATAKA_SHOP;
  ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: settings }));
  ok(await api(t.app, 'PUT', '/api/shipping', { token: admin.token, body: SHIPPING_RULES }));
  await raiseCodLimits(t.app, admin.token);
  return { t, admin, buyer, calls: orderApi(t) };
}

/** From now on the shop's clock reads this moment (an ISO time; give India's offset, +05:30). */
export function at(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

export interface OrderLine {
  product: ProductRow;
  qty: number;
}

/** The totals a client sends for these lines: GST per line, the fees for this value and payment, no rounding. */
function clientTotals(lines: readonly OrderLine[], payment: 'COD' | 'Razorpay') {
  const priced = lines.map(({ product, qty }) => ({ unitPrice: product.pricePaise, qty, gstRate: product.gstRateBp / 100 }));
  const items = priced.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  const charges = { shipping: items >= FREE_FROM ? 0 : DELIVERY_FEE, codFee: payment === 'COD' ? COD_FEE : 0 };
  const { totals } = priceOrder(priced, 0, { charges });
  return {
    itemsPrice: paiseToMoneyString(totals.itemsPrice),
    taxPrice: paiseToMoneyString(totals.taxPrice),
    shippingPrice: paiseToMoneyString(totals.shippingPrice),
    codFee: paiseToMoneyString(totals.codFee ?? 0),
    totalPrice: paiseToMoneyString(totals.totalPrice),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- order answers are asserted field by field
export type OrderView = Record<string, any>;

/** Places an order through POST /api/orders; `business` makes it a B2B order. */
export async function placeOrder(
  shop: GstShop,
  order: { lines: OrderLine[]; address: Address; payment: 'COD' | 'Razorpay'; business?: { gstin: string; name: string }; buyer?: TestUser },
): Promise<OrderView> {
  const res = await api(shop.t.app, 'POST', '/api/orders', {
    token: (order.buyer ?? shop.buyer).token,
    body: {
      orderItems: order.lines.map(({ product, qty }) => ({ product: product.id, qty })),
      shippingAddress: { ...order.address },
      paymentMethod: order.payment,
      ...clientTotals(order.lines, order.payment),
      ...(order.business ? { business: order.business } : {}),
    },
  });
  return ok(res, 201).body as OrderView;
}

/** Pays an online order with the test gateway's card: its tax invoice is issued now. */
export async function payOnline(shop: GstShop, orderId: string, buyer: TestUser = shop.buyer): Promise<OrderView> {
  const paymentId = await takeTestPayment(shop.t, buyer, orderId);
  return ok(await shop.calls.pay(orderId, paymentId, buyer.token)).body as OrderView;
}

/** Marks an order delivered: a cash-on-delivery order's cash is collected (and it is invoiced, if it never shipped). */
export async function deliver(shop: GstShop, orderId: string): Promise<OrderView> {
  return ok(await shop.calls.deliver(orderId, shop.admin.token)).body as OrderView;
}

export async function closeGstShop(shop: GstShop): Promise<void> {
  // The clock `at` set ends with the shop: the server tests share their workers' modules (vitest.config.ts).
  vi.useRealTimers();
  await shop.t.close();
  removeDataDir(shop.t.dataDir);
}

/** Ships an order (a cash-on-delivery order's tax invoice is issued now). */
export async function ship(shop: GstShop, orderId: string): Promise<OrderView> {
  return ok(await shop.calls.ship(orderId, shop.admin.token, SHIPMENT)).body as OrderView;
}

export async function cancel(shop: GstShop, orderId: string, reason = 'Customer changed their mind'): Promise<OrderView> {
  return ok(await shop.calls.cancel(orderId, shop.admin.token, reason)).body as OrderView;
}

/** Refunds `paise` (restocking the units given, else a credit of value only). */
export async function refund(shop: GstShop, orderId: string, paise: number, restock?: { product: string; qty: number }[], reason = 'Price adjustment'): Promise<OrderView> {
  return ok(await shop.calls.refund(orderId, shop.admin.token, paiseToMoneyString(paise), reason, restock)).body as OrderView;
}

export async function orderView(shop: GstShop, orderId: string): Promise<OrderView> {
  return ok(await shop.calls.get(orderId, shop.admin.token)).body as OrderView;
}

/** GET as the admin (or the token given). */
export function adminGet(shop: GstShop, url: string, token: string | undefined = shop.admin.token): Promise<ApiResponse<OrderView>> {
  return api<OrderView>(shop.t.app, 'GET', url, { token });
}

/** Rupees (an answer's number) to paise, exactly. */
export const paise = (rupees: number): number => Math.round(rupees * 100);
