/**
 * How big one box goes (issue 36): the largest request rate, and the checkout rate in it, that the shop
 * answers with storefront p99 ≤ 200 ms and checkout p99 ≤ 500 ms, with the CPU and memory that took; the
 * checkout figure alone (32 shoppers ordering at once, target ≥ 1,500 orders/s); and what a CDN in front
 * changes (requests reaching the shop per page view). Prints every figure with its target, ends with
 * `N passed, N failed` and exits 1 on a miss. Waits for a quiet machine first and exits 3 without measuring
 * when it stays busy (machine-load.ts; BENCH_ANY_LOAD=1 measures anyway, labelled not comparable).
 * Run: npm run bench:capacity, after npm run build: the storefront's pages are drawn by the server from
 * dist/ssr as in production, so the bench stops at once when the client is not built.
 *
 * The shop: PRODUCTS (100,000) products with ORDERS (a fifth as many) orders of two years (bench/seed.ts),
 * the checkout's 2,000 accounts and the variants they buy, its cash-on-delivery limits raised
 * (bench/checkout.ts), in a temporary DATA_DIR, started in a process of its own (bench/server.ts) with the
 * Node flags of `npm start`. PRODUCTS=5000 BENCH_SECONDS=3 is a quick look of a minute or two.
 *
 * The mix is made of visits, each a script of page views with think times between them (exponential, mean
 * THINK_MS), sending what the shop's own browser client sends (src/client):
 * - A page landed on (from a link or a search engine) is the drawn page: `/`, `/category/{slug}` (some
 *   sorted, some page 2 or 3), `/search/{keyword}`, `/product/{id}`. Later page views are the client's own
 *   navigation: tRPC GETs as httpBatchLink sends them (`/trpc/products.byId?batch=1&input=…`), the inputs
 *   made by the same helpers as the client's (src/shared/storefront-pages.ts): products.list for a category
 *   or a search, products.top and .list for the home, products.byId for a product, and products.suggest
 *   twice while a search is typed. A product page asks shipping.delivery for the pincode the visitor has set
 *   (every signed-in shopper, a third of the others). Products are drawn with a long tail (a cube of a
 *   uniform draw: the first 1 % of the catalogue gets a fifth of the views), searches from the seed's words:
 *   a noun, an adjective and a noun, a misspelt noun, or a rare three-word search.
 * - Three kinds of visit: browsing (anonymous); filling a cart (signed in: GET /api/cart when a page is
 *   landed on and a PUT /api/cart of the whole cart per product added, as src/client/state/cart-sync.ts does,
 *   and the cart page's refresh of its lines); and buying (signed in, back to a cart filled earlier: the drawn
 *   /cart page, GET /api/cart, the lines' refresh, three checkout steps the browser draws alone, POST
 *   /api/orders with a body from orderBodies, then the PUT /api/cart of the emptied cart). Signed-in reads
 *   carry the shopper's token (so no CDN may keep them); a page navigation never does.
 * - The issue's shares are of requests: browsing and searching 80 %, cart requests (/api/cart) 15 %,
 *   checkouts 5 %. The proportions of the three visits are solved from their mean requests so that the mix
 *   has exactly those shares on average ("mix as sent" prints what it had). That makes about one visit in
 *   three a purchase, far above a real shop's conversion: the mix leans towards the dear requests.
 * - Static files (hashed scripts and stylesheet, photos: `immutable`, kept a year by browsers and by any
 *   CDN) are not in the mix: they are served from disk, precompressed, and a returning visitor asks none.
 *
 * Open loop: each step offers a fixed request rate for BENCH_SECONDS (10). Its plan is made beforehand:
 * visits starting at random (Poisson) from before the step, so that it starts in steady state, a random
 * part of them taken so that the step offers its rate to within a visit (see plan()). Every request is sent
 * at its time whatever the answers, and its latency counted from that time to the answer's last byte, so a
 * slow shop shows as latency, not as a lower rate (autocannon sends a connection's next request only when
 * the last is answered, and would hide the queue). The load is node:http over up to 256 keep-alive
 * connections, in this process: its CPU is the column "load CPU", and how late its timer sent is "late
 * p99" (which counts in the latencies). An answer that has not come TIMEOUT_MS after its step is an error. The
 * steps double from 25 requests a second (BENCH_RATES=25,50,… overrides) and stop at the first that misses;
 * one more step between the last that passed and the first that missed narrows the figure. A step passes
 * when storefront p99 (browsing and cart requests) ≤ 200 ms, checkout p99 ≤ 500 ms, and every answer was a
 * 2xx. Before them, not counted: 300 requests of the mix one after another (a shop just started compiles
 * its code and draws and styles its first pages; any refusal stops the bench there), then the first rate.
 *
 * Per step: offered and answered requests a second, checkouts a second, p50/p99 of both classes, errors,
 * the shop's CPU (from /proc/<pid>/stat, % of one core, over the step and its last answers), the load's own
 * CPU (it shares the 2 cores) and the shop's peak RSS over the step (IPC 'phase-memory'). The lowest step
 * that missed is shown by kind of request, with the shop's event loop delay over it (IPC 'delay-start' and
 * 'delay-stop'); BENCH_KINDS=1 shows every step so, and the warm-up round. SERVER_NODE_OPTIONS passes flags
 * to the shop's process (`--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the time goes). Then the
 * closed-loop checkout figure as npm run bench:checkout measures it (checkoutLoad: 32 connections, each
 * sending its next order when the last is answered).
 *
 * What a CDN in front changes: each answer in the steps said who may keep it (docs/decisions/052-cdn-caching.md:
 * `public, max-age=0, s-maxage=60` and `CDN-Cache-Control: public, max-age=60, …` for pages and catalogue
 * reads asked without a sign-in, `private, no-store` for the rest). The mix at the capacity rate, and at ten
 * times it, is made again (not sent) and replayed through a cache that keeps each answer it may keep for
 * that max-age, by URL, and asks the shop again once it has expired (a CDN that serves stale while it
 * revalidates still asks once). Requests to the shop per page view, with and without it, for the whole mix
 * and for browsing visits alone; the checkout's steps drawn in the browser count as page views.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.js';
import { clientDistDir, serverRendererFile } from '../src/server/paths.js';
import { PRODUCT_SORTS, type ProductSort } from '../src/shared/constants.js';
import { categoryListInput, filterInput, homeListInput, searchListInput, writePageParams, type ListFilters } from '../src/shared/storefront-pages.js';
import { CHECKOUT_CONNECTIONS, CHECKOUT_TARGET, checkoutLines, checkoutLoad, checkoutShoppers, orderBodies, raiseCodLimits, type Shopper } from './checkout.js';
import { waitForQuietMachine } from './machine-load.js';
import { mb, Verdicts } from './verdicts.js';
import { ADJECTIVES, BRANDS, benchCustomer, NOUNS, seed } from './seed.js';
import { startShopProcess } from './shop-process.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const ORDERS = Number(process.env.ORDERS ?? Math.floor(PRODUCTS / 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATES = (process.env.BENCH_RATES ?? '25,50,100,200,400,800,1600,3200,6400')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const MIN_RATE = 5;
const WARM_UP_SECONDS = Math.min(SECONDS, 5);
const WARM_UP_REQUESTS = 300;
const STOREFRONT_P99_MS = 200;
const CHECKOUT_P99_MS = 500;
/** The issue's mix, as shares of the requests. */
const MIX = { browse: 0.8, cart: 0.15, checkout: 0.05 } as const;
const THINK_MS = 1500;
const TIMEOUT_MS = 10_000;
const MAX_SOCKETS = 256;
const PINCODES = ['560001', '110001', '400001', '600001', '700001', '500001', '411001', '380001'];

