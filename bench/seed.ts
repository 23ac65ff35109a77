/**
 * A large, plausible catalogue for the bench: names made of an adjective or two, a noun of the product's
 * category and a variant; brands and descriptions from small pools, so the index's vocabulary looks like a
 * real shop's (a few thousand words) rather than a million serial numbers. Rows go in with prepared
 * inserts in one transaction with the products' indexes and search triggers set aside, then the indexes
 * are made and the full-text index rebuilt once (what the migration does for an existing shop).
 */
import type Database from 'better-sqlite3';
import { STARTING_CATEGORIES as CATEGORIES, type StartingCategory as Category } from '../src/server/db/seed/catalog-data.js';
import { DEMO_SYNONYMS } from '../src/server/db/seed/demo-synonyms.js';

export const ADJECTIVES = [
  'Cotton', 'Silk', 'Classic', 'Smart', 'Wireless', 'Travel', 'Organic', 'Herbal', 'Premium', 'Daily', 'Handloom', 'Printed', 'Embroidered',
  'Stainless', 'Leather', 'Waterproof', 'Portable', 'Natural', 'Pure', 'Roasted', 'Spiced', 'Matte', 'Glossy', 'Slim', 'Rugged', 'Compact',
  'Festive', 'Kids', 'Mens', 'Womens', 'Royal', 'Rustic', 'Vintage', 'Modern', 'Ultra', 'Deluxe', 'Bamboo', 'Khadi', 'Chanderi', 'Banarasi',
];
export const NOUNS: Record<Category, string[]> = {
  Fashion: ['Kurta', 'Saree', 'Dupatta', 'Shirt', 'Tshirt', 'Jeans', 'Lehenga', 'Sherwani', 'Jacket', 'Scarf', 'Shawl', 'Kurti', 'Palazzo', 'Blazer', 'Hoodie', 'Nehru Jacket'],
  Electronics: ['Phone', 'Earbuds', 'Headphones', 'Speaker', 'Charger', 'Powerbank', 'Smartwatch', 'Laptop', 'Tablet', 'Keyboard', 'Mouse', 'Monitor', 'Router', 'Camera', 'Trimmer'],
  Bags: ['Backpack', 'Handbag', 'Tote', 'Wallet', 'Duffel', 'Suitcase', 'Sling Bag', 'Clutch', 'Pouch', 'Trolley', 'Laptop Bag', 'Messenger Bag', 'Potli', 'Gym Bag', 'Satchel'],
  Footwear: ['Sandals', 'Sneakers', 'Chappals', 'Loafers', 'Boots', 'Slippers', 'Juttis', 'Kolhapuris', 'Heels', 'Flats', 'Mojaris', 'Running Shoes', 'Flip Flops', 'Oxfords', 'Clogs'],
  Groceries: ['Basmati Rice', 'Atta', 'Ghee', 'Toor Dal', 'Garam Masala', 'Tea', 'Coffee', 'Honey', 'Jaggery', 'Poha', 'Mustard Oil', 'Mango Pickle', 'Besan', 'Sugar', 'Cashews'],
  Beauty: ['Kajal', 'Lipstick', 'Moisturiser', 'Serum', 'Sunscreen', 'Shampoo', 'Face Wash', 'Soap', 'Perfume', 'Cream', 'Toner', 'Conditioner', 'Body Lotion', 'Foundation', 'Mascara'],
};
const VARIANTS = ['Red', 'Blue', 'Green', 'Black', 'White', 'Maroon', 'Mustard', 'Navy', 'Small', 'Medium', 'Large', 'XL', '500g', '1kg', '5kg', '250ml', '1L', 'Pack of 2', 'Pack of 3', 'Combo'];
/** The bench's sizes: none (sold one way), 3 or 5, taken in turn. */
const BENCH_SIZES: readonly (readonly string[])[] = [[], ['S', 'M', 'L'], ['S', 'M', 'L', 'XL', 'XXL']];
const SYLLABLES = ['ka', 'ri', 'va', 'no', 'sha', 'mi', 'ra', 'de', 'lu', 'ti', 'ya', 'ban', 'zen', 'ko', 'pa', 'mor', 'vi', 'sa', 'ta', 'ni'];
const DESCRIPTION_WORDS = (
  'comfortable durable lightweight everyday gift festival wedding office travel home kitchen family quality crafted tested soft strong ' +
  'fresh aromatic authentic traditional stylish elegant trusted warranty washable breathable handmade sourced farms artisans india ' +
  'delivery value classic modern colours fabric finish fragrance texture natural premium budget compact battery fast charging'
).split(' ');

