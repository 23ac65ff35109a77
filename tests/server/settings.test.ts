import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { orderPayload } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const settings = () => api(t.app, 'GET', '/api/settings');
const save = (body: Record<string, unknown>, token = admin.token) => api(t.app, 'PUT', '/api/settings', { token, body });

describe('store settings', () => {
  it('a shop that never saved its settings is "My Shop", unconfigured, and invents nothing', async () => {
    const fresh = await createTestApp();
    try {
      const res = await api(fresh.app, 'GET', '/api/settings');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ shopName: 'My Shop', configured: false, gstin: null, contactEmail: '', facebookUrl: null, bannerText: '' });
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('only admins change them: visitor 401, customer 403', async () => {
    expect((await api(t.app, 'PUT', '/api/settings', { body: { shopName: 'X' } })).status).toBe(401);
    expect((await save({ shopName: 'X' }, customer.token)).status).toBe(403);
  });

  it('an admin saves the identity; everyone reads it back at once, without a restart; fields not sent keep their value', async () => {
    const res = await save({
      shopName: 'Kirana Corner',
      legalName: 'Kirana Corner Retail LLP',
      contactEmail: 'hello@kirana.example',
      contactPhone: '+91 98450 12345',
      address: '5, Temple Street',
      city: 'Mysuru',
      pincode: '570001',
      state: 'karnataka',
      gstin: '29aagcb7383j1z4',
      instagramUrl: 'https://www.instagram.com/kirana.example',
      bannerText: 'Fresh vegetables every morning',
      aboutText: 'Your corner shop, online.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shopName: 'Kirana Corner', state: 'Karnataka', stateCode: '29', gstin: '29AAGCB7383J1Z4', configured: true });
    expect((await settings()).body).toMatchObject({ shopName: 'Kirana Corner', contactEmail: 'hello@kirana.example', instagramUrl: 'https://www.instagram.com/kirana.example' });
    const partial = await save({ contactPhone: '+91 80 1234 5678' });
    expect(partial.body).toMatchObject({ shopName: 'Kirana Corner', contactPhone: '+91 80 1234 5678', gstin: '29AAGCB7383J1Z4' });
    // The storefront's pages carry the new name too.
    const page = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(page.body).toContain('Kirana Corner');
  });

  it.each([
    [{ gstin: '29AAGCB7383J1Z5' }, /check character/],
    [{ gstin: '27AAPFU0939F1ZV' }, /must start with 29/],
    [{ gstin: 'NOT-A-GSTIN' }, /15 characters/],
    [{ state: 'Atlantis' }, /State must be one of/],
    [{ pincode: '012345' }, /Pincode/],
    [{ contactEmail: 'nope' }, /valid contact email/],
    [{ facebookUrl: 'javascript:alert(1)' }, /Facebook link/],
    [{ shopName: '' }, /Shop name is required/],
    [{ logo: 'https://elsewhere.example/logo.png' }, /Logo must be a path/],
    [{ pincode: '110001', state: 'Karnataka' }, /^Pincode 110001 is not in Karnataka: please check the pincode and the state$/],
    [{ orderNumberPrefix: 'RS1' }, /Order number prefix/],
    [{ bannerPromotionId: 'no-such-promotion' }, /banner’s promotion is not one of the shop’s promotions/],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    await save({ state: 'Karnataka' });
    const before = (await settings()).body;
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await settings()).body).toEqual(before);
  });

  it('a GSTIN needs the shop’s state; clearing the GSTIN is allowed', async () => {
    const other = await createTestApp();
    try {
      const adminThere = await createUser(other.deps, { isAdmin: true });
      const res = await api(other.app, 'PUT', '/api/settings', { token: adminThere.token, body: { gstin: '29AAGCB7383J1Z4' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/state/);
    } finally {
      await other.close();
      removeDataDir(other.dataDir);
    }
    expect((await save({ gstin: '' })).body.gstin).toBeNull();
  });
});

describe('checkout and cart settings', () => {
  it('guest checkout on, carts abandoned after 4 hours, reminders off, until an admin changes them', async () => {
    const fresh = await createTestApp();
    try {
      expect((await api(fresh.app, 'GET', '/api/settings')).body).toMatchObject({ guestCheckout: true, abandonedCartHours: 4, cartReminders: false });
      const admin2 = await createUser(fresh.deps, { isAdmin: true });
      const res = await api(fresh.app, 'PUT', '/api/settings', { token: admin2.token, body: { guestCheckout: false, abandonedCartHours: '24', cartReminders: true } });
      expect(res.status).toBe(200);
      expect((await api(fresh.app, 'GET', '/api/settings')).body).toMatchObject({ guestCheckout: false, abandonedCartHours: 24, cartReminders: true });
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('refuses hours outside 1 to 720 beside the field, and keeps the stored value', async () => {
    const before = (await settings()).body as { abandonedCartHours: number };
    for (const hours of [0, 721, 1.5, '']) {
      const res = await save({ abandonedCartHours: hours });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ issues: [{ path: 'abandonedCartHours', message: 'Hours before a cart counts as abandoned must be a whole number from 1 to 720' }] });
    }
    expect((await settings()).body).toMatchObject({ abandonedCartHours: before.abandonedCartHours });
  });
});

describe('the footer’s promises of the owner’s own', () => {
  it('none until set; up to two, each with a title; refusals name the field', async () => {
    const saved = await save({ footerPromises: [{ title: 'Fresh every morning', text: 'From farms near Mysuru' }, { title: 'Gift wrapping' }] });
    expect(saved.status).toBe(200);
    expect((await settings()).body.footerPromises).toEqual([
      { title: 'Fresh every morning', text: 'From farms near Mysuru', titleHi: '', textHi: '' },
      { title: 'Gift wrapping', text: '', titleHi: '', textHi: '' },
    ]);
    const three = await save({ footerPromises: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] });
    expect(three.status).toBe(400);
    expect(three.body).toMatchObject({ issues: [{ path: 'footerPromises', message: 'At most 2 promises' }] });
    const untitled = await save({ footerPromises: [{ title: ' ', text: 'x' }] });
    expect(untitled.body).toMatchObject({ issues: [{ path: 'footerPromises.0.title', message: 'A promise needs a title' }] });
    expect((await settings()).body.footerPromises).toHaveLength(2);
    expect((await save({ footerPromises: [] })).body.footerPromises).toEqual([]);
  });
});

describe('the owner’s storefront texts in Hindi', () => {
  it('the banner, About and promises each have an optional Hindi version, checked like the English', async () => {
    const saved = await save({
      bannerText: 'Diwali sale: 10% off',
      bannerTextHi: 'दिवाली सेल: 10% की छूट',
      bannerPromotionId: null,
      aboutText: 'A family shop in Jaipur',
      aboutTextHi: 'जयपुर की एक पारिवारिक दुकान',
      footerPromises: [{ title: 'Fresh every morning', text: 'From farms near Jaipur', titleHi: 'हर सुबह ताज़ा', textHi: 'जयपुर के खेतों से' }, { title: 'Gift wrapping' }],
    });
    expect(saved.status).toBe(200);
    const read = (await settings()).body;
    expect(read).toMatchObject({ bannerTextHi: 'दिवाली सेल: 10% की छूट', aboutTextHi: 'जयपुर की एक पारिवारिक दुकान' });
    expect(read.footerPromises).toEqual([
      { title: 'Fresh every morning', text: 'From farms near Jaipur', titleHi: 'हर सुबह ताज़ा', textHi: 'जयपुर के खेतों से' },
      { title: 'Gift wrapping', text: '', titleHi: '', textHi: '' },
    ]);
    // The banner every visitor gets carries both languages.
    expect(read.banner).toEqual({ text: 'Diwali sale: 10% off', textHi: 'दिवाली सेल: 10% की छूट', code: null });

    const long = await save({ footerPromises: [{ title: 'Fresh', titleHi: 'त'.repeat(41) }] });
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: 'footerPromises.0.titleHi', message: expect.stringMatching(/^Promise in Hindi/) }]);
    expect((await settings()).body.footerPromises).toHaveLength(2);
  });

  it('a language without its own banner text shows the other’s', async () => {
    expect((await save({ bannerText: 'Open on Sundays', bannerTextHi: '', bannerPromotionId: null })).status).toBe(200);
    expect((await settings()).body.banner).toEqual({ text: 'Open on Sundays', textHi: 'Open on Sundays', code: null });
    expect((await save({ bannerText: '', bannerTextHi: 'रविवार को भी खुला' })).status).toBe(200);
    expect((await settings()).body.banner).toEqual({ text: 'रविवार को भी खुला', textHi: 'रविवार को भी खुला', code: null });
    expect((await save({ bannerTextHi: '' })).status).toBe(200);
    expect((await settings()).body.banner).toBeNull();
  });

  it('promises saved before the Hindi texts existed read back with empty Hindi', async () => {
    t.deps.db.$client.prepare('update store_settings set footer_promises = ? where id = 1').run(JSON.stringify([{ title: 'Old promise', text: 'Kept' }]));
    t.deps.settings.forget();
    expect((await settings()).body.footerPromises).toEqual([{ title: 'Old promise', text: 'Kept', titleHi: '', textHi: '' }]);
  });
});

