import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { api, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { RAZORPAY_KEYS } from '../helpers/fake-razorpay.js';
import { STRIPE_KEYS } from '../helpers/fake-stripe.js';
import { placeOrder } from '../helpers/payments.js';
import { programArgs } from '../helpers/programs.js';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('payment configuration', () => {
  it('defaults to the test gateway, which needs no keys', () => {
    expect(loadConfig(base).payments).toEqual({ gateway: 'test' });
  });

  it('razorpay without its keys is refused, naming what is missing', () => {
    expect(refusal({ PAYMENT_GATEWAY: 'razorpay' })).toMatch(/PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
    const { RAZORPAY_WEBHOOK_SECRET: _omitted, ...withoutWebhook } = RAZORPAY_KEYS;
    expect(refusal({ PAYMENT_GATEWAY: 'razorpay', ...withoutWebhook })).toMatch(/needs RAZORPAY_WEBHOOK_SECRET/);
    // Empty values count as unset.
    expect(refusal({ PAYMENT_GATEWAY: 'razorpay', ...RAZORPAY_KEYS, RAZORPAY_KEY_SECRET: '' })).toMatch(/needs RAZORPAY_KEY_SECRET/);
  });

  it('stripe without its keys is refused, naming what is missing', () => {
    expect(refusal({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: STRIPE_KEYS.STRIPE_SECRET_KEY })).toMatch(
      /PAYMENT_GATEWAY=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('a secret pasted where a public key belongs is refused (it would be sent to every browser)', () => {
    expect(refusal({ PAYMENT_GATEWAY: 'stripe', ...STRIPE_KEYS, STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.STRIPE_SECRET_KEY })).toMatch(/STRIPE_PUBLISHABLE_KEY must start with pk_/);
    expect(refusal({ PAYMENT_GATEWAY: 'razorpay', ...RAZORPAY_KEYS, RAZORPAY_KEY_ID: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET })).toMatch(/RAZORPAY_KEY_ID must start with rzp_/);
    expect(refusal({ PAYMENT_GATEWAY: 'paypal' })).toMatch(/PAYMENT_GATEWAY must be one of test, razorpay, stripe/);
  });

  it('a complete configuration is accepted', () => {
    expect(loadConfig({ ...base, PAYMENT_GATEWAY: 'razorpay', ...RAZORPAY_KEYS }).payments).toEqual({
      gateway: 'razorpay',
      keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
      apiBase: 'https://api.razorpay.com',
    });
    expect(loadConfig({ ...base, PAYMENT_GATEWAY: 'stripe', ...STRIPE_KEYS }).payments).toMatchObject({ gateway: 'stripe', apiBase: undefined });
  });

  it('the server refuses to start with a clear message when the chosen gateway has no keys', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
    const child = spawn(process.execPath, programArgs('main'), {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', PAYMENT_GATEWAY: 'stripe', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    removeDataDir(dataDir);
    expect(code).toBe(1);
    expect(output).toMatch(/PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
  });
});

describe('card details on the test gateway', () => {
  let t: TestApp;
  let logs = '';

  beforeAll(async () => {
    // An app that logs everything it would log in production, and more, into a string.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs += String(chunk);
        done();
      },
    });
    const { app, deps } = await buildApp({ config, database: openDatabase(dataDir), logger: { level: 'trace', stream } });
    await app.ready();
    t = { app, deps, dataDir, close: () => app.close() };
  });
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });

  it('are never stored or logged, whatever the outcome', async () => {
    const buyer = await createUser(t.deps);
    const order = await placeOrder(t, buyer);
    const { paymentId } = (await api(t.app, 'POST', `/api/orders/${order.id}/payment`, { token: buyer.token })).body;
    const cards = [
      { cardNumber: '5555 6666 7777 8888', expiry: '11/97', cvc: '9731' },
      { cardNumber: '4000 0000 0000 0002', expiry: '11/97', cvc: '9731' },
      { cardNumber: '4242 4242 4242 4242', expiry: '11/97', cvc: '9731' },
    ];
    const statuses = [];
    for (const card of cards) statuses.push((await api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId, ...card } })).status);
    expect(statuses).toEqual([402, 402, 200]);
    await t.close();

    expect(logs).toContain('/api/payments/test/confirm');
    // Whole values only: short fragments could turn up by chance inside random ids and timestamps.
    const inLogs = ['5555 6666 7777 8888', '4000 0000 0000 0002', '4242 4242 4242 4242', 'cardNumber', 'cvc', 'expiry', '11/97'];
    for (const secret of inLogs) expect(logs).not.toContain(secret);
    // Every byte the shop wrote to disk: the database, its WAL, everything in DATA_DIR.
    const files = readdirSync(t.dataDir, { recursive: true }).map(String).filter((f) => statSync(path.join(t.dataDir, f)).isFile());
    const disk = files.map((f) => readFileSync(path.join(t.dataDir, f)).toString('latin1')).join('\n');
    const onDisk = ['5555 6666 7777 8888', '5555666677778888', '4242 4242 4242 4242', '4242424242424242', '4000000000000002', '11/97'];
    for (const secret of onDisk) expect(disk).not.toContain(secret);
  });
});
