/**
 * What shoppers do with a product's variants (docs/decisions/043-variants.md): carts and orders name the
 * variant, stock is taken and put back per variant with the same no-oversell guarantee as before, and a
 * product sold one way only works as it always did.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products } from '../../drizzle/schema.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { orderCount, orderPayload, stockOf } from '../helpers/shop.js';
import { createProductWithVariants, variantStock } from '../helpers/variants.js';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps, { name: 'Meera Shopper' })]);
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const place = (token: string | undefined, body: unknown) => api(t.app, 'POST', '/api/orders', { token, body });

/** A kurta in sizes S, M, L and colours Indigo and Maroon, each with its own stock; L costs more. */
function kurta(name: string, stock: Partial<Record<string, number>> = {}) {
  const combos = ['S', 'M', 'L'].flatMap((size) => ['Indigo', 'Maroon'].map((colour) => [size, colour]));
  return createProductWithVariants(
    t.deps,
    [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Indigo', 'Maroon'] },
    ],
    combos.map(([size, colour]) => ({
      values: [size, colour],
      pricePaise: size === 'L' ? 59_900 : 49_900,
      countInStock: stock[`${size}/${colour}`] ?? 10,
      sku: `${name.toUpperCase().replace(/\W/g, '')}-${size}-${colour.slice(0, 3).toUpperCase()}`,
    })),
    { name, pricePaise: 49_900 },
  );
}

const variantOf = (made: ReturnType<typeof kurta>, size: string, colour: string) => {
  const found = made.variants.find((v) => v.option1 === size && v.option2 === colour);
  if (!found) throw new Error(`no ${size}/${colour}`);
  return found;
};

