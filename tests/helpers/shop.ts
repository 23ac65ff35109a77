/**
 * Helpers for the server tests: expected money worked out independently of src/shared/money.ts (BigInt,
 * written from the spec's rule), order payloads, database peeks and multipart bodies.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders, products } from '../../drizzle/schema.js';
import type { AppDeps } from '../../src/server/deps.js';

/** Paise as the spec's 2-decimal money string, e.g. 123450 → "1234.50". */
export function money(paise: number | bigint): string {
  const p = BigInt(paise);
  const whole = p / 100n;
  const fraction = p % 100n;
  return `${whole}.${fraction.toString().padStart(2, '0')}`;
}

/** 18% of an amount, rounded half up to the paisa, in BigInt so nothing is lost. */
export function expectedGst(itemsPaise: number | bigint, percent = 18): bigint {
  const hundredths = BigInt(Math.round(percent * 100));
  return (BigInt(itemsPaise) * hundredths + 5000n) / 10000n;
}

export interface Line {
  product: string;
  /** The variant chosen, for a product with options. */
  variant?: string;
  qty: number;
  /** The price the test believes the product has, in paise. */
  pricePaise: number;
  /** The product's GST rate in percent (18 unless given). */
  gstRate?: number;
}

/** The order's totals: each line's GST rounded on its own, as a tax invoice shows it. */
export function expectedTotals(lines: readonly Pick<Line, 'qty' | 'pricePaise' | 'gstRate'>[]) {
  const items = lines.reduce((sum, l) => sum + BigInt(l.pricePaise) * BigInt(l.qty), 0n);
  const tax = lines.reduce((sum, l) => sum + expectedGst(BigInt(l.pricePaise) * BigInt(l.qty), l.gstRate ?? 18), 0n);
  return { itemsPrice: money(items), taxPrice: money(tax), shippingPrice: '0.00', totalPrice: money(items + tax) };
}

export const ADDRESS = { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' };

/** The spec's POST /api/orders payload for these lines, with correct totals unless overridden. */
export function orderPayload(lines: readonly Line[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orderItems: lines.map((l) => ({ product: l.product, ...(l.variant ? { variant: l.variant } : {}), qty: l.qty, name: 'from the cart', image: '/x.png', price: money(l.pricePaise) })),
    shippingAddress: { ...ADDRESS },
    paymentMethod: 'COD',
    ...expectedTotals(lines),
    ...overrides,
  };
}

export function stockOf(deps: AppDeps, productId: string): number | undefined {
  return deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, productId)).get()?.n;
}

export function orderCount(deps: AppDeps): number {
  return deps.db.select({ n: count() }).from(orders).get()?.n ?? 0;
}

export function orderItemCount(deps: AppDeps): number {
  return deps.db.select({ n: count() }).from(orderItems).get()?.n ?? 0;
}

export function productCount(deps: AppDeps): number {
  return deps.db.select({ n: count() }).from(products).get()?.n ?? 0;
}

/** Text that must never reach a client: stack frames, SQL, database names, hashes. */
export const LEAK_PATTERNS = [/\bat \S+ \(/, /\bat file:/, /SELECT /i, /INSERT INTO/i, /sqlite/i, /\$argon2/, /node_modules/, /\.ts:\d+/];

export function leaks(text: string): string[] {
  return LEAK_PATTERNS.filter((p) => p.test(text)).map(String);
}

export interface MultipartFile {
  field: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body serialised by the platform's own FormData, as a browser would send it. */
export async function multipartBody(files: MultipartFile[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  const request = new Request('http://localhost/api/upload', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

export async function upload(app: FastifyInstance, token: string | undefined, files: MultipartFile[], fields: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(files, fields);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field
  return { status: res.statusCode, body: (isJson ? JSON.parse(res.body) : res.body) as any, headers: res.headers };
}

/**
 * Ships an order as the shop does (PUT /api/orders/{id}/ship): a cash-on-delivery order's tax invoice is
 * issued then (docs/decisions/047-credit-notes-and-gstr1.md). The order as it is after.
 */
export async function shipOrder(app: FastifyInstance, adminToken: string, orderId: string): Promise<Record<string, unknown> & { invoice: { number: string; kind: string } | null }> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/ship`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { carrier: 'India Post', trackingNumber: 'EE123456789IN' },
  });
  if (res.statusCode !== 200) throw new Error(`shipping ${orderId} failed: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown> & { invoice: { number: string; kind: string } | null };
}
