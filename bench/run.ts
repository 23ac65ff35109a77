/**
 * The read-path bench (docs/decisions/012-search-index.md, 017-read-path-speed.md, 018-admin-lists.md).
 * Seeds 1,000,000 products and two years of trade, 200,000 orders (PRODUCTS and ORDERS override, for a
 * quick look), in a temporary DATA_DIR, starts the shop in a process of its own (bench/server.ts) with a
 * bare Fastify route answering the same JSON beside it, and loads it over HTTP with autocannon: 20
 * connections for the storefront, 2 for the admin area. Prints p50/p99 per figure with its target,
 * requests per second against the bare route and their ratios, the event loop's delay during the search
 * load and the server's memory, then the checkout figure (bench/checkout.ts); exits 1 when a figure misses its target. Waits for a quiet machine first and
 * exits 3 without measuring when it stays busy (machine-load.ts).  Run: npm run bench
 *
 * Every distinct request of a figure is sent once before its load (cold: caches empty, first use of the
 * statement), and those cold times are printed too, for information: the steady figures are what shoppers
 * see once a query has been asked since the last change to the catalogue (docs/decisions/012-search-index.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/database.js';
import { STARTING_CATEGORIES as CATEGORIES } from '../src/server/db/seed/catalog-data.js';
import { CHECKOUT_CONNECTIONS, CHECKOUT_TARGET, checkoutLines, checkoutLoad, checkoutShoppers, orderBodies, raiseCodLimits } from './checkout.js';
import { waitForQuietMachine } from './machine-load.js';
import { mb, Verdicts } from './verdicts.js';
import { ADJECTIVES, BRANDS, benchCustomer, NOUNS, random, seed } from './seed.js';
import { startShopProcess } from './shop-process.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 1_000_000);
const ORDERS = Number(process.env.ORDERS ?? PRODUCTS / 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const ADMIN_CONNECTIONS = 2;
const SEED_TARGET_MS = 120_000;

const verdicts = new Verdicts();
const { verdict } = verdicts;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

const machine = await waitForQuietMachine((line) => console.warn(line), 'bench');
// Made once the machine is quiet: a bench that exits 3 leaves nothing behind in the temporary directory.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));

// --- Seeding -------------------------------------------------------------------------------------------
const seedStarted = performance.now();
const database = openDatabase(dataDir);
const { sqlite } = database;
const adminId = 'u-bench-admin';
const customerIds = Array.from({ length: 1000 }, (_, i) => `u-bench-${i}`);
const insertUser = sqlite.prepare('insert into users (id, name, email, password_hash, is_admin) values (?, ?, ?, ?, ?)');
sqlite.transaction(() => {
  insertUser.run(adminId, 'Bench Admin', 'bench@example.com', 'not-a-password-hash', 1);
  customerIds.forEach((id, i) => insertUser.run(id, benchCustomer(i).name, benchCustomer(i).email, 'not-a-password-hash', 0));
})();
const seeded = seed(sqlite, { products: PRODUCTS, orders: ORDERS }, customerIds);
const step = Math.max(1, Math.floor(PRODUCTS / 2000));
const detailIds = sqlite.prepare(`select id from products where is_published = 1 and rowid % ${step} = 0 limit 2000`).pluck().all() as string[];
// The checkout figure's shoppers and what they buy (bench/checkout.ts).
const shoppers = checkoutShoppers(sqlite);
const checkoutVariants = checkoutLines(sqlite);
database.close();
raiseCodLimits(dataDir);
const orderBodiesToSend = orderBodies(dataDir, checkoutVariants);
const seedMs = performance.now() - seedStarted;
verdict(
  PRODUCTS < 1_000_000 || seedMs <= SEED_TARGET_MS,
  `seeded ${PRODUCTS.toLocaleString('en-IN')} products and ${ORDERS.toLocaleString('en-IN')} orders in ${(seedMs / 1000).toFixed(1)} s ` +
    `(products ${(seeded.productMs / 1000).toFixed(1)} s, indexes ${((seeded.indexMs - seeded.ftsMs) / 1000).toFixed(1)} s, full-text index ${(seeded.ftsMs / 1000).toFixed(1)} s, orders ${(seeded.orderMs / 1000).toFixed(1)} s; target ≤ ${SEED_TARGET_MS / 1000} s)`,
);

// --- The server ----------------------------------------------------------------------------------------
const { server, ask } = startShopProcess(dataDir);
const { shopPort, barePort } = await ask<{ shopPort: number; barePort: number }>('ready');
const { token } = await ask<{ token: string }>('token', { userId: adminId });
console.warn(`server started:${await phaseMemory()}`);
const shop = `http://127.0.0.1:${shopPort}`;
const bare = `http://127.0.0.1:${barePort}`;

// --- Workloads -----------------------------------------------------------------------------------------
const lower = (words: string[]) => words.map((w) => w.toLowerCase());
const nouns = Object.values(NOUNS).flat();
const keywords = [
  ...lower(ADJECTIVES),
  ...lower(nouns),
  'cotton kurta', 'silk saree', 'basmati rice', 'wireless earbuds', 'leather wallet', 'running shoes', 'herbal shampoo', 'organic honey',
  'kurta cotton', 'rice basmati', 'travel backpack', 'festive lehenga', 'smart watch', 'pure ghee', 'khadi kurta red',
  'basm', 'kur', 'wirel', 'headph', 'moistu', 'sunscr', 'cotton ku', 'silk sa',
  'kurtha', 'sareee', 'headphnes', 'moisturizr', 'backpak', 'sandels', 'lipstik', 'chapals',
  ...lower(BRANDS.slice(0, 20)),
  'comfortable', 'wedding gift', 'fast charging', 'handmade artisans',
].map((k) => `/api/products?keyword=${encodeURIComponent(k)}`);
// Three words, two of them misspelt: both corrected (docs/decisions/049-search-words.md).
const twoTypos = [
  'cottn kurtha premium', 'silk sareee festve', 'wireles headphnes portable', 'organc basmati ricee', 'leathr walet classic', 'herbl shampo natural',
  'travl backpak waterproof', 'sunscren herbal matt', 'royl sherwan festive', 'compct speakr wireless', 'stainles trimmr smart', 'handlom dupata cotton',
].map((k) => `/api/products?keyword=${encodeURIComponent(k)}`);
/**
 * The long tail: every search different and never asked before, as a shopper types them: two common words
 * (an adjective and a noun of one category) and a rare one (a brand of that category, 1 product in 600), so
 * no answer is ever kept in memory and most searches find a few products.
 */
