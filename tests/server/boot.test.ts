import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDataDir } from '../helpers/app.js';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-boot-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  removeDataDir(dataDir);
});

/** Starts the real entry point (src/server/main.ts) and resolves with its address once it listens. */
function start(env: Record<string, string>): Promise<{ url: string; logs: string[] }> {
  const logs: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
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

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
    // A clean close checkpoints the write-ahead log away.
    expect(existsSync(path.join(dataDir, 'shop.db-wal'))).toBe(false);
    expect(logs.join('')).not.toContain(session.token);
  });

  it('in production does not seed, and warns loudly while the test payment gateway is active', async () => {
    const prodDir = mkdtempSync(path.join(tmpdir(), 'shop-boot-prod-'));
    try {
      const { url, logs } = await start({ NODE_ENV: 'production', DATA_DIR: prodDir, PORT: '0', HOST: '127.0.0.1' });
      const list = (await (await fetch(`${url}/api/products`)).json()) as { total: number };
      expect(list.total).toBe(0);
      expect(logs.join('')).toMatch(/PAYMENT_GATEWAY is \\"test\\": online orders are paid with test cards/);
      const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
      child?.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      removeDataDir(prodDir);
    }
  });
});