describe('the registered address', () => {
  it('its pincode must lie in its state, the checkout’s check, given beside the pincode', async () => {
    const res = await save({ address: '12, MG Road', city: 'Bengaluru', pincode: '110001', state: 'Karnataka' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'pincode', message: 'Pincode 110001 is not in Karnataka: please check the pincode and the state' }]);
    // The army's zone 9 fits every state, as at checkout; a matching pincode is saved.
    expect((await save({ pincode: '560001', state: 'Karnataka' })).status).toBe(200);
    expect((await save({ pincode: '900001', state: 'Karnataka' })).status).toBe(200);
  });

  it('a pincode or a state sent alone is checked against the one stored', async () => {
    expect((await save({ pincode: '560001', state: 'Karnataka' })).status).toBe(200);
    const pincodeOnly = await save({ pincode: '400001' });
    expect(pincodeOnly.status).toBe(400);
    expect(pincodeOnly.body.message).toBe('Pincode 400001 is not in Karnataka: please check the pincode and the state');
    const stateOnly = await save({ state: 'Maharashtra' });
    expect(stateOnly.status).toBe(400);
    expect(stateOnly.body.message).toBe('Pincode 560001 is not in Maharashtra: please check the pincode and the state');
    expect((await settings()).body).toMatchObject({ pincode: '560001', state: 'Karnataka' });
  });

  it('an empty address stays allowed: a shop not yet set up', async () => {
    // A shop not yet set up has no GSTIN either (another test may have saved one: a GSTIN needs the state).
    expect((await save({ gstin: '' })).status).toBe(200);
    expect((await save({ pincode: '', state: 'Karnataka' })).status).toBe(200);
    expect((await save({ pincode: '110001', state: '' })).status).toBe(200);
    expect((await save({ pincode: '', state: '' })).body).toMatchObject({ pincode: '', state: '', stateCode: null });
  });
});