function longTail(count: number): string[] {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const seen = new Set<string>();
  const urls: string[] = [];
  while (urls.length < count) {
    const c = Math.floor(next() * CATEGORIES.length);
    // The seed gives each category its own 100 brands (bench/seed.ts).
    const brand = BRANDS[(Math.floor(next() * 100) + c * 100) % BRANDS.length];
    const keyword = [pick(ADJECTIVES), pick(NOUNS[CATEGORIES[c]]), brand].join(' ').toLowerCase();
    if (seen.has(keyword)) continue;
    seen.add(keyword);
    urls.push(`/api/products?keyword=${encodeURIComponent(keyword)}`);
  }
  return urls;
}
const LONG_TAIL = 60_000;
const prefixes = [
  'ku', 'kur', 'kurt', 'sa', 'sar', 'ba', 'bas', 'basm', 'he', 'hea', 'head', 'wi', 'wir', 'co', 'cot', 'cotton k', 'silk s', 'mo', 'moi',
  'sun', 'fa', 'fas', 'el', 'ele', 'gr', 'gro', 'be', 'bea', 'fo', 'foo', 'lap', 'pho', 'gh', 'ghe', 'at', 'tea', 'hon', 'ja', 'jut', 'kol',
].map((q) => `/api/products/suggest?q=${encodeURIComponent(q)}`);
const categoryPages = CATEGORIES.flatMap((c) =>
  ['', '&sort=price_asc', '&sort=price_desc', '&sort=rating'].flatMap((sort) => [1, 2, 3].map((page) => `/api/products?category=${c.toLowerCase()}${sort}&pageNumber=${page}`)),
);
const filteredPages = CATEGORIES.flatMap((c, i) => {
  const category = `/api/products?category=${c.toLowerCase()}`;
  const brand = encodeURIComponent(BRANDS[i * 100 + 7]);
  return [
    `${category}&brand=${brand}`,
    `${category}&minPrice=500&maxPrice=2000`,
    `${category}&minPrice=500&maxPrice=2000&sort=price_asc`,
    `${category}&rating=4`,
    `${category}&inStock=true`,
    `${category}&rating=4&inStock=true&sort=rating`,
    `${category}&brand=${brand}&minPrice=1000&sort=price_desc`,
    `/api/products?keyword=${encodeURIComponent(lower(NOUNS[c])[0])}&category=${c.toLowerCase()}&inStock=true`,
    `/api/products?keyword=${encodeURIComponent(lower(NOUNS[c])[1])}&minPrice=200&maxPrice=5000&rating=3&sort=price_asc`,
  ];
});
const deepPages = CATEGORIES.flatMap((c) => [`/api/products?category=${c.toLowerCase()}&pageNumber=1000`, `/api/products?category=${c.toLowerCase()}&pageNumber=1000&sort=price_asc`]);
const details = detailIds.map((id) => `/api/products/${id}`);

