/**
 * Helpers for the tests of the GST documents (tax invoices and credit notes) read back from their PDFs: a
 * shop registered in Karnataka, delivery addresses within and outside its state, an order paid online (so
 * it has its tax invoice), and dates and amounts written as the documents print them, worked out without
 * the renderer's own functions.
 */
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from './app.js';
import { ok, orderApi, takeTestPayment } from './orders.js';
import { orderPayload } from './shop.js';

type View = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field

export const KARNATAKA_SHOP = {
  shopName: 'Kirana Corner',
  legalName: 'Kirana Corner Retail LLP',
  address: '5, Temple Street',
  city: 'Mysuru',
  pincode: '570001',
  state: 'Karnataka',
  gstin: '29AAGCB7383J1Z4',
};
export const MUMBAI = { address: 'Flat 3B, Marine Drive', city: 'Mumbai', pincode: '400002', state: 'Maharashtra' };
export const BENGALURU = { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' };

/** A fresh app whose shop is registered in Karnataka, with an admin and a buyer, Priya Sharma; `close` removes it all. */
export async function openKarnatakaShop(): Promise<{ t: TestApp; admin: TestUser; buyer: TestUser; close: () => Promise<void> }> {
  const t = await createTestApp();
  const [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps, { name: 'Priya Sharma' })]);
  ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: KARNATAKA_SHOP }));
  const close = async () => {
    await t.close();
    removeDataDir(t.dataDir);
  };
  return { t, admin, buyer, close };
}

/** Two units of a 5% grocery and one 18% gadget, each a fresh product. */
export function basket(t: TestApp) {
  const ghee = createProduct(t.deps, { name: 'Amul Pure Ghee 1 L', pricePaise: 65_000, gstRateBp: 500, hsnCode: '04059020' });
  const headphones = createProduct(t.deps, { name: 'Rockerz 450 Headphones', pricePaise: 1_49_900, gstRateBp: 1800, hsnCode: '85183000' });
  return [
    { product: ghee.id, qty: 2, pricePaise: 65_000, gstRate: 5 },
    { product: headphones.id, qty: 1, pricePaise: 1_49_900, gstRate: 18 },
  ];
}

/** The basket ordered to `shippingAddress` (by a business, when given) and paid online with the test gateway. */
export async function paidOrder(t: TestApp, buyer: TestUser, shippingAddress: Record<string, string>, business?: { gstin: string; name: string }): Promise<View> {
  const body = orderPayload(basket(t), { shippingAddress, paymentMethod: 'Razorpay', ...(business ? { business } : {}) });
  const placed = ok(await api(t.app, 'POST', '/api/orders', { token: buyer.token, body }), 201);
  const paymentId = await takeTestPayment(t, buyer, placed.body._id);
  return ok(await orderApi(t).pay(placed.body._id, paymentId, buyer.token)).body;
}

/** GET with the session of `token`, or none. */
export const getAs = (t: TestApp, url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const indianDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** An ISO date as the documents print it, in India: '05 Nov 2026'. */
export const printedDate = (iso: string) => indianDate.format(new Date(iso));
/** Paise as the documents print them: ₹1,300.00. */
export const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Text to match literally inside a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