describe('the order number prefix', () => {
  it('is RS- until changed; an admin sets it over REST and tRPC, in capitals', async () => {
    const fresh = await createTestApp();
    try {
      expect((await api(fresh.app, 'GET', '/api/settings')).body.orderNumberPrefix).toBe('RS-');
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
    const res = await save({ orderNumberPrefix: 'KC/2026-' });
    expect(res.status).toBe(200);
    expect(res.body.orderNumberPrefix).toBe('KC/2026-');
    expect((await settings()).body.orderNumberPrefix).toBe('KC/2026-');
    const viaTrpc = await callerFor(t.deps, admin.user).settings.update({ orderNumberPrefix: ' shop- ' });
    expect(viaTrpc.orderNumberPrefix).toBe('SHOP-');
    expect((await callerFor(t.deps, admin.user).settings.get()).orderNumberPrefix).toBe('SHOP-');
    await expect(callerFor(t.deps, customer.user).settings.update({ orderNumberPrefix: 'X-' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each(['', 'ABCDEFGHIJK', 'RS 1-', 'RS_', 'R$-', 'रु-', 'RS1', '2026'])('refuses %j beside the field and keeps the prefix', async (prefix) => {
    await save({ orderNumberPrefix: 'RS-' });
    const res = await save({ orderNumberPrefix: prefix });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'orderNumberPrefix', message: 'Order number prefix must be 1 to 10 capital letters, digits, - or /, not ending in a digit' }]);
    expect((await settings()).body.orderNumberPrefix).toBe('RS-');
  });
});

describe('the banner promotion', () => {
  const promotion = async (code: string) => {
    const res = await api(t.app, 'POST', '/api/promotions', { token: admin.token, body: { code, kind: 'percent', value: 10 } });
    expect(res.status).toBe(201);
    return res.body._id as string;
  };

  it('none until chosen; an admin chooses one of the shop’s promotions or none, over REST and tRPC', async () => {
    const fresh = await createTestApp();
    try {
      expect((await api(fresh.app, 'GET', '/api/settings')).body.bannerPromotionId).toBeNull();
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
    const id = await promotion(`BANNER${Date.now() % 100_000}`);
    const res = await save({ bannerPromotionId: id });
    expect(res.status).toBe(200);
    expect(res.body.bannerPromotionId).toBe(id);
    expect((await settings()).body.bannerPromotionId).toBe(id);
    expect((await save({ bannerPromotionId: '' })).body.bannerPromotionId).toBeNull();
    expect((await callerFor(t.deps, admin.user).settings.update({ bannerPromotionId: id })).bannerPromotionId).toBe(id);
    expect((await callerFor(t.deps, admin.user).settings.update({ bannerPromotionId: null })).bannerPromotionId).toBeNull();
  });

  it('refuses an id that is not a promotion, and loses nothing', async () => {
    const id = await promotion(`KEEP${Date.now() % 100_000}`);
    await save({ bannerPromotionId: id });
    const res = await save({ bannerPromotionId: 'not-a-promotion', bannerText: 'Changed' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The banner’s promotion is not one of the shop’s promotions: choose another, or None');
    expect((await settings()).body).toMatchObject({ bannerPromotionId: id });
    expect((await settings()).body.bannerText).not.toBe('Changed');
  });

  it('deleting the promotion on the banner leaves the banner with none, and the settings can still be saved', async () => {
    const id = await promotion(`GONE${Date.now() % 100_000}`);
    await save({ bannerPromotionId: id });
    expect((await api(t.app, 'DELETE', `/api/promotions/${id}`, { token: admin.token })).status).toBe(200);
    expect((await settings()).body.bannerPromotionId).toBeNull();
    const res = await save({ aboutText: 'Still saves' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ aboutText: 'Still saves', bannerPromotionId: null });
  });
});

describe('GST rate and HSN code on products', () => {
  it('default 18% with no HSN; an admin sets a slab and an HSN code; other rates and codes are refused', async () => {
    const product = createProduct(t.deps);
    const before = await api(t.app, 'GET', `/api/products/${product.id}`);
    expect(before.body).toMatchObject({ gstRate: 18, hsnCode: null });
    const ghee = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { gstRate: 5, hsnCode: '04059020' } });
    expect(ghee.status).toBe(200);
    expect(ghee.body).toMatchObject({ gstRate: 5, hsnCode: '04059020' });
    for (const rate of [0, 0.25, 3, 40, '18']) {
      expect((await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { gstRate: rate } })).status).toBe(200);
    }
    for (const body of [{ gstRate: 12 }, { gstRate: 28 }, { gstRate: -5 }, { gstRate: '' }, { hsnCode: '12345' }, { hsnCode: 'ABCD' }]) {
      const res = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { hsnCode: '' } })).body.hsnCode).toBeNull();
  });
});

