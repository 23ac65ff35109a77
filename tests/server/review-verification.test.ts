/**
 * A review is a verified purchase only while its writer still holds a paid or delivered unit of the product:
 * a cancellation or refund that takes the last one away takes the mark, the review stops counting in the
 * rating (recomputed in the same transaction) and is hidden or shown as unverified, as the store setting
 * `unverifiedReviews` says (docs/decisions/023-cod-limits-and-verified-reviews.md).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../drizzle/schema.js';
import { NOT_A_BUYER } from '../../src/server/catalog/add-review.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi, takeTestPayment } from '../helpers/orders.js';
import { orderPayload, type Line } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

let addressCounter = 0;

/** Places an order of these lines (COD unless told) to an address of its own; returns its id and total. */
async function place(buyer: TestUser, lines: Line[], paymentMethod: 'COD' | 'Razorpay' = 'COD') {
  addressCounter += 1;
  const shippingAddress = { address: `House ${addressCounter}, Park Street`, city: 'Kolkata', pincode: '700016', state: 'West Bengal' };
  const res = ok(await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload(lines, { paymentMethod, shippingAddress }) }), 201);
  return { id: res.body._id as string, total: res.body.totalPrice as number };
}

/** Bought and paid online, not yet shipped. */
async function paidOnline(buyer: TestUser, product: { id: string; pricePaise: number }, qty = 1) {
  const order = await place(buyer, [{ product: product.id, qty, pricePaise: product.pricePaise }], 'Razorpay');
  const paymentId = await takeTestPayment(t, buyer, order.id);
  ok(await orderApi(t).pay(order.id, paymentId, buyer.token));
  return order;
}

/** Bought cash on delivery and delivered (so paid). */
async function delivered(buyer: TestUser, lines: Line[]) {
  const order = await place(buyer, lines);
  ok(await orderApi(t).deliver(order.id, admin.token));
  return order;
}

const review = (buyer: TestUser, productId: string, rating: number, comment = `${rating} stars`) =>
  api(t.app, 'POST', `/api/products/${productId}/reviews`, { token: buyer.token, body: { rating, comment } });

/** The product's row as stored, read straight after a call: nothing later could have fixed it. */
const stored = (productId: string) => t.deps.db.select({ rating: products.rating, numReviews: products.numReviews }).from(products).where(eq(products.id, productId)).get();

const shown = async (productId: string) => ok(await api(t.app, 'GET', `/api/products/${productId}`)).body;
const moderated = async (productId: string) => ok(await api(t.app, 'GET', `/api/products/${productId}/reviews`, { token: admin.token })).body;
const setUnverifiedReviews = async (value: string) => ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { unverifiedReviews: value } }));

