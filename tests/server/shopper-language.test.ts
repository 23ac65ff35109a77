/**
 * The server answers the Hindi storefront in Hindi (docs/decisions/057-storefront-languages.md): its calls say
 * `x-shop-language: hi`, and the errors, field problems and success messages that come back are in Hindi;
 * without it they are in English, as written. A policy page's starting text and title come in the language
 * asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const HINDI = { 'x-shop-language': 'hi' };

/** A tRPC call over HTTP as the storefront makes it; its answer's message, or its error's message and field problems. */
async function trpc(path: string, input: unknown, headers: Record<string, string> = {}) {
  const res = await api<{ result?: { data: { message?: string } }; error?: { message: string; data: { issues?: { path: string; message: string }[] } } }>(
    t.app,
    'POST',
    `/trpc/${path}`,
    { body: input, headers },
  );
  return { message: res.body.result?.data.message ?? res.body.error?.message, issues: res.body.error?.data.issues?.map((issue) => issue.message) };
}

describe('the server in the shopper’s language', () => {
  it('a success message and an error come in Hindi to the Hindi storefront, in English otherwise', async () => {
    expect((await trpc('newsletter.subscribe', { email: 'hindi-reader@example.com' }, HINDI)).message).toBe('सब्सक्राइब करने के लिए धन्यवाद!');
    expect((await trpc('newsletter.subscribe', { email: 'reader@example.com' })).message).toBe('Thank you for subscribing!');

    const user = await createUser(t.deps, { email: 'asha@example.com', password: 'right-password-1' });
    expect(user.user.email).toBe('asha@example.com');
    expect((await trpc('users.login', { email: 'asha@example.com', password: 'wrong-password-1' }, HINDI)).message).toBe('ईमेल या पासवर्ड गलत है');
    expect((await trpc('users.login', { email: 'asha@example.com', password: 'wrong-password-1' })).message).toBe('Invalid email or password');
  });

  it('a field’s problem comes in Hindi, message and issues alike; a language it does not speak is English', async () => {
    const hindi = await trpc('newsletter.subscribe', { email: 'not an address' }, HINDI);
    expect(hindi.message).toBe('सही ईमेल पता डालें');
    expect(hindi.issues).toEqual(['सही ईमेल पता डालें']);
    expect((await trpc('newsletter.subscribe', { email: 'not an address' }, { 'x-shop-language': 'fr' })).message).toBe('Enter a valid email address');
  });

  it('a policy page’s starting text and title come in the language asked for; the owner’s own text as written', async () => {
    const english = await api(t.app, 'GET', '/api/pages/returns');
    expect(english.body).toMatchObject({ title: 'Returns and refunds', custom: false });
    const hindi = await api(t.app, 'GET', '/api/pages/returns?language=hi');
    expect(hindi.status).toBe(200);
    expect(hindi.body).toMatchObject({ slug: 'returns', title: 'वापसी और रिफ़ंड', custom: false });
    expect(hindi.body.body).toMatch(/^# वापसी और रिफ़ंड/);
    expect(hindi.body.html).toContain('<h1>वापसी और रिफ़ंड</h1>');
    expect((await api(t.app, 'GET', '/api/pages/returns?language=xx')).status).toBe(400);

    const admin = await createUser(t.deps, { isAdmin: true });
    await api(t.app, 'PUT', '/api/pages/returns', { token: admin.token, body: { body: '# Returns\n\nWithin 10 days.' } });
    expect((await api(t.app, 'GET', '/api/pages/returns?language=hi')).body).toMatchObject({ title: 'वापसी और रिफ़ंड', body: '# Returns\n\nWithin 10 days.', custom: true });
  });
});
