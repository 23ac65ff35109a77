/**
 * The bench's server process (started by bench/run.ts): the shop on DATA_DIR, as `npm start` runs it, and
 * a bare Fastify instance answering the same JSON as the shop's list and product page, for the ratios.
 * It measures itself on request over IPC: event loop delay (perf_hooks.monitorEventLoopDelay) and memory.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.js';
import { getProduct } from '../src/server/catalog/get-product.js';
import { listProducts } from '../src/server/catalog/list-products.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { CHECKOUT_OPEN_ORDERS } from './checkout.js';

const dataDir = process.env.DATA_DIR as string;
const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'none',
  PUBLIC_URL: 'http://127.0.0.1',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  // The checkout load's accounts each place many cash-on-delivery orders (bench/checkout.ts).
  MAX_UNPAID_ORDERS: String(CHECKOUT_OPEN_ORDERS),
});
const database = openDatabase(dataDir);
const { app, deps } = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

const listJson = listProducts(database.db, { pageNumber: 1, pageSize: 24 });
const detailJson = getProduct(database.db, listJson.products[0]._id);
const bare = Fastify({ logger: false });
bare.get('/list', async () => listJson);
bare.get('/detail', async () => detailJson);
await bare.listen({ host: '127.0.0.1', port: 0 });

const port = (server: typeof app) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

const delay = monitorEventLoopDelay({ resolution: 1 });
let peakRss = 0;
// The peak since the last 'phase-memory' question: which load drives the overall peak.
let phasePeakRss = 0;
setInterval(() => {
  const rss = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, rss);
  phasePeakRss = Math.max(phasePeakRss, rss);
}, 100).unref();

process.on('message', async (message: { type: string; userId?: string }) => {
  const send = (payload: object) => process.send?.(payload);
  switch (message.type) {
    case 'token':
      send({ type: 'token', token: await deps.tokens.issue({ id: message.userId as string, sessionVersion: 0 }) });
      break;
    case 'delay-start':
      delay.reset();
      delay.enable();
      send({ type: 'delay-start' });
      break;
    case 'delay-stop':
      delay.disable();
      send({ type: 'delay-stop', p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
      break;
    case 'phase-memory': {
      const usage = process.memoryUsage();
      send({ type: 'phase-memory', peakRss: Math.max(phasePeakRss, usage.rss), heapUsed: usage.heapUsed });
      phasePeakRss = 0;
      break;
    }
    case 'memory':
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      send({ type: 'memory', ...process.memoryUsage(), peakRss });
      break;
    case 'stop':
      await bare.close();
      await app.close();
      process.exit(0);
  }
});

process.send?.({ type: 'ready', shopPort: port(app), barePort: port(bare) });