describe('a product with options, as the API gives it', () => {
  it('GET /api/products/{id} has the options, every variant with its title, values, SKU, price and stock, and the photos', async () => {
    const made = kurta('Block Print Kurta', { 'M/Indigo': 4 });
    const res = await api(t.app, 'GET', `/api/products/${made.product.id}`);
    expect(res.status).toBe(200);
    expect(res.body.options).toEqual([
      { name: 'Size', values: [{ value: 'S', colour: null }, { value: 'M', colour: null }, { value: 'L', colour: null }] },
      { name: 'Colour', values: [{ value: 'Indigo', colour: null }, { value: 'Maroon', colour: null }] },
    ]);
    expect(res.body.variants).toHaveLength(6);
    const m = res.body.variants.find((v: { optionValues: string[] }) => v.optionValues.join('/') === 'M/Indigo');
    expect(m).toEqual({
      id: variantOf(made, 'M', 'Indigo').id,
      title: 'Size: M · Colour: Indigo',
      optionValues: ['M', 'Indigo'],
      sku: 'BLOCKPRINTKURTA-M-IND',
      price: 499,
      mrp: null,
      countInStock: 4,
      barcode: null,
      weight: null,
      images: [{ id: made.product.id, url: made.product.image, alt: 'Block Print Kurta' }],
    });
    // The product's own figures follow its variants: the cheapest price, the dearest, and all the stock.
    expect(res.body).toMatchObject({ price: 499, maxPrice: 599, countInStock: 54 });
    const list = await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('Block Print Kurta')}`);
    expect(list.body.products[0]).toMatchObject({ _id: made.product.id, price: 499, maxPrice: 599 });
    expect(list.body.products[0].variants).toBeUndefined();
  });

  it('a product sold one way only has one variant with its own id and no values', async () => {
    const lamp = createProduct(t.deps, { name: 'Brass Lamp', pricePaise: 120_000, countInStock: 7 });
    const res = await api(t.app, 'GET', `/api/products/${lamp.id}`);
    expect(res.body.options).toEqual([]);
    expect(res.body.variants).toEqual([expect.objectContaining({ id: lamp.id, title: '', optionValues: [], price: 1200, countInStock: 7 })]);
    expect(res.body).toMatchObject({ price: 1200, maxPrice: 1200, countInStock: 7 });
  });
});

describe('ordering a variant', () => {
  it('the order line carries the variant, its title and SKU at its own price, and only its stock moves', async () => {
    const made = kurta('Chikankari Kurta');
    const large = variantOf(made, 'L', 'Maroon');
    const res = await place(buyer.token, orderPayload([{ product: made.product.id, variant: large.id, qty: 2, pricePaise: 59_900 }]));
    expect(res.status).toBe(201);
    expect(res.body.orderItems[0]).toMatchObject({
      product: made.product.id,
      variant: large.id,
      variantTitle: 'Size: L · Colour: Maroon',
      sku: 'CHIKANKARIKURTA-L-MAR',
      price: 599,
      qty: 2,
    });
    expect(variantStock(t.deps, large.id)).toBe(8);
    for (const other of made.variants.filter((v) => v.id !== large.id)) expect(variantStock(t.deps, other.id)).toBe(10);
    expect(stockOf(t.deps, made.product.id)).toBe(58);
  });

  it('a product with options needs a variant: 400 naming the options, nothing written', async () => {
    const made = kurta('Festive Kurta');
    const before = orderCount(t.deps);
    const res = await place(buyer.token, orderPayload([{ product: made.product.id, qty: 1, pricePaise: 49_900 }]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a Size and Colour of Festive Kurta');
    expect(orderCount(t.deps)).toBe(before);
    expect(stockOf(t.deps, made.product.id)).toBe(60);
  });

  it("a variant of another product, or one that does not exist, is a clear 400 and nothing is written", async () => {
    const made = kurta('Linen Kurta');
    const other = kurta('Silk Kurta');
    const before = orderCount(t.deps);
    for (const variant of [variantOf(other, 'M', 'Indigo').id, 'no-such-variant']) {
      const res = await place(buyer.token, orderPayload([{ product: made.product.id, variant, qty: 1, pricePaise: 49_900 }]));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`That choice of Linen Kurta is not sold (variant ${variant}): please choose again`);
    }
    expect(orderCount(t.deps)).toBe(before);
    expect(stockOf(t.deps, made.product.id)).toBe(60);
    expect(stockOf(t.deps, other.product.id)).toBe(60);
  });

  it('50 concurrent orders for the last 3 units of one size: exactly 3 succeed, other sizes untouched', async () => {
    const made = kurta('Last Sizes Kurta', { 'M/Indigo': 3 });
    const medium = variantOf(made, 'M', 'Indigo');
    const body = orderPayload([{ product: made.product.id, variant: medium.id, qty: 1, pricePaise: 49_900 }]);
    const shoppers = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser(t.deps, { name: `Rush Shopper ${i}` })));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => place(shoppers[i % 5].token, body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(results.find((r) => r.status === 409)?.body.message).toMatch(/Last Sizes Kurta \(Size: M · Colour: Indigo\)/);
    expect(variantStock(t.deps, medium.id)).toBe(0);
    for (const other of made.variants.filter((v) => v.id !== medium.id)) expect(variantStock(t.deps, other.id)).toBe(10);
    expect(stockOf(t.deps, made.product.id)).toBe(50);
    const sold = t.deps.db.select().from(orderItems).where(eq(orderItems.variantId, medium.id)).all();
    expect(sold.reduce((n, item) => n + item.qty, 0)).toBe(3);
  });

  it('two sizes of one product in one order are two lines; cancelling puts each back on its own variant', async () => {
    const made = kurta('Two Size Kurta');
    const s = variantOf(made, 'S', 'Indigo');
    const l = variantOf(made, 'L', 'Indigo');
    const res = await place(
      buyer.token,
      orderPayload([
        { product: made.product.id, variant: s.id, qty: 1, pricePaise: 49_900 },
        { product: made.product.id, variant: l.id, qty: 3, pricePaise: 59_900 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.orderItems.map((i: { variantTitle: string; qty: number }) => [i.variantTitle, i.qty])).toEqual([
      ['Size: S · Colour: Indigo', 1],
      ['Size: L · Colour: Indigo', 3],
    ]);
    expect([variantStock(t.deps, s.id), variantStock(t.deps, l.id)]).toEqual([9, 7]);
    const cancelled = await api(t.app, 'POST', `/api/orders/${res.body._id}/cancel`, { token: buyer.token, body: {} });
    expect(cancelled.status).toBe(200);
    expect([variantStock(t.deps, s.id), variantStock(t.deps, l.id)]).toEqual([10, 10]);
    expect(stockOf(t.deps, made.product.id)).toBe(60);
  });

  it('a refund restocks the variant named; with two sizes in the order the product alone is not enough', async () => {
    const made = kurta('Refund Kurta');
    const s = variantOf(made, 'S', 'Maroon');
    const m = variantOf(made, 'M', 'Maroon');
    const res = await place(
      buyer.token,
      orderPayload([
        { product: made.product.id, variant: s.id, qty: 2, pricePaise: 49_900 },
        { product: made.product.id, variant: m.id, qty: 2, pricePaise: 49_900 },
      ]),
    );
    expect(res.status).toBe(201);
    // Cash on delivery: the money is in once delivered.
    expect((await api(t.app, 'PUT', `/api/orders/${res.body._id}/deliver`, { token: admin.token, body: {} })).status).toBe(200);
    const refund = (restock: unknown) => api(t.app, 'POST', `/api/orders/${res.body._id}/refund`, { token: admin.token, body: { amount: '499.00', reason: 'Returned', restock } });
    const vague = await refund([{ product: made.product.id, qty: 1 }]);
    expect(vague.status).toBe(400);
    expect(vague.body.message).toBe('This order holds several variants of Refund Kurta: say which one to restock (variant)');
    expect([variantStock(t.deps, s.id), variantStock(t.deps, m.id)]).toEqual([8, 8]);
    const done = await refund([{ product: made.product.id, variant: m.id, qty: 1 }]);
    expect(done.status).toBe(200);
    expect([variantStock(t.deps, s.id), variantStock(t.deps, m.id)]).toEqual([8, 9]);
    expect(done.body.orderItems.map((i: { restockedQty: number }) => i.restockedQty)).toEqual([0, 1]);
  });
});

describe('the cart with variants', () => {
  it('keeps each variant as its own line with its title, SKU, price and stock; a missing choice is refused', async () => {
    const made = kurta('Cart Kurta', { 'S/Indigo': 2 });
    const s = variantOf(made, 'S', 'Indigo');
    const l = variantOf(made, 'L', 'Maroon');
    const saved = await api(t.app, 'PUT', '/api/cart', {
      token: buyer.token,
      body: { cartItems: [{ product: made.product.id, variant: s.id, qty: 1 }, { product: made.product.id, variant: l.id, qty: 2 }, { product: made.product.id, variant: s.id, qty: 1 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.cartItems.map((i: { variant: string; variantTitle: string; sku: string; price: number; countInStock: number; qty: number }) => [i.variant, i.variantTitle, i.sku, i.price, i.countInStock, i.qty])).toEqual([
      [s.id, 'Size: S · Colour: Indigo', 'CARTKURTA-S-IND', 499, 2, 2],
      [l.id, 'Size: L · Colour: Maroon', 'CARTKURTA-L-MAR', 599, 10, 2],
    ]);
    const tooMany = await api(t.app, 'PUT', '/api/cart', { token: buyer.token, body: { cartItems: [{ product: made.product.id, variant: s.id, qty: 3 }] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Only 2 of Cart Kurta (Size: S · Colour: Indigo) left in stock');
    const unchosen = await api(t.app, 'PUT', '/api/cart', { token: buyer.token, body: { cartItems: [{ product: made.product.id, qty: 1 }] } });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.message).toBe('Please choose a Size and Colour of Cart Kurta');
    // Nothing of the refused saves was kept.
    expect((await api(t.app, 'GET', '/api/cart', { token: buyer.token })).body.cartItems).toHaveLength(2);
  });

  it('a variant the owner removed drops out of a saved cart, as a deleted product does', async () => {
    const made = kurta('Dropped Kurta');
    const s = variantOf(made, 'S', 'Indigo');
    const m = variantOf(made, 'M', 'Indigo');
    const shopper = await createUser(t.deps, { name: 'Cart Keeper' });
    await api(t.app, 'PUT', '/api/cart', { token: shopper.token, body: { cartItems: [{ product: made.product.id, variant: s.id, qty: 1 }, { product: made.product.id, variant: m.id, qty: 1 }] } });
    t.deps.db.$client.prepare('delete from product_variants where id = ?').run(s.id);
    const cart = await api(t.app, 'GET', '/api/cart', { token: shopper.token });
    expect(cart.body.cartItems.map((i: { variant: string }) => i.variant)).toEqual([m.id]);
    expect(t.deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, made.product.id)).get()?.n).toBe(50);
  });
});

describe('option facets and filters in the list', () => {
  it('counts products per option value and filters by option.Size=M (any of several values; options must all match)', async () => {
    const sizes = (name: string, values: string[], colours: string[]) =>
      createProductWithVariants(
        t.deps,
        [
          { name: 'Size', values },
          { name: 'Colour', values: colours },
        ],
        values.flatMap((size) => colours.map((colour) => ({ values: [size, colour], pricePaise: 99_900, countInStock: 5 }))),
        { name },
      );
    const a = sizes('Zari Kurta One', ['S', 'M'], ['Indigo']);
    const b = sizes('Zari Kurta Two', ['M', 'L'], ['Maroon']);
    const c = sizes('Zari Kurta Three', ['L'], ['Indigo']);
    createProduct(t.deps, { name: 'Zari Stole' });

    const all = await api(t.app, 'GET', '/api/products?keyword=zari');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.facets.options).toEqual([
      { name: 'Size', values: [{ value: 'L', count: 2 }, { value: 'M', count: 2 }, { value: 'S', count: 1 }] },
      { name: 'Colour', values: [{ value: 'Indigo', count: 2 }, { value: 'Maroon', count: 1 }] },
    ]);

    const medium = await api(t.app, 'GET', '/api/products?keyword=zari&option.Size=M');
    expect(medium.body.products.map((p: { _id: string }) => p._id).sort()).toEqual([a.product.id, b.product.id].sort());
    expect(medium.body.total).toBe(2);
    // The option counts stay those of the search without its option filters, so another size can be chosen.
    expect(medium.body.facets.options).toEqual(all.body.facets.options);

    const either = await api(t.app, 'GET', '/api/products?keyword=zari&option.Size=S&option.Size=L');
    expect(either.body.total).toBe(3);
    const both = await api(t.app, 'GET', '/api/products?keyword=zari&option.size=L&option.Colour=Indigo');
    expect(both.body.products.map((p: { _id: string }) => p._id)).toEqual([c.product.id]);

    const tooMany = await api(t.app, 'GET', '/api/products?option.A=1&option.B=1&option.C=1&option.D=1');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/At most 3 options/);
  });
});

describe('the orders CSV', () => {
  it('names each line’s variant and SKU', async () => {
    const made = kurta('Csv Kurta');
    const m = variantOf(made, 'M', 'Maroon');
    const placed = await place(buyer.token, orderPayload([{ product: made.product.id, variant: m.id, qty: 1, pricePaise: 49_900 }]));
    expect(placed.status).toBe(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/export.csv?from=${today}&to=${today}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    const row = (parse(res.body, { bom: true, columns: true }) as Record<string, string>[]).find((r) => r.orderId === placed.body._id);
    expect(row).toMatchObject({ product: 'Csv Kurta', variant: 'Size: M · Colour: Maroon', sku: 'CSVKURTA-M-MAR' });
  });
});