describe('a verified purchase does not survive the purchase', () => {
  it('pay, review, cancel: the mark goes, and the rating and count are recomputed by the cancellation itself', async () => {
    const product = createProduct(t.deps, { pricePaise: 20_000, countInStock: 10 });
    const honest = await createUser(t.deps, { name: 'Asha' });
    await paidOnline(honest, product);
    ok(await review(honest, product.id, 2, 'Flimsy'), 201);
    const reviewer = await createUser(t.deps, { name: 'Vikram' });
    const order = await paidOnline(reviewer, product);
    ok(await review(reviewer, product.id, 5, 'Best ever'), 201);
    expect(stored(product.id)).toEqual({ rating: 3.5, numReviews: 2 });
    expect((await shown(product.id)).reviews.map((r: { name: string; verifiedPurchase: boolean }) => [r.name, r.verifiedPurchase])).toEqual([
      ['Vikram', true],
      ['Asha', true],
    ]);

    const cancelled = ok(await orderApi(t).cancel(order.id, reviewer.token));
    expect(cancelled.body).toMatchObject({ fulfilmentStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(stored(product.id)).toEqual({ rating: 2, numReviews: 1 });

    // Hidden by default: shoppers see only what counts.
    const page = await shown(product.id);
    expect(page).toMatchObject({ rating: 2, numReviews: 1 });
    expect(page.reviews.map((r: { name: string }) => r.name)).toEqual(['Asha']);
    // The admin still sees it, and why it no longer counts.
    const all = await moderated(product.id);
    const vikram = all.find((r: { name: string }) => r.name === 'Vikram');
    expect(vikram).toMatchObject({ verifiedPurchase: false, isHidden: false, comment: 'Best ever' });
    expect(typeof vikram.purchaseWithdrawnAt).toBe('string');
    expect(all.find((r: { name: string }) => r.name === 'Asha')).toMatchObject({ verifiedPurchase: true, purchaseWithdrawnAt: null });
    expect((await api(t.app, 'GET', `/api/products/${product.id}/can-review`, { token: reviewer.token })).body).toEqual({
      canReview: false,
      yourReview: { _id: expect.any(String), hidden: false, purchaseWithdrawn: true },
    });
  });

  it('a full refund of a delivered order takes the mark; with unverifiedReviews=show the review stays on the page, unverified and not counted', async () => {
    const product = createProduct(t.deps, { pricePaise: 15_000, countInStock: 10 });
    const buyer = await createUser(t.deps, { name: 'Ravi' });
    const order = await delivered(buyer, [{ product: product.id, qty: 1, pricePaise: product.pricePaise }]);
    ok(await review(buyer, product.id, 4, 'Good'), 201);
    expect(stored(product.id)).toEqual({ rating: 4, numReviews: 1 });

    ok(await orderApi(t).refund(order.id, admin.token, order.total.toFixed(2), 'Returned'));
    expect(stored(product.id)).toEqual({ rating: 0, numReviews: 0 });
    expect((await shown(product.id)).reviews).toEqual([]);

    try {
      expect((await setUnverifiedReviews('show')).body.unverifiedReviews).toBe('show');
      const page = await shown(product.id);
      expect(page).toMatchObject({ rating: 0, numReviews: 0 });
      expect(page.reviews).toHaveLength(1);
      expect(page.reviews[0]).toMatchObject({ name: 'Ravi', rating: 4, verifiedPurchase: false });
    } finally {
      await setUnverifiedReviews('hide');
    }
    expect((await shown(product.id)).reviews).toEqual([]);
  });

  it('the setting takes show or hide only, and GET /api/settings says which (hide unless changed)', async () => {
    expect((await api(t.app, 'GET', '/api/settings')).body.unverifiedReviews).toBe('hide');
    const bad = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { unverifiedReviews: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unverified reviews must be show or hide');
  });

  it('a partial refund that leaves a unit keeps the mark; the refund that takes the last unit back takes it', async () => {
    const kettle = createProduct(t.deps, { pricePaise: 10_000, countInStock: 10 });
    const mug = createProduct(t.deps, { pricePaise: 5_000, countInStock: 10 });
    const buyer = await createUser(t.deps, { name: 'Neha' });
    const order = await delivered(buyer, [
      { product: kettle.id, qty: 2, pricePaise: kettle.pricePaise },
      { product: mug.id, qty: 1, pricePaise: mug.pricePaise },
    ]);
    ok(await review(buyer, kettle.id, 5), 201);
    ok(await review(buyer, mug.id, 3), 201);

    // One kettle comes back: one is still hers.
    ok(await orderApi(t).refund(order.id, admin.token, '118.00', 'One kettle returned', [{ product: kettle.id, qty: 1 }]));
    expect(stored(kettle.id)).toEqual({ rating: 5, numReviews: 1 });
    expect((await shown(kettle.id)).reviews[0]).toMatchObject({ verifiedPurchase: true });
    // Money back without goods coming back (a goodwill refund) leaves the units with the buyer.
    ok(await orderApi(t).refund(order.id, admin.token, '10.00', 'Late delivery'));
    expect(stored(mug.id)).toEqual({ rating: 3, numReviews: 1 });

    // The mug comes back: that line holds nothing any more, the kettle line still does.
    ok(await orderApi(t).refund(order.id, admin.token, '59.00', 'Mug returned', [{ product: mug.id, qty: 1 }]));
    expect(stored(mug.id)).toEqual({ rating: 0, numReviews: 0 });
    expect(stored(kettle.id)).toEqual({ rating: 5, numReviews: 1 });

    // The rest of the money back: nothing of the order is hers any more.
    const left = (order.total - 118 - 10 - 59).toFixed(2);
    ok(await orderApi(t).refund(order.id, admin.token, left, 'Refunded in full'));
    expect(stored(kettle.id)).toEqual({ rating: 0, numReviews: 0 });
  });

  it('cancelling one of two orders keeps the mark: the other still holds a paid unit', async () => {
    const product = createProduct(t.deps, { pricePaise: 8_000, countInStock: 10 });
    const buyer = await createUser(t.deps);
    const first = await paidOnline(buyer, product);
    await paidOnline(buyer, product);
    ok(await review(buyer, product.id, 4), 201);
    ok(await orderApi(t).cancel(first.id, buyer.token));
    expect(stored(product.id)).toEqual({ rating: 4, numReviews: 1 });
    expect((await shown(product.id)).reviews[0]).toMatchObject({ verifiedPurchase: true });
  });
});

describe('reviewing after the purchase is gone', () => {
  it('a buyer whose only order was refunded in full cannot review the product', async () => {
    const product = createProduct(t.deps, { pricePaise: 12_000, countInStock: 10 });
    const buyer = await createUser(t.deps);
    const order = await delivered(buyer, [{ product: product.id, qty: 1, pricePaise: product.pricePaise }]);
    ok(await orderApi(t).refund(order.id, admin.token, order.total.toFixed(2), 'Never arrived'));
    const res = await review(buyer, product.id, 5);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(NOT_A_BUYER);
    expect(stored(product.id)).toEqual({ rating: 0, numReviews: 0 });
  });

  it('reviewing again is refused while the purchase is gone; buying again brings the review back, verified and counted', async () => {
    const product = createProduct(t.deps, { pricePaise: 9_000, countInStock: 10 });
    const buyer = await createUser(t.deps, { name: 'Irfan' });
    const order = await paidOnline(buyer, product);
    ok(await review(buyer, product.id, 5, 'Great'), 201);
    ok(await orderApi(t).cancel(order.id, buyer.token));
    expect(stored(product.id)).toEqual({ rating: 0, numReviews: 0 });

    const again = await review(buyer, product.id, 1, 'A second opinion');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(
      'Your review of this product no longer counts because its purchase was cancelled or refunded. It counts again once you have bought the product again.',
    );
    expect(await moderated(product.id)).toHaveLength(1);

    await delivered(buyer, [{ product: product.id, qty: 1, pricePaise: product.pricePaise }]);
    expect(stored(product.id)).toEqual({ rating: 5, numReviews: 1 });
    expect((await shown(product.id)).reviews).toMatchObject([{ name: 'Irfan', comment: 'Great', verifiedPurchase: true }]);
    expect((await moderated(product.id))[0]).toMatchObject({ purchaseWithdrawnAt: null });
    const third = await review(buyer, product.id, 1, 'Third time');
    expect(third.status).toBe(400);
    expect(third.body.message).toBe('Product already reviewed');
  });
});
