/**
 * 'Prices include GST': the prices the owner enters are what the shopper pays, the tax taken out per line
 * (taxable value = price × 100 / (100 + rate), rounded half up to the paisa, tax = price − taxable value).
 * Checked against an independent calculation over many random carts, and end to end over REST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOrder } from '../../src/shared/order-totals.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { pdfText } from '../helpers/pdf.js';
import { money, shipOrder } from '../helpers/shop.js';

/** The taxable part of a GST-inclusive value, worked out here with BigInt: value × 100 / (100 + rate), half up. */
function taxableOf(value: bigint, ratePercent: number): bigint {
  const hundredths = BigInt(Math.round(ratePercent * 100));
  const numerator = value * 10000n;
  const denominator = 10000n + hundredths;
  const whole = numerator / denominator;
  // Half up: add one when the remainder is at least half the denominator.
  return (numerator % denominator) * 2n >= denominator ? whole + 1n : whole;
}

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

const RATES = [0, 0.25, 3, 5, 18, 40];

describe('prices that include GST: the arithmetic', () => {
  it('over 2,000 random carts each line’s taxable value and tax match an independent calculation, and the totals add up', () => {
    const next = generator(20261125);
    for (let cart = 0; cart < 2000; cart++) {
      const lines = Array.from({ length: 1 + next(6) }, () => ({
        unitPrice: 1 + next(5_00_000_00),
        qty: 1 + next(10),
        gstRate: RATES[next(RATES.length)],
      }));
      const shipping = next(3) === 0 ? 0 : next(20_000);
      const codFee = next(2) === 0 ? 0 : next(10_000);
      const priced = priceOrder(lines, 0, { inclusive: true, charges: { shipping, codFee } });
      const highest = Math.max(...lines.map((l) => l.gstRate));
      lines.forEach((line, i) => {
        const value = BigInt(line.unitPrice) * BigInt(line.qty);
        const taxable = taxableOf(value, line.gstRate);
        expect(priced.lines[i]).toMatchObject({ taxable: Number(taxable), tax: Number(value - taxable) });
      });
      for (const [fee, charge] of [
        [shipping, priced.shipping],
        [codFee, priced.codFee],
      ] as const) {
        const taxable = taxableOf(BigInt(fee), highest);
        expect(charge).toEqual({ taxable: Number(taxable), tax: Number(BigInt(fee) - taxable) });
      }
      const items = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
      const { totals } = priced;
      // The total is what the prices say: the GST is inside it.
      expect(totals.totalPrice).toBe(items + shipping + codFee);
      expect(totals.taxPrice).toBe(priced.lines.reduce((sum, l) => sum + l.tax, 0) + priced.shipping.tax + priced.codFee.tax);
      const taxableTotal = priced.lines.reduce((sum, l) => sum + l.taxable, 0) + priced.shipping.taxable + priced.codFee.taxable;
      expect(taxableTotal + totals.taxPrice).toBe(totals.totalPrice);
    }
  });

  it('with a promo code the discount comes off what the shopper pays, and the lines still add up to the total', () => {
    const next = generator(7);
    for (let cart = 0; cart < 500; cart++) {
      const lines = Array.from({ length: 1 + next(5) }, () => ({ unitPrice: 100 + next(2_00_000), qty: 1 + next(4), gstRate: RATES[next(RATES.length)] }));
      const items = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
      const discount = next(items);
      const priced = priceOrder(lines, discount, { inclusive: true });
      expect(priced.totals.totalPrice).toBe(items - discount);
      expect(priced.lines.reduce((sum, l) => sum + l.taxable + l.tax, 0)).toBe(items - discount);
      priced.lines.forEach((line) => expect(line.taxable).toBe(Number(taxableOf(BigInt(line.gross - line.discount), line.rate))));
    }
  });
});

describe('prices that include GST: orders', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
    const saved = await api(t.app, 'PUT', '/api/settings', {
      token: admin.token,
      body: { shopName: 'Kirana Corner', address: '5, Temple Street', city: 'Mysuru', pincode: '570001', state: 'Karnataka', gstin: '29AAGCB7383J1Z4' },
    });
    expect(saved.status).toBe(200);
    await raiseCodLimits(t.app, admin.token);
  });
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });

  const setting = async (pricesIncludeGst: boolean) => {
    const res = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { pricesIncludeGst } });
    expect(res.body.pricesIncludeGst).toBe(pricesIncludeGst);
  };

  const order = (product: string, figures: Record<string, string>) =>
    api(t.app, 'POST', '/api/orders', {
      token: buyer.token,
      body: {
        orderItems: [{ product, qty: 1 }],
        shippingAddress: { recipientName: 'Asha Verma', phone: '9845012345', address: '4, Janpath', city: 'New Delhi', pincode: '110001', state: 'Delhi' },
        paymentMethod: 'COD',
        ...figures,
      },
    });

  it('a Rs 1,999 pair of shoes costs Rs 1,999: the GST is taken out of it on the order and the invoice, and a later switch changes no past order', async () => {
    await setting(true);
    const shoes = createProduct(t.deps, { name: 'Bata Oxford Shoes', pricePaise: 1_99_900, gstRateBp: 1800, hsnCode: '64035111' });
    const taxable = taxableOf(1_99_900n, 18);
    expect(money(taxable)).toBe('1694.07');
    // A client that adds GST on top (the other arithmetic) is told the real total, and nothing is written.
    const stale = await order(shoes.id, { itemsPrice: '1999.00', taxPrice: '359.82', shippingPrice: '0.00', totalPrice: '2358.82' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('the total is now Rs 1,999/-');

    const res = await order(shoes.id, { itemsPrice: '1999.00', taxPrice: money(1_99_900n - taxable), shippingPrice: '0.00', totalPrice: '1999.00' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ pricesIncludeGst: true, itemsPrice: 1999, taxPrice: 304.93, totalPrice: 1999 });
    expect(res.body.orderItems[0]).toMatchObject({ price: 1999, taxableValue: 1694.07, tax: 304.93 });
    expect(res.body.taxBreakdown).toEqual([{ rate: 18, taxableValue: 1694.07, cgst: 0, sgst: 0, igst: 304.93 }]);

    await shipOrder(t.app, admin.token, res.body._id);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${res.body._id}/invoice`, headers: { authorization: `Bearer ${buyer.token}` } });
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Unit price[\s\S]*\(incl\. GST\)/);
    expect(text).toMatch(/Bata Oxford Shoes\s+64035111\s+1\s+₹1,999\.00\s+₹1,694\.07\s+18%\s+₹304\.93/);
    expect(text).toMatch(/Grand total\s+₹1,999\.00/);

    await setting(false);
    const later = await api(t.app, 'GET', `/api/orders/${res.body._id}`, { token: buyer.token });
    expect(later.body).toMatchObject({ pricesIncludeGst: true, taxPrice: 304.93, totalPrice: 1999 });
    // New orders add GST on top again.
    const exclusive = await order(shoes.id, { itemsPrice: '1999.00', taxPrice: '359.82', shippingPrice: '0.00', totalPrice: '2358.82' });
    expect(exclusive.status, JSON.stringify(exclusive.body)).toBe(201);
    // Rs 2,358.82 paid in cash: rounded to the rupee.
    expect(exclusive.body).toMatchObject({ pricesIncludeGst: false, roundOff: 0.18, totalPrice: 2359 });
  });
});
