import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, callerFor, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
  const saved = await api(t.app, 'PUT', '/api/settings', {
    token: admin.token,
    body: { shopName: 'Kirana Corner', legalName: 'Kirana Corner Retail LLP', contactEmail: 'help@kirana.example', city: 'Mysuru', state: 'Karnataka' },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

type Page = { slug: string; title: string; body: string; html: string; custom: boolean; bodyHi: string | null; updatedAt: string | null };
const read = (slug: string) => api<Page>(t.app, 'GET', `/api/pages/${slug}`);
const save = (slug: string, body: unknown, token = admin.token) => api<Page>(t.app, 'PUT', `/api/pages/${slug}`, { token, body: { body } });

describe('policy pages', () => {
  it('each of the four starts with a text that names the shop, its legal name and its contact', async () => {
    const titles = { returns: 'Returns and refunds', shipping: 'Shipping policy', privacy: 'Privacy policy', terms: 'Terms and conditions' };
    for (const [slug, title] of Object.entries(titles)) {
      const res = await read(slug);
      expect(res.status).toBe(200);
      // Another test may have saved this page meanwhile (tests run shuffled): the starting text is asked for here.
      if (res.body.custom) continue;
      expect(res.body).toMatchObject({ slug, title, custom: false, updatedAt: null });
      expect(res.body.body).toContain('Kirana Corner (Kirana Corner Retail LLP)');
      expect(res.body.html).toContain(`<h1>${title}</h1>`);
      expect(res.body.html).toContain('<a href="mailto:help@kirana.example">help@kirana.example</a>');
    }
    expect((await read('terms')).body.html).toMatch(/the courts at Mysuru have jurisdiction|custom/);
  });

  it('an unknown page is a 404 over REST; only admins save, visitors 401, customers 403', async () => {
    const unknown = await read('cookies');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'There is no such page: the shop’s pages are returns, shipping, privacy and terms' });
    expect((await api(t.app, 'PUT', '/api/pages/returns', { body: { body: 'x' } })).status).toBe(401);
    expect((await save('returns', 'x', customer.token)).status).toBe(403);
    expect((await save('cookies', 'x')).status).toBe(404);
  });

  it('an admin saves Markdown; shoppers read it at once, drawn as HTML; an empty text brings back the starting text', async () => {
    const saved = await save('shipping', '# How we ship\r\n\r\nWe ship **every day** from Mysuru.\r\n');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ custom: true, body: '# How we ship\n\nWe ship **every day** from Mysuru.\n' });
    const page = await read('shipping');
    expect(page.body.html).toBe('<h1>How we ship</h1>\n<p>We ship <strong>every day</strong> from Mysuru.</p>\n');
    expect(page.body.updatedAt).toEqual(expect.any(String));
    // Over tRPC too.
    const viaTrpc = await callerFor(t.deps).pages.get({ slug: 'shipping' });
    expect(viaTrpc.html).toContain('<strong>every day</strong>');

    const reset = await save('shipping', '   ');
    expect(reset.body).toMatchObject({ custom: false, updatedAt: null });
    expect(reset.body.body).toContain('# Shipping policy');
  });

  it('the owner’s HTML is shown as text and script links never become links', async () => {
    const res = await save('privacy', '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [ok](https://example.in/a)');
    expect(res.status).toBe(200);
    const html = res.body.html;
    expect(html).not.toMatch(/<script|<img|href="javascript|href="data/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.in/a">ok</a>');
    await save('privacy', '');
  });

  it('a text too long is refused beside its field, and the stored one stays', async () => {
    await save('terms', '');
    const res = await save('terms', 'x'.repeat(40_001));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ issues: [{ path: 'body', message: 'The page’s text is too long: at most 40,000 characters' }] });
    expect((await read('terms')).body.custom).toBe(false);
  });

  it('a shop name with Markdown characters is printed as typed in the starting text', async () => {
    const fresh = await createTestApp();
    try {
      const owner = await createUser(fresh.deps, { isAdmin: true });
      await api(fresh.app, 'PUT', '/api/settings', { token: owner.token, body: { shopName: '*Star* [Shop]' } });
      const page = await api<Page>(fresh.app, 'GET', '/api/pages/returns');
      expect(page.body.html).toContain('*Star* [Shop]');
      expect(page.body.html).not.toContain('<em>Star</em>');
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('the owner’s Hindi version shows on the Hindi pages; left out it stays, empty it goes, and it needs the owner’s own text', async () => {
    const fresh = await createTestApp();
    try {
      const owner = await createUser(fresh.deps, { isAdmin: true });
      const put = (body: object) => api<Page & { message?: string; issues?: unknown }>(fresh.app, 'PUT', '/api/pages/returns', { token: owner.token, body });
      const get = (language?: string) => api<Page>(fresh.app, 'GET', `/api/pages/returns${language ? `?language=${language}` : ''}`);
      const english = 'Returns within **7 days**.';
      const hindi = '7 दिनों में **वापसी**।';

      const saved = await put({ body: english, bodyHi: `${hindi}\r\n` });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ body: english, bodyHi: `${hindi}\n`, custom: true });
      expect((await get()).body).toMatchObject({ title: 'Returns and refunds', body: english, bodyHi: `${hindi}\n` });
      const inHindi = (await get('hi')).body;
      expect(inHindi).toMatchObject({ title: 'वापसी और रिफ़ंड', body: `${hindi}\n`, custom: true });
      expect(inHindi.html).toBe('<p>7 दिनों में <strong>वापसी</strong>।</p>\n');

      // The English text changed alone: the Hindi version stays.
      expect((await put({ body: 'Returns within 10 days.' })).body).toMatchObject({ body: 'Returns within 10 days.', bodyHi: `${hindi}\n` });
      // Refused without the owner's own text; nothing changes.
      const refused = await put({ body: '', bodyHi: hindi });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Write the page’s own text first: the Hindi text is a version of it, and the starting text has its own Hindi');
      expect((await get('hi')).body.body).toBe(`${hindi}\n`);
      const tooLong = await put({ body: english, bodyHi: 'क'.repeat(40_001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.issues).toEqual([{ path: 'bodyHi', message: 'The page’s Hindi text is too long: at most 40,000 characters' }]);

      // An empty Hindi text goes: the Hindi pages show the owner's text as written.
      expect((await put({ body: english, bodyHi: '  ' })).body).toMatchObject({ bodyHi: null });
      expect((await get('hi')).body).toMatchObject({ title: 'वापसी और रिफ़ंड', body: english, custom: true });
      // The owner's text removed: both languages show their starting texts again.
      await put({ body: english, bodyHi: hindi });
      expect((await put({ body: '' })).body).toMatchObject({ custom: false, bodyHi: null });
      const starting = (await get('hi')).body;
      expect(starting).toMatchObject({ custom: false, bodyHi: null });
      expect(starting.body).not.toContain(hindi);
      expect(starting.body).toMatch(/[\u0900-\u097F]/);
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('the sitemap lists the four pages', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/categories.xml' });
    for (const slug of ['returns', 'shipping', 'privacy', 'terms']) expect(sitemap.body).toContain(`/pages/${slug}</loc>`);
  });
});