if (!existsSync(path.join(clientDistDir, 'index.html')) || !existsSync(serverRendererFile)) {
  console.error(`The client is not built (${path.relative(process.cwd(), serverRendererFile)} is missing): run npm run build first.`);
  process.exit(1);
}

const verdicts = new Verdicts();
const { verdict } = verdicts;
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1).padStart(6)} ms` : '     – ms');
const percent = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} %` : '–');
const whole = (value: number) => Math.round(value).toLocaleString('en-IN');

const machine = await waitForQuietMachine((line) => console.warn(line), 'bench:capacity');
console.warn(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GB, Node ${process.version}`);

// --- The shop ------------------------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-capacity-'));
const seedStarted = performance.now();
const database = openDatabase(dataDir);
const { sqlite } = database;
const customerIds = Array.from({ length: 1000 }, (_, i) => `u-bench-${i}`);
const insertUser = sqlite.prepare('insert into users (id, name, email, password_hash, is_admin) values (?, ?, ?, ?, 0)');
sqlite.transaction(() => customerIds.forEach((id, i) => insertUser.run(id, benchCustomer(i).name, benchCustomer(i).email, 'not-a-password-hash')))();
seed(sqlite, { products: PRODUCTS, orders: ORDERS }, customerIds);
const shoppers: Shopper[] = checkoutShoppers(sqlite);
const lines = checkoutLines(sqlite);
/** The catalogue as visitors meet it, most viewed first (the draw below favours the start). */
const catalogue = sqlite.prepare('select id, price_paise as pricePaise from products where is_published = 1 order by rowid').all() as { id: string; pricePaise: number }[];
const slugs = sqlite.prepare('select slug from categories order by position').pluck().all() as string[];
database.close();
raiseCodLimits(dataDir);
const bodies = orderBodies(dataDir, lines);
console.warn(
  `seeded ${whole(PRODUCTS)} products, ${whole(ORDERS)} orders and ${whole(shoppers.length)} shoppers' accounts in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

const { server, ask } = startShopProcess(dataDir);
let stopping = false;
server.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The shop's process ended during the bench (code ${code}, signal ${signal}).`);
  process.exit(1);
});
const { shopPort } = await ask<{ shopPort: number }>('ready');
for (const shopper of shoppers) shopper.token = (await ask<{ token: string }>('token', { userId: shopper.id })).token;
const shop = `http://127.0.0.1:${shopPort}`;
const serverPid = server.pid as number;

