/**
 * The orders CSV after the sale (docs/decisions/048-gstr1-and-sales-register.md): its columns keep their
 * meaning (each line as it was charged), and new ones at the end tell the order's refunds and credit notes,
 * what the notes reversed of each line and what is left — nothing for a cancelled order, invoiced or not —
 * so the month's tax is not counted from orders that were undone.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../helpers/app.js';
import { ADDRESSES, adminGet, at, cancel, closeGstShop, openGstShop, payOnline, placeOrder, refund, type GstShop, type OrderView } from '../helpers/gst-orders.js';

const OLD_COLUMNS = [
  'orderId', 'orderNumber', 'invoiceNumber', 'placedOn', 'customer', 'email', 'recipient', 'phone', 'state', 'placeOfSupplyCode', 'paymentMethod',
  'paymentStatus', 'fulfilmentStatus', 'product', 'variant', 'sku', 'hsnCode', 'qty', 'unitPrice', 'discount', 'taxableValue', 'gstRate', 'cgst',
  'sgst', 'igst', 'lineTotal', 'promoCode',
];
const NEW_COLUMNS = ['refunded', 'creditNotes', 'creditedTaxableValue', 'creditedTax', 'netTaxableValue', 'netTax'];

let shop: GstShop;
const orders: Record<string, OrderView> = {};
let rows: Record<string, string>[];
let header: string[];

beforeAll(async () => {
  shop = await openGstShop();
  const ghee = createProduct(shop.t.deps, { name: 'Amul Pure Ghee 1 L', pricePaise: 650_00, gstRateBp: 500, hsnCode: '04059020', countInStock: 100 });
  const headphones = createProduct(shop.t.deps, { name: 'Rockerz 450 Headphones', pricePaise: 1499_00, gstRateBp: 1800, hsnCode: '85183000', countInStock: 100 });
  try {
    at('2026-12-10T10:00:00+05:30');
    // One pair of two comes back.
    const returned = await placeOrder(shop, { lines: [{ product: headphones, qty: 2 }], address: ADDRESSES.mumbai, payment: 'Razorpay' });
    await payOnline(shop, returned._id);
    orders.returned = await refund(shop, returned._id, 1768_82, [{ product: headphones.id, qty: 1 }], 'One pair came back');
    // A price adjustment: Rs 118 back, nothing returned.
    const adjusted = await placeOrder(shop, { lines: [{ product: headphones, qty: 1 }], address: ADDRESSES.bengaluru, payment: 'Razorpay' });
    await payOnline(shop, adjusted._id);
    orders.adjusted = await refund(shop, adjusted._id, 118_00);
    // Paid, invoiced, then cancelled: a credit note reverses it all.
    const cancelledPaid = await placeOrder(shop, { lines: [{ product: ghee, qty: 2 }, { product: headphones, qty: 1 }], address: ADDRESSES.bengaluru, payment: 'Razorpay' });
    await payOnline(shop, cancelledPaid._id);
    orders.cancelledPaid = await cancel(shop, cancelledPaid._id);
    // Cash on delivery, cancelled before it shipped: never invoiced, so no note — and still nothing to count.
    const cancelledCod = await placeOrder(shop, { lines: [{ product: ghee, qty: 1 }], address: ADDRESSES.bengaluru, payment: 'COD' });
    orders.cancelledCod = await cancel(shop, cancelledCod._id);
  } finally {
    vi.useRealTimers();
  }
  const res = await adminGet(shop, '/api/orders/export.csv?from=2026-12-10&to=2026-12-10');
  expect(res.status).toBe(200);
  const records = parse(String(res.body), { bom: true }) as string[][];
  header = records[0];
  rows = records.slice(1).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}, 60_000);

afterAll(async () => closeGstShop(shop));

const linesOf = (order: OrderView) => rows.filter((row) => row.orderId === order._id);

describe('the orders CSV after refunds and cancellations', () => {
  it('keeps every column it had, in its place, and adds the new ones at the end', () => {
    expect(header).toEqual([...OLD_COLUMNS, ...NEW_COLUMNS]);
  });

  it('a refund with goods returned: the refund, the note, and the line’s credited and net taxable value and tax', () => {
    const [line] = linesOf(orders.returned);
    expect(orders.returned.creditNotes.map((n: OrderView) => n.number)).toEqual(['CN/2026-27/0001']);
    expect(line).toMatchObject({
      paymentStatus: 'partially_refunded',
      qty: '2',
      // As it was charged: unchanged by what came back.
      taxableValue: '2998.00',
      igst: '539.64',
      refunded: '1768.82',
      creditNotes: 'CN/2026-27/0001',
      creditedTaxableValue: '1499.00',
      creditedTax: '269.82',
      netTaxableValue: '1499.00',
      netTax: '269.82',
    });
  });

  it('a credit of value only reduces the net the same way', () => {
    const [line] = linesOf(orders.adjusted);
    expect(line).toMatchObject({ taxableValue: '1499.00', cgst: '134.91', sgst: '134.91', refunded: '118.00', creditNotes: 'CN/2026-27/0002', creditedTaxableValue: '100.00', creditedTax: '18.00', netTaxableValue: '1399.00', netTax: '251.82' });
  });

  it('a cancelled order counts as cancelled: every line nets to nothing, with or without an invoice', () => {
    const paid = linesOf(orders.cancelledPaid);
    expect(paid).toHaveLength(2);
    const note = orders.cancelledPaid.creditNotes[0].number;
    expect(paid.map((l) => [l.product, l.fulfilmentStatus, l.taxableValue, l.creditedTaxableValue, l.netTaxableValue, l.netTax, l.creditNotes, l.refunded])).toEqual([
      ['Amul Pure Ghee 1 L', 'cancelled', '1300.00', '1300.00', '0.00', '0.00', note, String(orders.cancelledPaid.totalPrice.toFixed(2))],
      ['Rockerz 450 Headphones', 'cancelled', '1499.00', '1499.00', '0.00', '0.00', note, String(orders.cancelledPaid.totalPrice.toFixed(2))],
    ]);
    const [cod] = linesOf(orders.cancelledCod);
    expect(cod).toMatchObject({ invoiceNumber: '', fulfilmentStatus: 'cancelled', taxableValue: '650.00', refunded: '0.00', creditNotes: '', creditedTaxableValue: '0.00', creditedTax: '0.00', netTaxableValue: '0.00', netTax: '0.00' });
  });
});
