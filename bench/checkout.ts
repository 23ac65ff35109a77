/**
 * Checkout under load (docs/decisions/053-checkout-throughput.md): signed-in shoppers place cash-on-delivery
 * orders of one to three lines through the REST API (POST /api/orders), each with its own account and
 * address, at the prices and totals the shop's own checkout would send. Used by `npm run bench` (the
 * checkout figure) and `npm run bench:capacity`; `npm run bench:checkout` (bench/checkout-alone.ts) runs it alone
 * on a small catalogue (PRODUCTS, BENCH_SECONDS, CONNECTIONS override; SERVER_NODE_OPTIONS=--cpu-prof profiles it).
 */
import type Database from 'better-sqlite3';
import autocannon from 'autocannon';
import { loadShippingRules } from '../src/server/shipping/shipping-rules.js';
import { openDatabase } from '../src/server/db/database.js';
import { SettingsStore } from '../src/server/settings/store-settings.js';
import { priceOrder } from '../src/shared/order-totals.js';
import { deliveryFee, deliveryTerms } from '../src/shared/shipping.js';
import { paiseToMoneyString } from '../src/shared/money.js';
import { random } from './seed.js';

/** Issue 36: orders a second the one box takes, with this many shoppers ordering at once. */
export const CHECKOUT_TARGET = 1500;
export const CHECKOUT_CONNECTIONS = 32;

/** The accounts the checkout load places its orders from (created by `checkoutShoppers`). */
export const CHECKOUT_ACCOUNTS = 2000;
/** What the bench lets one account hold unshipped: the shop's limits are for real shoppers, not this crowd. */
export const CHECKOUT_OPEN_ORDERS = 100;

const ADDRESS = { city: 'Bengaluru', pincode: '560001', state: 'Karnataka' };

export interface Shopper {
  id: string;
  name: string;
  email: string;
  token?: string;
}

/** Adds the checkout's accounts, 10-digit mobile numbers and all, to a seeded shop's database. */
export function checkoutShoppers(sqlite: Database.Database, count = CHECKOUT_ACCOUNTS): Shopper[] {
  const shoppers = Array.from({ length: count }, (_, i) => ({ id: `u-checkout-${i}`, name: `Checkout Shopper ${i}`, email: `checkout${i}@example.com` }));
  const insert = sqlite.prepare('insert into users (id, name, email, password_hash, is_admin) values (?, ?, ?, ?, 0)');
  sqlite.transaction(() => {
    for (const shopper of shoppers) insert.run(shopper.id, shopper.name, shopper.email, 'not-a-password-hash');
  })();
  return shoppers;
}

interface Line {
  product: string;
  variant: string;
  pricePaise: number;
  gstRateBp: number;
}

/**
 * The variants the load buys: in stock for the whole run (their stock is raised to a million, the products'
 * totals with it), published, spread over the catalogue.
 */
export function checkoutLines(sqlite: Database.Database, count = 500): Line[] {
  const lines = sqlite
    .prepare(
      `select v.product_id as product, v.id as variant, v.price_paise as pricePaise, p.gst_rate_bp as gstRateBp
         from product_variants v join products p on p.id = v.product_id
        where p.is_published = 1 and v.rowid % 7 = 0 limit ?`,
    )
    .all(count) as Line[];
  const raise = sqlite.prepare('update product_variants set count_in_stock = 1000000 where id = ?');
  const total = sqlite.prepare('update products set count_in_stock = (select sum(count_in_stock) from product_variants where product_id = products.id) where id = ?');
  sqlite.transaction(() => {
    for (const line of lines) raise.run(line.variant);
    for (const product of new Set(lines.map((line) => line.product))) total.run(product);
  })();
  return lines;
}

/** Pre-made order bodies: the totals worked out as the storefront does, with the shop's delivery terms. */
export function orderBodies(dataDir: string, lines: Line[], count = 2000): string[] {
  const database = openDatabase(dataDir);
  const rules = loadShippingRules(database.db);
  database.close();
  const terms = deliveryTerms(rules, ADDRESS.pincode, ADDRESS.state);
  const next = random(11);
  const rupees = (paise: number) => paiseToMoneyString(paise);
  return Array.from({ length: count }, (_, i) => {
    const chosen = new Map<string, Line & { qty: number }>();
    const size = 1 + Math.floor(next() * 3);
    while (chosen.size < size) {
      const line = lines[Math.floor(next() * lines.length)];
      if (!chosen.has(line.variant)) chosen.set(line.variant, { ...line, qty: 1 + Math.floor(next() * 2) });
    }
    const items = [...chosen.values()];
    const priced = items.map((line) => ({ unitPrice: line.pricePaise, qty: line.qty, gstRate: line.gstRateBp / 100 }));
    const itemsPaise = priced.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
    const { totals } = priceOrder(priced, 0, { charges: { shipping: deliveryFee(terms, itemsPaise), codFee: rules.codFeePaise }, inclusive: false, roundToRupee: true });
    return JSON.stringify({
      orderItems: items.map(({ product, variant, qty }) => ({ product, variant, qty })),
      shippingAddress: { recipientName: `Shopper ${i}`, phone: `98${String(10_000_000 + i).padStart(8, '0')}`, address: `${i + 1}, MG Road`, ...ADDRESS },
      paymentMethod: 'COD',
      itemsPrice: rupees(totals.itemsPrice),
      taxPrice: rupees(totals.taxPrice),
      shippingPrice: rupees(totals.shippingPrice),
      codFee: rupees(totals.codFee ?? 0),
      roundOff: (totals.roundOff ?? 0) < 0 ? `-${rupees(-(totals.roundOff ?? 0))}` : rupees(totals.roundOff ?? 0),
      totalPrice: rupees(totals.totalPrice),
    });
  });
}

export interface CheckoutFigure {
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  refused: number;
}

/** Orders placed for `seconds` by `connections` shoppers at once, each request from the next account in turn. */
export async function checkoutLoad(shop: string, shoppers: Shopper[], bodies: string[], options: { connections: number; seconds: number }): Promise<CheckoutFigure> {
  let next = 0;
  const result = await autocannon({
    url: shop,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => {
          const n = next++;
          const shopper = shoppers[n % shoppers.length];
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
            body: bodies[n % bodies.length],
          };
        },
      },
    ],
  });
  const orders = result['2xx'];
  return { orders, ordersPerSecond: orders / options.seconds, p50: result.latency.p50, p99: result.latency.p99, refused: result.non2xx + result.errors + result.timeouts };
}

/** The shop's cash-on-delivery limits raised for the bench's accounts (set before the server starts). */
export function raiseCodLimits(dataDir: string): void {
  const database = openDatabase(dataDir);
  new SettingsStore(database.db).save({
    codMaxOpenOrdersPerAccount: CHECKOUT_OPEN_ORDERS,
    codMaxOpenOrdersPerAddress: CHECKOUT_OPEN_ORDERS,
    codMaxUnitsPerProductPerDay: 100_000,
  });
  database.close();
}