// --- Measuring -----------------------------------------------------------------------------------------
interface Load {
  p50: number;
  p99: number;
  rps: number;
  cold?: { p50: number; max: number };
}

async function cold(base: string, urls: string[], headers: Record<string, string> = {}): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(base + url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], max: times[times.length - 1] };
}

async function load(base: string, urls: string[], options: { headers?: Record<string, string>; warm?: boolean; connections?: number; unique?: boolean } = {}): Promise<Load> {
  const coldTimes = options.warm === false ? undefined : await cold(base, urls, options.headers);
  let next = 0;
  let repeated = false;
  const result = await autocannon({
    url: base,
    connections: options.connections ?? CONNECTIONS,
    duration: SECONDS,
    headers: options.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          if (next >= urls.length) repeated = true;
          const url = urls[next++ % urls.length];
          return { ...request, path: url };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) throw new Error(`${urls[0]}…: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  if (options.unique && repeated) throw new Error(`${urls[0]}…: more requests than the ${urls.length} different ones prepared: make the list longer`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, cold: coldTimes };
}

/** The server's peak RSS over the load just run (and its JS heap after it), to see which load drives the peak. */
async function phaseMemory(): Promise<string> {
  const phase = await ask<{ peakRss: number; heapUsed: number }>('phase-memory');
  return `   peak RSS ${mb(phase.peakRss)}, heap after ${mb(phase.heapUsed)}`;
}

async function latencyFigure(name: string, figure: Load, targetMs: number) {
  const coldText = figure.cold ? `   cold: p50 ${ms(figure.cold.p50)}, max ${ms(figure.cold.max)}` : '';
  const memoryText = await phaseMemory();
  verdict(
    figure.p99 <= targetMs,
    `${name.padEnd(34)} p50 ${ms(figure.p50)}  p99 ${ms(figure.p99)}  (target p99 ≤ ${targetMs} ms)  ${Math.round(figure.rps)} req/s${coldText}${memoryText}`,
  );
}

console.warn(`\n${CONNECTIONS} connections, ${SECONDS} s per figure\n`);

// The event loop's delay is measured over the steady search load, after the cold round.
const searchCold = await cold(shop, keywords);
await ask('delay-start');
const search = { ...(await load(shop, keywords, { warm: false })), cold: searchCold };
const loopDelay = await ask<{ p50: number; p99: number; max: number }>('delay-stop');
await latencyFigure('keyword search', search, 20);
verdict(loopDelay.p99 <= 20, `${'event loop delay during search'.padEnd(34)} p50 ${ms(loopDelay.p50)}  p99 ${ms(loopDelay.p99)}  (target p99 ≤ 20 ms)  max ${ms(loopDelay.max)}`);
// Beside the repeated searches: a stream in which every search is new (docs/decisions/049-search-words.md).
await latencyFigure('keyword search, every one new', await load(shop, longTail(LONG_TAIL), { warm: false, unique: true }), 20);
await latencyFigure('three words, two typos', await load(shop, twoTypos), 20);
await latencyFigure('suggestions', await load(shop, prefixes), 10);
await latencyFigure('category pages', await load(shop, categoryPages), 15);
await latencyFigure('filtered pages', await load(shop, filteredPages), 15);
await latencyFigure('page 1,000 of a category', await load(shop, deepPages), 15);
await latencyFigure('product detail', await load(shop, details), 10);
// The admin area is used by the owner and a member of staff or two, not by a crowd: 2 clients at once.
console.warn(`\nAdmin area: ${ADMIN_CONNECTIONS} connections\n`);
const asAdmin = { headers: { authorization: `Bearer ${token}` }, connections: ADMIN_CONNECTIONS };
await latencyFigure('admin product list', await load(shop, ['/api/products?includeDrafts=true', '/api/products?includeDrafts=true&keyword=kurta'], asAdmin), 15);
// The owner's dashboard and order list over all the seeded orders (docs/decisions/018-admin-lists.md).
await latencyFigure('admin dashboard', await load(shop, ['/api/admin/dashboard'], asAdmin), 50);
const someone = benchCustomer(517);
await latencyFigure(
  'admin order list and search',
  await load(
    shop,
    [
      '/api/orders',
      '/api/orders?status=unfulfilled',
      '/api/orders?pageNumber=500',
      `/api/orders?keyword=${encodeURIComponent(someone.name)}`,
      `/api/orders?keyword=${encodeURIComponent(someone.email)}`,
      `/api/orders?keyword=${encodeURIComponent(someone.name.split(' ')[1])}`,
      '/api/orders?keyword=o00001234',
      // An order number, and eight characters of an id (every id read from its index: docs/decisions/032-order-numbers.md).
      '/api/orders?keyword=RS-123456',
      '/api/orders?keyword=00001234',
    ],
    asAdmin,
  ),
  15,
);

console.warn('\nThroughput against a bare Fastify route answering the same JSON (same run, same machine)\n');
const firstId = (await (await fetch(`${shop}/api/products`)).json()).products[0]._id as string;
const trpcList = `/trpc/products.list?input=${encodeURIComponent(JSON.stringify({}))}`;
const trpcDetail = `/trpc/products.byId?input=${encodeURIComponent(JSON.stringify({ id: firstId }))}`;
const throughput = {
  bareList: await load(bare, ['/list'], { warm: false }),
  restList: await load(shop, ['/api/products']),
  trpcList: await load(shop, [trpcList]),
  bareDetail: await load(bare, ['/detail'], { warm: false }),
  restDetail: await load(shop, [`/api/products/${firstId}`]),
  trpcDetail: await load(shop, [trpcDetail]),
};
console.warn(`throughput loads:${await phaseMemory()}`);
for (const [name, figure] of Object.entries(throughput)) {
  console.warn(`      ${name.padEnd(12)} ${Math.round(figure.rps).toString().padStart(7)} req/s   p50 ${ms(figure.p50)}  p99 ${ms(figure.p99)}`);
}
const ratio = (name: string, a: Load, b: Load, target: number) => {
  const value = a.rps / b.rps;
  verdict(value >= target, `${name.padEnd(34)} ${value.toFixed(2)}× bare  (target ≥ ${target.toFixed(2)}×)`);
};
ratio('REST GET /api/products', throughput.restList, throughput.bareList, 0.3);
ratio('REST GET /api/products/{id}', throughput.restDetail, throughput.bareDetail, 0.35);
ratio('tRPC products.list', throughput.trpcList, throughput.bareList, 0.25);
console.warn(`      tRPC products.byId                 ${(throughput.trpcDetail.rps / throughput.bareDetail.rps).toFixed(2)}× bare (no target)`);

// Last: orders change the catalogue's stock, so every kept answer above would be asked afresh after them.
console.warn(`\nCheckout: ${CHECKOUT_CONNECTIONS} shoppers at once, each order from the next of ${shoppers.length.toLocaleString('en-IN')} accounts\n`);
for (const shopper of shoppers) shopper.token = (await ask<{ token: string }>('token', { userId: shopper.id })).token;
const checkout = await checkoutLoad(shop, shoppers, orderBodiesToSend, { connections: CHECKOUT_CONNECTIONS, seconds: SECONDS });
const checkoutMemory = await phaseMemory();
verdict(
  checkout.ordersPerSecond >= CHECKOUT_TARGET && checkout.refused === 0,
  `${'checkout (POST /api/orders)'.padEnd(34)} ${Math.round(checkout.ordersPerSecond)} orders/s  (target ≥ ${CHECKOUT_TARGET.toLocaleString('en-IN')})  ` +
    `p50 ${ms(checkout.p50)}  p99 ${ms(checkout.p99)}  ${checkout.refused} refused${checkoutMemory}`,
);

const memory = await ask<{ rss: number; peakRss: number; heapUsed: number; external: number; arrayBuffers: number }>('memory');
verdict(
  memory.peakRss <= 400 * 1024 * 1024,
  `${'server memory (peak RSS)'.padEnd(34)} ${mb(memory.peakRss)}  (target ≤ 400 MB)   now: RSS ${mb(memory.rss)}, JS heap ${mb(memory.heapUsed)}, external ${mb(memory.external)}`,
);

server.send({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
console.warn(`\n${machine.report()}`);
verdicts.finish();