export const BRANDS: string[] = Array.from({ length: 600 }, (_, i) => {
  const a = SYLLABLES[i % 20];
  const b = SYLLABLES[Math.floor(i / 20) % 20];
  const c = SYLLABLES[(i * 7 + 3) % 20];
  const word = a + b + c;
  return word[0].toUpperCase() + word.slice(1);
});

/** A small deterministic random generator (numbers in [0, 1)), so every run seeds and sends the same. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SeedResult {
  productIds: string[];
  productMs: number;
  indexMs: number;
  /** Of indexMs: the full-text index. */
  ftsMs: number;
  orderMs: number;
}

const FIRST_NAMES = ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rohan', 'Meera', 'Karan', 'Divya', 'Siddharth', 'Pooja', 'Aditya', 'Neha', 'Manish', 'Lakshmi', 'Suresh', 'Fatima', 'Imran', 'Deepa', 'Gurpreet', 'Harpreet', 'Joseph', 'Mary', 'Venkat', 'Revathi', 'Amit', 'Sunita', 'Nikhil', 'Shreya', 'Farhan', 'Zoya', 'Tenzin', 'Anil', 'Geeta', 'Ravi', 'Swati', 'Mohan'];
const SURNAMES = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Das', 'Banerjee', 'Mukherjee', 'Rao', 'Pillai', 'Menon', 'Khan', 'Shaikh', 'Fernandes', "D'Souza", 'Joshi', 'Kulkarni', 'Deshpande', 'Chatterjee', 'Bose', 'Agarwal', 'Jain', 'Mehta', 'Shah', 'Gill', 'Sandhu'];

/** The bench's customer number `i`: a name and an e-mail like a shop's real ones, unique by the number. */
export function benchCustomer(i: number): { name: string; email: string } {
  const first = FIRST_NAMES[i % FIRST_NAMES.length];
  const surname = SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length];
  return { name: `${first} ${surname}`, email: `${first}.${surname.replace(/'/g, '')}${i}@example.com`.toLowerCase() };
}

const pad = (n: number, width: number) => n.toString(36).padStart(width, '0');
const DAY = 24 * 60 * 60 * 1000;

