/**
 * The three doors into the shop — the REST API, tRPC and the plain Fastify routes (upload, the test card
 * form) — answer every kind of failure with the same status and the same `{ message, issues? }`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/server/auth/session.js';
import { INTERNAL_ERROR_MESSAGE, type ErrorBody } from '../../src/server/errors.js';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { leaks, upload } from '../helpers/shop.js';

let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.deps);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

interface Answer {
  status: number;
  body: ErrorBody;
}

async function rest(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await api(t.app, method, url, { token, body });
  return { status: res.status, body: res.body as ErrorBody };
}

/** A tRPC call as the React client makes it; its error envelope reduced to the shop's answer. */
async function trpc(path: string, type: 'query' | 'mutation', input: unknown, token?: string): Promise<Answer> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    type === 'query'
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
  const error = (JSON.parse(res.body) as { error: { message: string; data: { httpStatus: number; issues?: ErrorBody['issues'] } } }).error;
  expect(error.data.httpStatus).toBe(res.statusCode);
  return { status: res.statusCode, body: error.data.issues ? { message: error.message, issues: error.data.issues } : { message: error.message } };
}

async function plain(url: string, body: unknown, token?: string): Promise<Answer> {
  const res = await api(t.app, 'POST', url, { token, body });
  return { status: res.status, body: res.body as ErrorBody };
}

async function uploadAs(token?: string): Promise<Answer> {
  const res = await upload(t.app, token, [{ field: 'image', filename: 'x.png', type: 'image/png', bytes: Buffer.from('not read') }]);
  return { status: res.status, body: res.body as ErrorBody };
}

describe('one error answer for every door', () => {
  it('a validation error: 400, the first problem as the message, every field in issues', async () => {
    const bad = { name: 'A', email: 'not-an-email', password: 'short' };
    const expected = {
      status: 400,
      body: {
        message: 'Enter a valid email address',
        issues: [
          { path: 'email', message: 'Enter a valid email address' },
          { path: 'password', message: 'Password must be at least 8 characters' },
        ],
      },
    };
    expect(await rest('POST', '/api/users/register', undefined, bad)).toEqual(expected);
    expect(await trpc('users.register', 'mutation', bad)).toEqual(expected);
    expect(await plain('/api/payments/test/confirm', { paymentId: 'x', cardNumber: '', expiry: '', cvc: '' })).toEqual({
      status: 400,
      body: {
        message: 'Card number is required',
        issues: [
          { path: 'cardNumber', message: 'Card number is required' },
          { path: 'expiry', message: 'Expiry date is required' },
          { path: 'cvc', message: 'CVC is required' },
        ],
      },
    });
  });

  it('a missing token: 401 with the same message', async () => {
    const expected = { status: 401, body: { message: SIGN_IN_REQUIRED } };
    expect(await rest('GET', '/api/users')).toEqual(expected);
    expect(await trpc('users.list', 'query', {})).toEqual(expected);
    expect(await uploadAs()).toEqual(expected);
  });

  it('a signed-in customer at an admin door: 403 with the same message', async () => {
    const expected = { status: 403, body: { message: ADMIN_REQUIRED } };
    expect(await rest('GET', '/api/users', customer.token)).toEqual(expected);
    expect(await trpc('users.list', 'query', {}, customer.token)).toEqual(expected);
    expect(await uploadAs(customer.token)).toEqual(expected);
  });

  it('an internal error: 500 with the generic message and nothing of the cause', async () => {
    const expected = { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
    t.deps.db.run(sql`ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_away`);
    t.deps.db.run(sql`ALTER TABLE test_gateway_payments RENAME TO test_gateway_payments_away`);
    try {
      const answers = [
        await rest('POST', '/api/newsletter', undefined, { email: 'boom@example.com' }),
        await trpc('newsletter.subscribe', 'mutation', { email: 'boom@example.com' }),
        await plain('/api/payments/test/confirm', { paymentId: 'testpay_x', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
      ];
      for (const answer of answers) {
        expect(answer).toEqual(expected);
        expect(leaks(JSON.stringify(answer))).toEqual([]);
      }
    } finally {
      t.deps.db.run(sql`ALTER TABLE newsletter_subscribers_away RENAME TO newsletter_subscribers`);
      t.deps.db.run(sql`ALTER TABLE test_gateway_payments_away RENAME TO test_gateway_payments`);
    }
  });
});
