/**
 * A sale keeps the kept product pages and lists (docs/decisions/058-stock-and-kept-answers.md): the catalogue's
 * counter stays where it was while a product stays in stock, and every answer still gives the stock as it is
 * now. Selling the last one moves the counter, so the in-stock filter and its counts follow; the dashboard's
 * running-out list follows every change of stock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '../../src/shared/schemas/product.js';
import { catalogVersion } from '../../src/server/db/change-counters.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { orderPayload } from '../helpers/shop.js';
import { createProductWithVariants } from '../helpers/variants.js';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps, { name: 'Stock Buyer' })]);
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const counter = () => catalogVersion(t.deps.db.$client);
const productPage = async (id: string) => (await api<Product>(t.app, 'GET', `/api/products/${id}`)).body;
const list = async (query: string) => (await api<ProductList>(t.app, 'GET', `/api/products?${query}`)).body;
const stockIn = (page: ProductList, id: string) => page.products.find((product) => product._id === id)?.countInStock;

async function sell(product: string, qty: number, pricePaise: number, variant?: string) {
  const placed = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product, variant, qty, pricePaise }]) });
  expect(placed.status).toBe(201);
}

describe('a sale', () => {
  it('that leaves the product in stock keeps the catalogue’s counter, and the product page and lists give the new stock', async () => {
    const product = createProduct(t.deps, { name: 'Kept Brass Diya', brand: 'Keptware', pricePaise: 29_900, countInStock: 10 });
    // Asked once, so both answers are kept.
    expect((await productPage(product.id)).countInStock).toBe(10);
    expect(stockIn(await list('keyword=keptware'), product.id)).toBe(10);
    expect(stockIn(await list('keyword=keptware&inStock=true'), product.id)).toBe(10);
    const before = counter();

    await sell(product.id, 3, 29_900);

    expect(counter()).toBe(before);
    const page = await productPage(product.id);
    expect(page.countInStock).toBe(7);
    expect(page.variants.map((variant) => variant.countInStock)).toEqual([7]);
    expect(stockIn(await list('keyword=keptware'), product.id)).toBe(7);
    const inStock = await list('keyword=keptware&inStock=true');
    expect(stockIn(inStock, product.id)).toBe(7);
    expect(inStock.total).toBe(1);
  });

  it('after another, gives each sale’s stock however often the kept answers were served between them', async () => {
    const product = createProduct(t.deps, { name: 'Twice Sold Lamp', brand: 'Twiceware', pricePaise: 19_900, countInStock: 12 });
    for (const expected of [12, 10, 9]) {
      if (expected !== 12) await sell(product.id, expected === 10 ? 2 : 1, 19_900);
      // Served three times at the same stock: read once, then given as read.
      for (let i = 0; i < 3; i++) {
        expect((await productPage(product.id)).countInStock).toBe(expected);
        expect(stockIn(await list('keyword=twiceware'), product.id)).toBe(expected);
      }
    }
  });

  it('of the last ones moves the counter: the product leaves the in-stock list and its count', async () => {
    const product = createProduct(t.deps, { name: 'Last Copper Lota', brand: 'Lastware', pricePaise: 19_900, countInStock: 2 });
    expect((await list('keyword=lastware&inStock=true')).total).toBe(1);
    expect((await productPage(product.id)).countInStock).toBe(2);
    const before = counter();

    await sell(product.id, 2, 19_900);

    expect(counter()).toBeGreaterThan(before);
    const inStock = await list('keyword=lastware&inStock=true');
    expect(inStock.total).toBe(0);
    expect(inStock.products).toEqual([]);
    expect(stockIn(await list('keyword=lastware'), product.id)).toBe(0);
    expect((await productPage(product.id)).countInStock).toBe(0);
  });

  it('of one variant gives that variant’s new stock on the kept page, the others’ unchanged', async () => {
    const made = createProductWithVariants(
      t.deps,
      [{ name: 'Size', values: ['S', 'M'] }],
      [
        { values: ['S'], pricePaise: 49_900, countInStock: 4, sku: 'KEPT-S' },
        { values: ['M'], pricePaise: 49_900, countInStock: 6, sku: 'KEPT-M' },
      ],
      { name: 'Kept Cotton Kurta', pricePaise: 49_900 },
    );
    const small = made.variants.find((variant) => variant.option1 === 'S')!;
    const medium = made.variants.find((variant) => variant.option1 === 'M')!;
    expect((await productPage(made.product.id)).countInStock).toBe(10);
    const before = counter();

    await sell(made.product.id, 4, 49_900, small.id);

    // The product is still in stock (its M): the counter stays, and S reads sold out.
    expect(counter()).toBe(before);
    const page = await productPage(made.product.id);
    expect(page.countInStock).toBe(6);
    expect(Object.fromEntries(page.variants.map((variant) => [variant.id, variant.countInStock]))).toEqual({ [small.id]: 0, [medium.id]: 6 });
  });

  it('an owner’s change of stock alone shows on the dashboard’s running-out list at once', async () => {
    const product = createProduct(t.deps, { name: 'Dashboard Incense Box', pricePaise: 9_900, countInStock: 40, lowStockThreshold: 5 });
    const dashboard = async () => (await api<{ lowStock: { _id: string; countInStock: number }[] }>(t.app, 'GET', '/api/admin/dashboard', { token: admin.token })).body;
    expect((await dashboard()).lowStock.some((row) => row._id === product.id)).toBe(false);

    const edited = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { countInStock: 3 } });
    expect(edited.status).toBe(200);

    expect((await dashboard()).lowStock.find((row) => row._id === product.id)?.countInStock).toBe(3);
    expect((await productPage(product.id)).countInStock).toBe(3);
  });
});

describe('the catalogue counter’s trigger', () => {
  it('compares every column of products but the stock, so a column added later is not left out', () => {
    const sqlite = t.deps.db.$client;
    const columns = (sqlite.prepare('select name from pragma_table_info(?)').pluck().all('products') as string[]).filter((name) => name !== 'count_in_stock');
    const trigger = sqlite.prepare("select sql from sqlite_master where type = 'trigger' and name = 'products_catalog_version_update'").pluck().get() as string;
    const compared = [...trigger.matchAll(/old\.`(\w+)` IS new\.`\1`/g)].map((match) => match[1]);
    expect(compared.sort()).toEqual(columns.sort());
  });
});