export function seed(sqlite: Database.Database, counts: { products: number; orders: number }, userIds: string[]): SeedResult {
  const rand = random(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const started = performance.now();
  // A bulk load: no journal and no waiting for the disk; the shop's own settings come back at the end.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -1000000');
  sqlite.pragma('temp_store = MEMORY');

  // Set the products' and variants' indexes and triggers aside while loading; made again afterwards.
  const aside = sqlite
    .prepare(
      "select type, name, sql from sqlite_master where tbl_name in ('products', 'product_variants', 'product_option_values') and type in ('index', 'trigger') and sql is not null",
    )
    .all() as { type: string; name: string; sql: string }[];
  for (const item of aside) sqlite.exec(`drop ${item.type} "${item.name}"`);

  const insertProduct = sqlite.prepare(
    `insert into products (id, name, image, brand, category, description, price_paise, max_price_paise, count_in_stock, rating, num_reviews, is_published, options, created_at)
     values (?, ?, '/uploads/bench.webp', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVariant = sqlite.prepare(
    'insert into product_variants (id, product_id, position, option1, price_paise, count_in_stock, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertOptionValue = sqlite.prepare("insert into product_option_values (product_id, name, value) values (?, 'Size', ?)");
  const productIds: string[] = new Array(counts.products);
  const now = Date.now();
  sqlite.transaction(() => {
    for (let i = 0; i < counts.products; i++) {
      const category = CATEGORIES[i % CATEGORIES.length];
      const id = `p${pad(i, 8)}${pad(Math.floor(rand() * 2 ** 30), 6)}`;
      productIds[i] = id;
      const adjectives = rand() < 0.4 ? `${pick(ADJECTIVES)} ${pick(ADJECTIVES)}` : pick(ADJECTIVES);
      const name = `${adjectives} ${pick(NOUNS[category])} ${pick(VARIANTS)}`;
      const description = Array.from({ length: 8 }, () => pick(DESCRIPTION_WORDS)).join(' ');
      const brand = BRANDS[(Math.floor(rand() * 100) + CATEGORIES.indexOf(category) * 100) % BRANDS.length];
      const price = 100 * (49 + Math.floor(rand() * 20_000));
      const rating = Math.round(rand() * 50) / 10;
      const createdAt = now - i * 1000;
      // Three variants a product on average (docs/decisions/043-variants.md): a third sold one way (its one
      // variant has the product's id), a third in 3 sizes, a third in 5, the larger sizes a little dearer.
      const sizes = BENCH_SIZES[i % 3];
      const variants = (sizes.length === 0 ? [null] : sizes).map((size, position) => ({
        id: size === null ? id : `${id}v${position}`,
        size,
        price: price + position * 5_000 * (size === null ? 0 : 1),
        stock: rand() < 0.1 ? 0 : Math.floor(rand() * 200),
      }));
      const options = sizes.length === 0 ? '[]' : JSON.stringify([{ name: 'Size', values: sizes.map((value) => ({ value })) }]);
      const stock = variants.reduce((sum, v) => sum + v.stock, 0);
      insertProduct.run(id, name, brand, category, description, price, variants.at(-1)?.price ?? price, stock, rating, Math.floor(rand() * 400), rand() < 0.02 ? 0 : 1, options, createdAt);
      variants.forEach((v, position) => insertVariant.run(v.id, id, position, v.size, v.price, v.stock, createdAt));
      for (const size of sizes) insertOptionValue.run(id, size);
    }
  })();
  const productMs = performance.now() - started;
  // The synonym sets a new shop starts with: every search expands through them (docs/decisions/049-search-words.md).
  const insertSynonyms = sqlite.prepare('insert into search_synonyms (id, terms, created_at, updated_at) values (?, ?, ?, ?)');
  DEMO_SYNONYMS.forEach((terms, i) => insertSynonyms.run(`syn${i}`, JSON.stringify(terms), now, now));

  const indexStarted = performance.now();
  for (const item of aside.filter((x) => x.type === 'index')) sqlite.exec(item.sql);
  const ftsStarted = performance.now();
  // 'rebuild' reads the columns as stored, where the triggers give the index Devanagari without its nukta
  // (migrations/0041_search_nukta.sql): the same words here, as the bench's catalogue has no Devanagari.
  sqlite.exec("insert into products_fts (products_fts) values ('rebuild')");
  const ftsMs = performance.now() - ftsStarted;
  for (const item of aside.filter((x) => x.type === 'trigger')) sqlite.exec(item.sql);
  sqlite.exec('update catalog_version set version = version + 1');
  const indexMs = performance.now() - indexStarted;

  const orderStarted = performance.now();
  const ordersAside = sqlite
    .prepare("select type, name, sql from sqlite_master where tbl_name in ('orders', 'order_items') and type in ('index', 'trigger') and sql is not null")
    .all() as { type: string; name: string; sql: string }[];
  for (const item of ordersAside) sqlite.exec(`drop ${item.type} "${item.name}"`);
  const insertOrder = sqlite.prepare(
    `insert into orders (id, order_seq, order_number, user_id, user_name, user_email, address, city, pincode, state, country, payment_method,
       items_price_paise, tax_price_paise, shipping_price_paise, total_price_paise, created_at,
       payment_status, fulfilment_status, paid_at, shipped_at, delivered_at, cancelled_at, refunded_paise)
     values (?, ?, ?, ?, ?, ?, '1 MG Road', 'Bengaluru', '560001', 'Karnataka', 'India', ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // A line bought its product's first variant: the product's own, sold one way; its S otherwise.
  const insertItem = sqlite.prepare(
    `insert into order_items (id, order_id, product_id, variant_id, position, name, image, price_paise, qty, taxable_paise)
     values (?, ?, ?, (select id from product_variants where product_id = ? order by position limit 1), ?, ?, '/uploads/bench.webp', ?, ?, ?)`,
  );
  const productName = sqlite.prepare('select name, price_paise from products where id = ?');
  // Two years of trade, newest first: most orders long delivered, a few cancelled or refunded, the last
  // days' ones still waiting to ship or on their way; a little over half paid online, the rest cash on
  // delivery (paid when handed over). Popular products sell far more often than the rest.
  const spanMs = 2 * 365 * DAY;
  const HOUR = DAY / 24;
  sqlite.transaction(() => {
    for (let i = 0; i < counts.orders; i++) {
      const orderId = `o${pad(i, 8)}`;
      const userIndex = i % userIds.length;
      const createdAt = now - Math.floor(((i + rand()) * spanMs) / counts.orders);
      const age = now - createdAt;
      const online = rand() < 0.55;
      const roll = rand();
      const fulfilment =
        roll < 0.04 ? 'cancelled' : age > 7 * DAY ? 'delivered' : age > 2 * DAY ? (roll < 0.6 ? 'delivered' : 'shipped') : roll < 0.7 ? 'unfulfilled' : 'shipped';
      const lines = 1 + Math.floor(rand() * rand() * 4);
      let items = 0;
      const lineRows: [string, string, number, number][] = [];
      for (let line = 0; line < lines; line++) {
        const productId = productIds[Math.floor(rand() ** 3 * counts.products)];
        const product = productName.get(productId) as { name: string; price_paise: number };
        const qty = rand() < 0.8 ? 1 : 2;
        items += product.price_paise * qty;
        lineRows.push([productId, product.name, product.price_paise, qty]);
      }
      const tax = Math.floor((items * 1800 + 5000) / 10000);
      const total = items + tax;
      const shippedAt = fulfilment === 'shipped' || fulfilment === 'delivered' ? createdAt + 20 * HOUR : null;
      const deliveredAt = fulfilment === 'delivered' ? createdAt + 3 * DAY : null;
      const cancelledAt = fulfilment === 'cancelled' ? createdAt + 2 * HOUR : null;
      const paidAt = online ? (fulfilment === 'cancelled' && rand() < 0.5 ? null : createdAt + 2 * 60_000) : deliveredAt;
      const refunded = paidAt !== null && (fulfilment === 'cancelled' || rand() < 0.02) ? total : 0;
      const payment = paidAt === null ? 'unpaid' : refunded === total ? 'refunded' : 'paid';
      // Numbered in the order they were placed, oldest first, as migration 0021 numbers a shop's orders.
      const orderSeq = 10_000 + counts.orders - i;
      insertOrder.run(
        orderId, orderSeq, `RS-${orderSeq}`, userIds[userIndex], benchCustomer(userIndex).name, benchCustomer(userIndex).email, online ? 'Razorpay' : 'COD',
        items, tax, total, createdAt, payment, fulfilment, paidAt, shippedAt, deliveredAt, cancelledAt, refunded,
      );
      lineRows.forEach(([productId, name, price, qty], position) =>
        insertItem.run(`i${pad(i, 8)}${position}`, orderId, productId, productId, position, name, price, qty, price * qty),
      );
    }
  })();
  for (const item of ordersAside.filter((x) => x.type === 'index')) sqlite.exec(item.sql);
  for (const item of ordersAside.filter((x) => x.type === 'trigger')) sqlite.exec(item.sql);
  sqlite.exec("insert into orders_fts (orders_fts) values ('rebuild')");
  sqlite.prepare("update invoice_series set last_number = ? where series = 'order'").run(10_000 + counts.orders);
  sqlite.exec('update orders_version set version = version + 1');
  const orderMs = performance.now() - orderStarted;
  sqlite.pragma('cache_size = -2000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('optimize');
  return { productIds, productMs, indexMs, ftsMs, orderMs };
}
