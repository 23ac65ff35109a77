import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDataDir } from '../helpers/app.js';
import { programArgs } from '../helpers/programs.js';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-boot-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  removeDataDir(dataDir);
});

/** Starts the real entry point as `npm start` runs it and resolves with its address once it listens. */
function start(env: Record<string, string>): Promise<{ url: string; logs: string[] }> {
  const logs: string[] = [];
  child = spawn(process.execPath, programArgs('main'), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join('')}`)), 45_000);
    child?.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child?.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      const match = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], logs });
      }
    });
    child?.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('')}`));
    });
  });
}

/** Runs the entry point until it exits on its own (a refused start); resolves with its exit code and output. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const proc = spawn(process.execPath, programArgs('main'), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => proc.kill('SIGKILL'), 40_000);
  return new Promise((resolve) =>
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** A GET over a keep-alive connection, left open afterwards as a browser leaves it. */
function keepAliveGet(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const fileMode = (file: string) => statSync(file).mode & 0o777;

describe('the real entry point', () => {
  it('migrates, seeds the demo catalog, makes sure ADMIN_EMAIL is an admin, serves, and shuts down cleanly on SIGTERM', async () => {
    const { url, logs } = await start({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'Owner@Boot.test',
      ADMIN_PASSWORD: 'boot-admin-password',
    });
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const list = (await (await fetch(`${url}/api/products?pageSize=1`)).json()) as { total: number };
    expect(list.total).toBeGreaterThanOrEqual(36);

    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@boot.test', password: 'boot-admin-password' }),
    });
    expect(login.status).toBe(200);
    const session = (await login.json()) as { isAdmin: boolean; token: string };
    expect(session.isAdmin).toBe(true);
    const users = await fetch(`${url}/api/users`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(users.status).toBe(200);

    // A browser-like request (fetch sends Accept-Encoding) gets a complete, decodable REST body.
    const top = await fetch(`${url}/api/products/top`);
    expect(((await top.json()) as unknown[]).length).toBe(5);

    // Structured JSON logs with request ids; the bearer token is never logged.
    const lines = logs.join('').split('\n').filter(Boolean);
    expect(lines.every((line) => line.startsWith('{'))).toBe(true);
    expect(lines.some((line) => /"reqId"/.test(line))).toBe(true);

    // The demo passwords are in the start log, marked as demo only.
    expect(logs.join('')).toMatch(/Demo account \(demo only, the password is public\): admin@example\.com \/ admin12345/);

    // Everything in DATA_DIR is the owner's alone.
    expect(fileMode(dataDir)).toBe(0o700);
    expect(fileMode(path.join(dataDir, 'shop.db'))).toBe(0o600);
    expect(fileMode(path.join(dataDir, 'uploads'))).toBe(0o700);
    expect(fileMode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);

    // A browser's idle keep-alive connection does not hold the shutdown up (it used to wait ~70 s for it).
    const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    expect(await keepAliveGet(`${url}/api/health`, agent)).toBe(200);
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const stopAsked = Date.now();
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    agent.destroy();
    // A clean close checkpoints the write-ahead log away.
    expect(existsSync(path.join(dataDir, 'shop.db-wal'))).toBe(false);
    expect(logs.join('')).not.toContain(session.token);
  });

  it('refuses to make an existing customer the admin: exits with how to promote deliberately, and the account stays a customer', async () => {
    // A shop of its own (the first test's must meet an empty DATA_DIR); register the address someone will
    // later put into ADMIN_EMAIL.
    const ownerDir = mkdtempSync(path.join(tmpdir(), 'shop-boot-owner-'));
    try {
      const { url } = await start({ DATA_DIR: ownerDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' });
      const registered = await fetch(`${url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Early Bird', email: 'shop-owner@boot.test', password: 'early-bird-pass' }),
      });
      expect(registered.status).toBe(201);
      const token = ((await registered.json()) as { token: string }).token;
      const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
      child?.kill('SIGTERM');
      await exited;

      const refused = await runUntilExit({ DATA_DIR: ownerDir, ADMIN_EMAIL: 'shop-owner@boot.test', ADMIN_PASSWORD: 'owner-password-1', SEED_DEMO: 'false' });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/npm run admin -- promote shop-owner@boot\.test/);

      const again = await start({ DATA_DIR: ownerDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' });
      expect((await fetch(`${again.url}/api/users`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
      const stopped = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
      child?.kill('SIGTERM');
      await stopped;
    } finally {
      removeDataDir(ownerDir);
    }
  });

  it('a production start without PAYMENT_GATEWAY or PUBLIC_URL stops with a message naming them', async () => {
    const prodDir = mkdtempSync(path.join(tmpdir(), 'shop-boot-prod-'));
    try {
      const noGateway = await runUntilExit({ NODE_ENV: 'production', DATA_DIR: prodDir, PUBLIC_URL: 'https://shop.example.in' });
      expect(noGateway.code).toBe(1);
      expect(noGateway.output).toMatch(/PAYMENT_GATEWAY must be chosen explicitly/);
      const noUrl = await runUntilExit({ NODE_ENV: 'production', DATA_DIR: prodDir, PAYMENT_GATEWAY: 'none' });
      expect(noUrl.code).toBe(1);
      expect(noUrl.output).toMatch(/PUBLIC_URL must be set/);
    } finally {
      removeDataDir(prodDir);
    }
  });

  it('an empty or short jwt-secret file stops the start with a message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-boot-secret-'));
    try {
      writeFileSync(path.join(dir, 'jwt-secret'), '', { mode: 0o600 });
      const empty = await runUntilExit({ DATA_DIR: dir, SEED_DEMO: 'false' });
      expect(empty.code).toBe(1);
      expect(empty.output).toMatch(/jwt-secret holds no secret/);
      writeFileSync(path.join(dir, 'jwt-secret'), 'short', { mode: 0o600 });
      const short = await runUntilExit({ DATA_DIR: dir, SEED_DEMO: 'false' });
      expect(short.code).toBe(1);
      expect(short.output).toMatch(/shorter than 32 characters/);
    } finally {
      removeDataDir(dir);
    }
  });

  it('in production does not seed, and warns loudly while the test payment gateway is active', async () => {
    const prodDir = mkdtempSync(path.join(tmpdir(), 'shop-boot-prod-'));
    try {
      const { url, logs } = await start({
        NODE_ENV: 'production',
        DATA_DIR: prodDir,
        PORT: '0',
        HOST: '127.0.0.1',
        PAYMENT_GATEWAY: 'test',
        PUBLIC_URL: 'https://shop.example.in',
      });
      const list = (await (await fetch(`${url}/api/products`)).json()) as { total: number };
      expect(list.total).toBe(0);
      expect(logs.join('')).toMatch(/PAYMENT_GATEWAY is \\"test\\": online orders are paid with test cards/);
      // Every page learns that this is test mode, to show its strip.
      expect(await (await fetch(`${url}/api/settings`)).json()).toMatchObject({ paymentGateway: 'test', testMode: true });
      const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
      child?.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      removeDataDir(prodDir);
    }
  });
});