/** The shop's CPU time so far in seconds (user and system, all its threads), NaN off Linux. */
function serverCpuSeconds(): number {
  try {
    const stat = readFileSync(`/proc/${serverPid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

// --- The visits ----------------------------------------------------------------------------------------
type Rand = () => number;
/** A small deterministic generator (mulberry32), so every run sends the same mix. */
function random(seed: number): Rand {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const exponential = (rand: Rand, mean: number) => -mean * Math.log(1 - rand());
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
/** From a list ordered most popular first: a long tail. */
const popular = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() ** 3 * list.length)];
function weighted<T extends string>(rand: Rand, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = rand() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

type Klass = keyof typeof MIX;
type VisitKind = 'browsing' | 'cart' | 'buying';
const VISIT_KINDS: readonly VisitKind[] = ['browsing', 'cart', 'buying'];

interface Call {
  /** What it is, as the tables name it. */
  kind: string;
  klass: Klass;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  token?: string;
  body?: string;
  /** When it is sent, in ms from the start of its visit (a script) or of its step (a plan). */
  at: number;
  visit: VisitKind;
}

interface Script {
  calls: Call[];
  /** When each page view began, in ms from the start of the visit. */
  views: number[];
  length: number;
}

const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());
const nouns = lower(Object.values(NOUNS).flat());
const adjectives = lower(ADJECTIVES);
const commonSearches = [...nouns, ...adjectives.flatMap((adjective, i) => nouns.filter((_, j) => (i + j) % 9 === 0).map((noun) => `${adjective} ${noun}`))];
/** A word with one letter left out, as typed in a hurry. */
const misspelt = (word: string, rand: Rand) => {
  const at = 1 + Math.floor(rand() * (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
};
function searchKeyword(rand: Rand): string {
  const roll = rand();
  if (roll < 0.7) return popular(rand, commonSearches);
  if (roll < 0.85) return misspelt(popular(rand, nouns), rand);
  // The long tail: an adjective, a noun and a brand (each brand is one product in 600).
  return `${pick(rand, adjectives)} ${pick(rand, nouns)} ${pick(rand, BRANDS).toLowerCase()}`;
}
function listFilters(rand: Rand): ListFilters {
  const sort: ProductSort | undefined = rand() < 0.75 ? undefined : pick(rand, PRODUCT_SORTS.filter((s) => s !== 'relevance'));
  return { brands: [], inStock: false, ...(sort ? { sort } : {}) };
}
const listPage = (rand: Rand) => (rand() < 0.8 ? 1 : rand() < 0.75 ? 2 : 3);
/** A tRPC GET as httpBatchLink sends it: the procedures joined by commas, the inputs by their place. */
function trpcGet(procedures: string[], inputs: unknown[]): string {
  const input = Object.fromEntries(inputs.flatMap((value, i) => (value === undefined ? [] : [[String(i), value]])));
  return `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** When the client saves the cart it emptied after an order. */
const SAVE_AFTER_ORDER_MS = 600;

type PageKind = 'home' | 'category' | 'search' | 'product';
const LANDINGS: Record<PageKind, number> = { product: 0.35, category: 0.25, home: 0.25, search: 0.15 };
const NAVIGATIONS: Record<PageKind, number> = { product: 0.5, search: 0.25, category: 0.2, home: 0.05 };
type CartLine = (typeof lines)[number];

/** One visit being written: its clock, its shopper if signed in, its cart. */
class Visit {
  private t = 0;
  readonly calls: Call[] = [];
  readonly views: number[] = [];
  readonly cart: { product: string; variant: string; qty: number }[] = [];
  readonly pincode: string | undefined;
  constructor(
    readonly rand: Rand,
    readonly visit: VisitKind,
    readonly token: string | undefined,
  ) {
    this.pincode = token || rand() < 1 / 3 ? pick(rand, PINCODES) : undefined;
  }
  think() {
    this.t += exponential(this.rand, THINK_MS);
  }
  view() {
    this.views.push(this.t);
  }
  send(call: Omit<Call, 'at' | 'visit' | 'token'>, after = 0, signed = true) {
    this.calls.push({ ...call, at: this.t + after, visit: this.visit, ...(signed && this.token ? { token: this.token } : {}) });
  }
  /** A read of the storefront's client: signed in, it carries the token (and no CDN may keep it). */
  read(kind: string, path: string, after = 0) {
    this.send({ kind: this.token ? `${kind} (signed in)` : kind, klass: 'browse', method: 'GET', path }, after);
  }
  script(): Script {
    return { calls: this.calls, views: this.views, length: this.t };
  }

  /** A page landed on: the drawn page (a navigation carries no token), then what the page asks once it runs. */
  land(kind: PageKind) {
    this.view();
    const { rand } = this;
    let address: string;
    let product: (typeof catalogue)[number] | undefined;
    if (kind === 'home') address = '/';
    else if (kind === 'category') address = `/category/${pick(rand, slugs)}${writePageParams({ filters: listFilters(rand), page: listPage(rand) })}`;
    else if (kind === 'search') address = `/search/${encodeURIComponent(searchKeyword(rand))}`;
    else {
      product = popular(rand, catalogue);
      address = `/product/${product.id}`;
    }
    this.send({ kind: `page /${kind === 'home' ? '' : kind}`, klass: 'browse', method: 'GET', path: address }, 0, false);
    this.afterLanding();
    if (product) this.delivery(product.pricePaise);
  }
  /** A signed-in shopper's page, once loaded, reads the saved cart. */
  afterLanding() {
    if (this.token) this.send({ kind: 'GET /api/cart', klass: 'cart', method: 'GET', path: '/api/cart' }, 300);
  }
  delivery(pricePaise: number) {
    if (this.pincode) this.read('tRPC shipping.delivery', trpcGet(['shipping.delivery'], [{ pincode: this.pincode, value: pricePaise / 100 }]), 300);
  }
  /** A page view within the client: the reads its page makes. */
  navigate(kind: PageKind, product = popular(this.rand, catalogue)) {
    this.view();
    const { rand } = this;
    if (kind === 'home') {
      this.read('tRPC products.top+list', trpcGet(['products.top', 'products.list'], [undefined, homeListInput(1)]));
    } else if (kind === 'category') {
      this.read('tRPC products.list', trpcGet(['products.list'], [{ ...categoryListInput(pick(rand, slugs), listPage(rand)), ...filterInput(listFilters(rand)) }]));
    } else if (kind === 'search') {
      // Typed with pauses: suggestions twice, then the results.
      const keyword = searchKeyword(rand);
      this.read('tRPC products.suggest', trpcGet(['products.suggest'], [{ q: keyword.slice(0, 3) }]));
      if (keyword.length > 5) this.read('tRPC products.suggest', trpcGet(['products.suggest'], [{ q: keyword.slice(0, 6) }]), 500);
      this.read('tRPC products.list', trpcGet(['products.list'], [searchListInput(keyword, 1)]), 1200);
    } else {
      this.read('tRPC products.byId', trpcGet(['products.byId'], [{ id: product.id }]));
      this.delivery(product.pricePaise);
    }
  }
  /** A product of the checkout's lines viewed and added to the cart: the whole cart saved. */
  addToCart(line: CartLine) {
    this.navigate('product', { id: line.product, pricePaise: line.pricePaise });
    const known = this.cart.find((item) => item.variant === line.variant);
    if (known) known.qty = Math.min(known.qty + 1, 3);
    else this.cart.push({ product: line.product, variant: line.variant, qty: 1 });
    this.saveCart(800);
  }
  saveCart(after: number) {
    this.send({ kind: 'PUT /api/cart', klass: 'cart', method: 'PUT', path: '/api/cart', body: JSON.stringify({ cartItems: this.cart }) }, after);
  }
  /** The cart page: its lines read again, fresh (one batched request, src/client/state/use-fresh-cart.ts). */
  cartPage() {
    this.view();
    if (this.cart.length) this.read('tRPC cart lines', trpcGet(this.cart.map(() => 'products.byId'), this.cart.map((item) => ({ id: item.product }))));
  }
}

/** A visit's script; `account` is the shopper's index for a signed-in visit. */
function visitScript(kind: VisitKind, rand: Rand, account: number): Script {
  const token = kind === 'browsing' ? undefined : shoppers[account % shoppers.length].token;
  if (kind !== 'browsing' && !token) throw new Error('A signed-in visit needs its shopper\'s token');
  const visit = new Visit(rand, kind, token);
  if (kind === 'browsing') {
    visit.land(weighted(rand, LANDINGS));
    for (let n = 0; n < 25 && rand() < 0.8; n++) {
      visit.think();
      visit.navigate(weighted(rand, NAVIGATIONS));
    }
  } else if (kind === 'cart') {
    visit.land(weighted(rand, LANDINGS));
    const views = 1 + Math.floor(exponential(rand, 3));
    for (let n = 0; n < views; n++) {
      visit.think();
      if (rand() < 0.35) visit.addToCart(pick(rand, lines));
      else visit.navigate(weighted(rand, NAVIGATIONS));
    }
    if (visit.cart.length && rand() < 0.4) {
      visit.think();
      visit.cartPage();
    }
  } else {
    // Back to a cart filled on an earlier visit: the cart page, then the checkout's steps, then the order.
    const size = 1 + Math.floor(rand() * 3);
    for (let n = 0; n < size; n++) {
      const line = pick(rand, lines);
      if (!visit.cart.some((item) => item.variant === line.variant)) visit.cart.push({ product: line.product, variant: line.variant, qty: 1 });
    }
    visit.view();
    visit.send({ kind: 'page /cart', klass: 'browse', method: 'GET', path: '/cart' }, 0, false);
    visit.afterLanding();
    if (visit.cart.length) visit.read('tRPC cart lines', trpcGet(visit.cart.map(() => 'products.byId'), visit.cart.map((item) => ({ id: item.product }))), 300);
    // Shipping, payment and place order: drawn in the browser from what it holds.
    for (let step = 0; step < 3; step++) {
      visit.think();
      visit.view();
    }
    visit.send({ kind: 'POST /api/orders', klass: 'checkout', method: 'POST', path: '/api/orders', body: bodies[account % bodies.length] });
    // The client empties its cart once the order is placed, and saves that.
    visit.cart.length = 0;
    visit.saveCart(SAVE_AFTER_ORDER_MS);
  }
  return visit.script();
}

interface VisitMeans {
  requests: Record<Klass, number>;
}
/** The mean requests of each kind of visit, and the proportions of visits that give the issue's mix. */
function visitMix(): { share: Record<VisitKind, number>; requestsPerVisit: number; longest: number } {
  const rand = random(1);
  const samples = 20_000;
  let longest = 0;
  const means = Object.fromEntries(
    VISIT_KINDS.map((kind) => {
      const sum: VisitMeans = { requests: { browse: 0, cart: 0, checkout: 0 } };
      for (let i = 0; i < samples; i++) {
        const script = visitScript(kind, rand, i);
        for (const call of script.calls) sum.requests[call.klass] += 1 / samples;
        longest = Math.max(longest, script.length + SAVE_AFTER_ORDER_MS + 2000);
      }
      return [kind, sum];
    }),
  ) as Record<VisitKind, VisitMeans>;
  // Per buying visit (one checkout): the cart requests the mix wants beyond the buyers' own come from cart
  // visits, and the browsing requests beyond both from browsing visits.
  const total = (m: VisitMeans) => m.requests.browse + m.requests.cart + m.requests.checkout;
  const buying = 1 / means.buying.requests.checkout;
  const all = buying / MIX.checkout;
  const cart = (all * MIX.cart - buying * means.buying.requests.cart) / means.cart.requests.cart;
  const browsing = (all * MIX.browse - buying * means.buying.requests.browse - cart * means.cart.requests.browse) / means.browsing.requests.browse;
  if (cart < 0 || browsing < 0) throw new Error(`The visits cannot make the mix ${JSON.stringify(MIX)}: ${JSON.stringify(means)}`);
  const visits = buying + cart + browsing;
  const share = { browsing: browsing / visits, cart: cart / visits, buying: buying / visits };
  const requestsPerVisit = VISIT_KINDS.reduce((sum, kind) => sum + share[kind] * total(means[kind]), 0);
  return { share, requestsPerVisit, longest };
}
const mix = visitMix();

interface Plan {
  calls: Call[];
  views: { at: number; visit: VisitKind }[];
}
let nextAccount = 0;
/** Visits made for a plan beyond those it needs, so that a random part of them gives the rate exactly. */
const OVERSUPPLY = 1.5;
/**
 * The requests of `seconds` at `rate` requests a second: visits starting at random (Poisson) from the length
 * of the longest visit before the start, so that the plan starts in steady state, made at OVERSUPPLY times
 * the rate; then visits taken from those in a random order until their requests inside the plan make the
 * rate (a random part of visits arriving at random still arrives at random, and the step offers its rate
 * to within a visit's requests instead of the tens of percent by which the count of visits would vary).
 */
function plan(rate: number, seconds: number, rand: Rand): Plan {
  const visitsPerMs = (OVERSUPPLY * rate) / mix.requestsPerVisit / 1000;
  const end = seconds * 1000;
  const made: Plan[] = [];
  for (let start = -mix.longest + exponential(rand, 1 / visitsPerMs); start < end; start += exponential(rand, 1 / visitsPerMs)) {
    const kind = weighted(rand, mix.share);
    const script = visitScript(kind, rand, kind === 'browsing' ? 0 : nextAccount++);
    const inside: Plan = { calls: [], views: [] };
    for (const call of script.calls) {
      const at = start + call.at;
      if (at >= 0 && at < end) inside.calls.push({ ...call, at });
    }
    for (const view of script.views) if (start + view >= 0 && start + view < end) inside.views.push({ at: start + view, visit: kind });
    if (inside.calls.length || inside.views.length) made.push(inside);
  }
  for (let i = made.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [made[i], made[j]] = [made[j], made[i]];
  }
  const wanted = Math.round(rate * seconds);
  const taken: Plan = { calls: [], views: [] };
  for (const visit of made) {
    if (taken.calls.length >= wanted) break;
    taken.calls.push(...visit.calls);
    taken.views.push(...visit.views);
  }
  taken.calls.sort((a, b) => a.at - b.at);
  return taken;
}

// --- Sending -------------------------------------------------------------------------------------------
/** Who may keep the 2xx answers of each kind of request, as the shop said: header text → count. */
const sharing = new Map<string, Map<string, number>>();
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
function noteSharing(kind: string, headers: IncomingHttpHeaders) {
  const said = `${headerText(headers['cache-control']) || '(none)'}${headers['cdn-cache-control'] ? ` | CDN-Cache-Control: ${headerText(headers['cdn-cache-control'])}` : ''}`;
  const seen = sharing.get(kind) ?? new Map<string, number>();
  seen.set(said, (seen.get(said) ?? 0) + 1);
  sharing.set(kind, seen);
}

interface Step {
  label: string;
  rate: number;
  offered: number;
  answered: number;
  checkoutsPerSecond: number;
  storefront: { p50: number; p99: number; count: number };
  checkout: { p50: number; p99: number; count: number };
  errors: Map<string, number>;
  errorCount: number;
  /** Latencies by kind of request: what holds a step back. */
  kinds: Map<string, number[]>;
  /** The shop's event loop delay over the step (ms). */
  loop: { p99: number; max: number };
  late: number;
  serverCpu: number;
  benchCpu: number;
  peakRss: number;
  sent: Record<Klass, number>;
  pass: boolean;
}

function percentiles(values: number[]): { p50: number; p99: number; count: number } {
  if (values.length === 0) return { p50: Number.NaN, p99: Number.NaN, count: 0 };
  values.sort((a, b) => a - b);
  const at = (p: number) => values[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))];
  return { p50: at(50), p99: at(99), count: values.length };
}

/** Sends the plan's requests at their times, whatever the answers, and measures the step. */
async function runStep(label: string, rate: number, seconds: number, rand: Rand): Promise<Step> {
  const { calls } = plan(rate, seconds, rand);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, maxFreeSockets: MAX_SOCKETS });
  const latencies: Record<Klass, number[]> = { browse: [], cart: [], checkout: [] };
  const kinds = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const lateness: number[] = [];
  const sent: Record<Klass, number> = { browse: 0, cart: 0, checkout: 0 };
  const end = seconds * 1000;
  let answeredInTime = 0;
  let ordersPlaced = 0;
  let open = 0;
  let givenUp = false;
  const pending = new Set<http.ClientRequest>();
  let drained: (() => void) | undefined;
  await ask('delay-start');
  const cpuBefore = serverCpuSeconds();
  const benchBefore = process.cpuUsage();
  const started = performance.now();

  const finish = (call: Call, status: number, reason?: string) => {
    const now = performance.now() - started;
    latencies[call.klass].push(now - call.at);
    const ofKind = kinds.get(call.kind) ?? [];
    ofKind.push(now - call.at);
    kinds.set(call.kind, ofKind);
    if (status >= 200 && status < 300) {
      if (now <= end) answeredInTime++;
      if (call.klass === 'checkout') ordersPlaced++;
    } else {
      if (status > 0 && now <= end) answeredInTime++;
      const key = `${call.kind}: ${reason ?? status}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    open--;
    if (open === 0) drained?.();
  };
  const send = (call: Call) => {
    open++;
    sent[call.klass]++;
    let done = false;
    const once = (status: number, reason?: string) => {
      if (done) return;
      done = true;
      pending.delete(request);
      finish(call, status, givenUp ? `no answer ${TIMEOUT_MS / 1000} s after the step` : reason);
    };
    const headers: Record<string, string> = {
      accept: call.kind.startsWith('page') ? 'text/html,application/xhtml+xml,*/*;q=0.8' : '*/*',
      'accept-encoding': 'br, gzip',
    };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const request = http.request({ host: '127.0.0.1', port: shopPort, method: call.method, path: call.path, headers, agent }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) noteSharing(call.kind, response.headers);
      response.on('end', () => once(status));
      response.on('error', (error) => once(0, error.message));
      response.resume();
    });
    pending.add(request);
    request.on('error', (error) => once(0, error.message));
    request.end(call.body);
  };

  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - started;
      while (next < calls.length && calls[next].at <= now) {
        lateness.push(now - calls[next].at);
        send(calls[next++]);
      }
      if (next < calls.length) setTimeout(tick, Math.max(0, calls[next].at - now - 0.5));
      else resolve();
    };
    tick();
  });
  // Every answer, or TIMEOUT_MS after the step; what is still open then is given up.
  if (open > 0) {
    await new Promise<void>((resolve) => {
      drained = resolve;
      setTimeout(resolve, Math.max(0, end + TIMEOUT_MS - (performance.now() - started)));
    });
  }
  givenUp = true;
  for (const request of pending) request.destroy();
  agent.destroy();
  // Their errors come on a later turn.
  while (open > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  // Over the step and its last answers.
  const elapsed = (performance.now() - started) / 1000;
  const serverCpu = ((serverCpuSeconds() - cpuBefore) / elapsed) * 100;
  const benchUsage = process.cpuUsage(benchBefore);
  const benchCpu = ((benchUsage.user + benchUsage.system) / 1e6 / elapsed) * 100;
  const loop = await ask<{ p99: number; max: number }>('delay-stop');
  const { peakRss } = await ask<{ peakRss: number }>('phase-memory');
  const storefront = percentiles([...latencies.browse, ...latencies.cart]);
  const checkout = percentiles(latencies.checkout);
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const step: Step = {
    label,
    rate,
    offered: calls.length / seconds,
    answered: answeredInTime / seconds,
    checkoutsPerSecond: ordersPlaced / seconds,
    storefront,
    checkout,
    errors,
    errorCount,
    kinds,
    loop,
    late: percentiles(lateness).p99,
    serverCpu,
    benchCpu,
    peakRss,
    sent,
    pass: errorCount === 0 && storefront.p99 <= STOREFRONT_P99_MS && !(checkout.p99 > CHECKOUT_P99_MS),
  };
  printStep(step);
  return step;
}

/** The table's columns and their widths. */
const COLUMNS: [string, number][] = [
  ['step req/s', 10],
  ['offered', 8],
  ['answered', 9],
  ['checkouts/s', 12],
  ['storefront p50 / p99', 22],
  ['checkout p50 / p99', 22],
  ['errors', 7],
  ['late p99', 10],
  ['shop CPU', 9],
  ['load CPU', 9],
  ['shop RSS', 9],
];
const row = (cells: string[]) => cells.map((cell, i) => cell.padStart(COLUMNS[i]?.[1] ?? 0)).join(' ');
function printStep(step: Step) {
  const pair = (figure: { p50: number; p99: number }) => `${ms(figure.p50)} / ${ms(figure.p99)}`;
  console.warn(
    row([
      step.label,
      step.offered.toFixed(0),
      step.answered.toFixed(0),
      step.checkoutsPerSecond.toFixed(1),
      pair(step.storefront),
      pair(step.checkout),
      String(step.errorCount),
      ms(step.late),
      percent(step.serverCpu),
      percent(step.benchCpu),
      mb(step.peakRss),
      step.label === 'warm-up' ? '' : step.pass ? ' PASS' : ' FAIL',
    ]),
  );
  for (const [what, count] of step.errors) console.warn(`${''.padStart(COLUMNS[0][1])}   ${count} × ${what}`);
  if (process.env.BENCH_KINDS === '1') printKinds(step.kinds, step.loop);
}

function printKinds(kinds: Map<string, number[]>, loop?: Step['loop']) {
  if (loop) console.warn(`      ${'the shop\'s event loop delay'.padEnd(47)} p99 ${ms(loop.p99)}  max ${ms(loop.max)}`);
  for (const [kind, values] of [...kinds.entries()].sort((a, b) => b[1].length - a[1].length)) {
    const figure = percentiles(values);
    console.warn(`      ${kind.padEnd(40)} ${String(figure.count).padStart(6)}   p50 ${ms(figure.p50)}  p99 ${ms(figure.p99)}`);
  }
}

// --- The steps -----------------------------------------------------------------------------------------
console.warn(
  `\nThe mix: visits ${VISIT_KINDS.map((kind) => `${kind} ${(mix.share[kind] * 100).toFixed(0)} %`).join(', ')}; ` +
    `${mix.requestsPerVisit.toFixed(1)} requests a visit, think times ${THINK_MS / 1000} s on average; ${SECONDS} s a step, open loop; ` +
    `targets: storefront p99 ≤ ${STOREFRONT_P99_MS} ms, checkout p99 ≤ ${CHECKOUT_P99_MS} ms, no errors\n`,
);
console.warn(row(COLUMNS.map(([name]) => name)));
const rand = random(42);
// Warming up: first a round of the mix's requests one after another (a shop just started compiles its
// code, draws its first pages and learns their critical CSS), where any refusal stops the bench, then the
// open loop at the first step's rate; neither is counted.
const warmStarted = performance.now();
const warmKinds = new Map<string, number[]>();
for (const call of plan(RATES[0], 60, rand).calls.slice(0, WARM_UP_REQUESTS)) {
  const sentAt = performance.now();
  const response = await fetch(shop + call.path, {
    method: call.method,
    headers: { 'accept-encoding': 'br, gzip', ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${call.method} ${call.path} (${call.kind}): ${response.status} ${text.slice(0, 500)}`);
  warmKinds.set(call.kind, [...(warmKinds.get(call.kind) ?? []), performance.now() - sentAt]);
}
console.warn(`${'warm-up'.padStart(COLUMNS[0][1])}   ${WARM_UP_REQUESTS} requests one after another in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s, then:`);
if (process.env.BENCH_KINDS === '1') printKinds(warmKinds);
await runStep('warm-up', RATES[0], WARM_UP_SECONDS, rand);
const steps: Step[] = [];
/** A moment for the shop to settle between steps. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
for (const rate of RATES) {
  const step = await runStep(`${rate}`, rate, SECONDS, rand);
  steps.push(step);
  if (!step.pass) break;
  await settle();
}
// A box that misses the first rate is tried at half of it, and half again, down to MIN_RATE.
for (let rate = RATES[0] / 2; !steps.some((step) => step.pass) && rate >= MIN_RATE; rate /= 2) {
  await settle();
  steps.push(await runStep(`${rate}`, rate, SECONDS, rand));
}
const lastPass = steps.filter((step) => step.pass).sort((a, b) => b.rate - a.rate)[0];
const firstMiss = steps.filter((step) => !step.pass && step.rate > (lastPass?.rate ?? Infinity)).sort((a, b) => a.rate - b.rate)[0];
if (lastPass && firstMiss) {
  const between = Math.round(Math.sqrt(lastPass.rate * firstMiss.rate));
  if (between > lastPass.rate && between < firstMiss.rate) {
    await settle();
    steps.push(await runStep(`${between}`, between, SECONDS, rand));
  }
}
const best = steps.filter((step) => step.pass).sort((a, b) => b.rate - a.rate)[0];
const lowestMiss = steps.filter((step) => !step.pass).sort((a, b) => a.rate - b.rate)[0];
if (lowestMiss && process.env.BENCH_KINDS !== '1') {
  console.warn(`\nThe step at ${lowestMiss.label} req/s, the lowest that missed, by kind of request:`);
  printKinds(lowestMiss.kinds, lowestMiss.loop);
}
const sentAll = steps.reduce((sum, step) => ({ browse: sum.browse + step.sent.browse, cart: sum.cart + step.sent.cart, checkout: sum.checkout + step.sent.checkout }), {
  browse: 0,
  cart: 0,
  checkout: 0,
});
const sentTotal = sentAll.browse + sentAll.cart + sentAll.checkout;
console.warn(
  `\nmix as sent: browsing and searching ${((sentAll.browse / sentTotal) * 100).toFixed(1)} %, carts ${((sentAll.cart / sentTotal) * 100).toFixed(1)} %, ` +
    `checkouts ${((sentAll.checkout / sentTotal) * 100).toFixed(1)} % of ${whole(sentTotal)} requests (the issue's mix: 80 %, 15 %, 5 %)\n`,
);
verdict(
  best !== undefined,
  best
    ? `${'one-box capacity (the mix)'.padEnd(34)} ${whole(best.offered)} req/s with ${best.checkoutsPerSecond.toFixed(1)} checkouts/s  ` +
        `storefront p50 ${ms(best.storefront.p50)} p99 ${ms(best.storefront.p99)} (target ≤ ${STOREFRONT_P99_MS} ms)  ` +
        `checkout p50 ${ms(best.checkout.p50)} p99 ${ms(best.checkout.p99)} (target ≤ ${CHECKOUT_P99_MS} ms)  ` +
        `shop CPU ${percent(best.serverCpu)} of one core, peak RSS ${mb(best.peakRss)}` +
        (lowestMiss ? `; missed at ${whole(lowestMiss.offered)} req/s` : '; every step passed: raise BENCH_RATES')
    : `${'one-box capacity (the mix)'.padEnd(34)} no step met storefront p99 ≤ ${STOREFRONT_P99_MS} ms and checkout p99 ≤ ${CHECKOUT_P99_MS} ms without errors`,
);

// --- Checkout alone, closed loop -----------------------------------------------------------------------
const checkoutCpuBefore = serverCpuSeconds();
const checkout = await checkoutLoad(shop, shoppers, bodies, { connections: CHECKOUT_CONNECTIONS, seconds: SECONDS });
const checkoutCpu = ((serverCpuSeconds() - checkoutCpuBefore) / SECONDS) * 100;
const checkoutMemory = await ask<{ peakRss: number }>('phase-memory');
verdict(
  checkout.ordersPerSecond >= CHECKOUT_TARGET && checkout.refused === 0,
  `${`checkout, ${CHECKOUT_CONNECTIONS} shoppers at once`.padEnd(34)} ${whole(checkout.ordersPerSecond)} orders/s (target ≥ ${whole(CHECKOUT_TARGET)})  ` +
    `p50 ${ms(checkout.p50)}  p99 ${ms(checkout.p99)}  ${whole(checkout.orders)} orders, ${checkout.refused} refused  shop CPU ${percent(checkoutCpu)}, peak RSS ${mb(checkoutMemory.peakRss)}`,
);

// --- What a CDN in front changes -----------------------------------------------------------------------
/** How long a CDN may keep a kind of answer, in seconds (0: not at all), from what the shop said most often. */
function keptFor(kind: string): { seconds: number; said: string } {
  const seen = sharing.get(kind);
  if (!seen) return { seconds: 0, said: '(not seen: counted as private)' };
  const [said] = [...seen.entries()].sort((a, b) => b[1] - a[1])[0];
  const [cacheControl, cdn = ''] = said.split(' | CDN-Cache-Control: ');
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return { seconds: 0, said };
  const cdnAge = /\bmax-age=(\d+)/.exec(cdn)?.[1];
  const sharedAge = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  const age = Number(cdnAge ?? sharedAge ?? 0);
  return { seconds: /\bpublic\b/.test(cdn || cacheControl) || sharedAge !== undefined ? age : 0, said };
}
const CDN_WARM_S = 60;
interface CdnFigure {
  rate: number;
  seconds: number;
  views: number;
  requests: number;
  origin: number;
  browsingViews: number;
  browsingRequests: number;
  browsingOrigin: number;
  byKind: Map<string, number>;
}
/** The mix at `rate` replayed through a CDN that keeps each answer it may keep for its max-age, by URL. */
function cdnReplay(rate: number): CdnFigure {
  const seconds = Math.min(240, Math.max(60, Math.round(100_000 / rate)));
  const replay = plan(rate, CDN_WARM_S + seconds, random(7));
  const kept = new Map<string, number>();
  const figure: CdnFigure = { rate, seconds, views: 0, requests: 0, origin: 0, browsingViews: 0, browsingRequests: 0, browsingOrigin: 0, byKind: new Map() };
  for (const call of replay.calls) {
    const keepFor = keptFor(call.kind).seconds;
    let origin = true;
    if (keepFor > 0 && call.method === 'GET' && !call.token) {
      const until = kept.get(call.path);
      if (until !== undefined && call.at < until) origin = false;
      else kept.set(call.path, call.at + keepFor * 1000);
    }
    // Counted once the CDN has been filling for a minute.
    if (call.at < CDN_WARM_S * 1000) continue;
    figure.byKind.set(call.kind, (figure.byKind.get(call.kind) ?? 0) + 1);
    figure.requests++;
    if (origin) figure.origin++;
    if (call.visit === 'browsing') {
      figure.browsingRequests++;
      if (origin) figure.browsingOrigin++;
    }
  }
  const views = replay.views.filter((view) => view.at >= CDN_WARM_S * 1000);
  figure.views = views.length;
  figure.browsingViews = views.filter((view) => view.visit === 'browsing').length;
  return figure;
}
const cdnRate = best?.rate ?? RATES[0];
const atCapacity = cdnReplay(cdnRate);
console.warn(`\nWhat a CDN in front changes: who may keep each kind of answer (as the shop said it in the steps above), and its share of the mix\n`);
for (const [kind, count] of [...atCapacity.byKind.entries()].sort((a, b) => b[1] - a[1])) {
  const { seconds, said } = keptFor(kind);
  console.warn(`      ${kind.padEnd(36)} ${((count / atCapacity.requests) * 100).toFixed(1).padStart(5)} %   ${(seconds > 0 ? `CDN ${seconds} s` : 'origin').padEnd(10)} ${said}`);
}
const perView = (requests: number, pageViews: number) => (pageViews ? (requests / pageViews).toFixed(2) : '–');
console.warn(
  `\n      page view: ${perView(atCapacity.requests, atCapacity.views)} requests to the origin; behind a CDN ${perView(atCapacity.origin, atCapacity.views)}  ` +
    `(the mix at ${whole(cdnRate)} req/s, ${whole(atCapacity.views / atCapacity.seconds)} page views/s; no target)`,
);
console.warn(
  `      a browsing visitor's page view: ${perView(atCapacity.browsingRequests, atCapacity.browsingViews)} requests to the origin; behind a CDN ${perView(atCapacity.browsingOrigin, atCapacity.browsingViews)}`,
);
const busier = cdnReplay(cdnRate * 10);
console.warn(
  `      ten times the traffic (${whole(busier.rate)} req/s): behind a CDN ${perView(busier.origin, busier.views)} a page view, ` +
    `a browsing visitor's ${perView(busier.browsingOrigin, busier.browsingViews)}`,
);
console.warn(
  `      (the mix replayed for ${atCapacity.seconds} s, and ${busier.seconds} s, after a ${CDN_WARM_S} s warm-up, through a cache that keeps every answer the shop lets it keep for its max-age, by URL)`,
);

const memory = await ask<{ rss: number; peakRss: number; heapUsed: number }>('memory');
console.warn(`      shop memory over the whole run: peak RSS ${mb(memory.peakRss)}, now RSS ${mb(memory.rss)}, JS heap ${mb(memory.heapUsed)} (no target here)`);

stopping = true;
server.send({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
console.warn(`\n${machine.report()}`);
verdicts.finish();
