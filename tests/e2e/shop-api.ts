import type { BrowserContext } from 'playwright-core';
import { paiseToMoneyString, rupeesToPaise } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import type { Order, ShippingAddress } from '../../src/shared/schemas/order.js';
import type { SessionUser } from '../../src/shared/schemas/user.js';

/** Signs in over the REST API, as any client would. */
export async function apiLogin(baseUrl: string, email: string, password: string): Promise<SessionUser> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionUser;
}

/** Puts a session into the context's local storage before any page loads (the client reads it at start). */
export async function useSessionIn(context: BrowserContext, session: SessionUser): Promise<void> {
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('userInfo')) window.localStorage.setItem('userInfo', value);
  }, JSON.stringify(session));
}

export async function apiJson<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const BENGALURU: ShippingAddress = { address: '21, Residency Road', city: 'Bengaluru', pincode: '560025', state: 'Karnataka', country: 'India' };
export const MUMBAI: ShippingAddress = { address: '7, Linking Road, Bandra West', city: 'Mumbai', pincode: '400050', state: 'Maharashtra', country: 'India' };

export interface OrderLine {
  product: { _id: string; price: number; gstRate: number };
  qty: number;
}

/**
 * Places an order over the REST API with the totals worked out as the storefront does (GST per line at
 * each product's own rate, docs/decisions/014-gst-and-invoices.md), so the server accepts them.
 */
export async function placeOrderOverApi(
  baseUrl: string,
  token: string,
  lines: readonly OrderLine[],
  options: { paymentMethod?: 'COD' | 'Razorpay'; address?: ShippingAddress } = {},
): Promise<Order> {
  const totals = orderTotals(lines.map((l) => ({ unitPrice: rupeesToPaise(l.product.price), qty: l.qty, gstRate: l.product.gstRate })));
  return apiJson<Order>(baseUrl, 'POST', '/api/orders', token, {
    orderItems: lines.map((l) => ({ product: l.product._id, qty: l.qty })),
    shippingAddress: options.address ?? BENGALURU,
    paymentMethod: options.paymentMethod ?? 'COD',
    itemsPrice: paiseToMoneyString(totals.itemsPrice),
    taxPrice: paiseToMoneyString(totals.taxPrice),
    shippingPrice: paiseToMoneyString(totals.shippingPrice),
    totalPrice: paiseToMoneyString(totals.totalPrice),
  });
}

/**
 * Ships an order as the shop does, over the API: a cash-on-delivery order's tax invoice is issued when the
 * goods leave (docs/decisions/047-credit-notes-and-gstr1.md).
 */
export async function shipOverApi(baseUrl: string, adminToken: string, orderId: string): Promise<void> {
  await apiJson(baseUrl, 'PUT', `/api/orders/${orderId}/ship`, adminToken, { carrier: 'India Post', trackingNumber: 'EE123456789IN' });
}
