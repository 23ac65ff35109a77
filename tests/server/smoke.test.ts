import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('health', () => {
  it('answers ok', async () => {
    const res = await api(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
  it('lists products', async () => {
    createProduct(t.deps, { name: 'Kurta' });
    const res = await api(t.app, 'GET', '/api/products');
    expect(res.status).toBe(200);
    expect(res.body.products[0].name).toBe('Kurta');
  });
});
