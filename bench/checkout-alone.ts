/**
 * The checkout figure alone, on a small catalogue: `node --import tsx bench/checkout-alone.ts`.
 * PRODUCTS (20,000), BENCH_SECONDS (10) and CONNECTIONS (32) override; SERVER_NODE_OPTIONS passes flags to the
 * shop's process (`--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the time goes).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.js';
import { CHECKOUT_CONNECTIONS, CHECKOUT_TARGET, checkoutLines, checkoutLoad, checkoutShoppers, orderBodies, raiseCodLimits, type Shopper } from './checkout.js';
import { waitForQuietMachine } from './machine-load.js';
import { seed } from './seed.js';
import { startShopProcess } from './shop-process.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? CHECKOUT_CONNECTIONS);

const machine = await waitForQuietMachine((line) => console.warn(line), 'bench');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-checkout-'));
const database = openDatabase(dataDir);
seed(database.sqlite, { products: PRODUCTS, orders: 0 }, []);
const shoppers: Shopper[] = checkoutShoppers(database.sqlite);
const lines = checkoutLines(database.sqlite);
database.close();
raiseCodLimits(dataDir);
const bodies = orderBodies(dataDir, lines);

const { server, ask } = startShopProcess(dataDir);
const { shopPort } = await ask<{ shopPort: number }>('ready');
for (const shopper of shoppers) shopper.token = (await ask<{ token: string }>('token', { userId: shopper.id })).token;
const shop = `http://127.0.0.1:${shopPort}`;
const probe = await fetch(`${shop}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${shoppers[0].token}` }, body: bodies[0] });
if (!probe.ok) throw new Error(`A first order was refused: ${probe.status} ${await probe.text()}`);
const figure = await checkoutLoad(shop, shoppers, bodies, { connections: CONNECTIONS, seconds: SECONDS });
server.send({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
const ok = figure.ordersPerSecond >= CHECKOUT_TARGET && figure.refused === 0;
console.warn(
  `${ok ? 'PASS' : 'FAIL'}  checkout, ${CONNECTIONS} shoppers at once: ${Math.round(figure.ordersPerSecond)} orders/s (target ≥ ${CHECKOUT_TARGET.toLocaleString('en-IN')})  ` +
    `p50 ${figure.p50.toFixed(1)} ms  p99 ${figure.p99.toFixed(1)} ms  ${figure.orders} orders, ${figure.refused} refused`,
);
console.warn(`\n${machine.report()}`);
console.warn(`${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
process.exit(ok ? 0 : 1);