describe('pincodes and the shipping state', () => {
  it('GET /api/pincodes/{pincode} names the city (district) and state from the offline table', async () => {
    expect((await api(t.app, 'GET', '/api/pincodes/560001')).body).toEqual({ pincode: '560001', city: 'Bangalore', state: 'Karnataka', stateCode: '29' });
    expect((await api(t.app, 'GET', '/api/pincodes/110001')).body).toMatchObject({ state: 'Delhi', stateCode: '07' });
    expect((await api(t.app, 'GET', '/api/pincodes/194101')).body).toMatchObject({ state: 'Ladakh' });
    expect((await api(t.app, 'GET', '/api/pincodes/999999')).status).toBe(404);
    expect((await api(t.app, 'GET', '/api/pincodes/012345')).status).toBe(400);
  });

  it('an order’s state must be one of India’s, and its pincode must be able to lie there', async () => {
    const product = createProduct(t.deps, { pricePaise: 1_000 });
    const line = [{ product: product.id, qty: 1, pricePaise: 1_000 }];
    const wrongZone = await api(t.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload(line, { shippingAddress: { address: '1 Main Road', city: 'Bengaluru', pincode: '110001', state: 'Karnataka' } }),
    });
    expect(wrongZone.status).toBe(400);
    expect(wrongZone.body.message).toBe('Pincode 110001 is not in Karnataka: please check the pincode and the state');
    const unknownState = await api(t.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload(line, { shippingAddress: { address: '1 Main Road', city: 'Bengaluru', pincode: '560001', state: 'Narnia' } }),
    });
    expect(unknownState.status).toBe(400);
    const lowerCase = await api(t.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload(line, { shippingAddress: { address: '1 Main Road', city: 'Bengaluru', pincode: '560001', state: ' karnataka ' } }),
    });
    expect(lowerCase.status).toBe(201);
    expect(lowerCase.body.shippingAddress.state).toBe('Karnataka');
  });
});
