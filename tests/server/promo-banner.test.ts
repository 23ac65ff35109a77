/**
 * The storefront's banner: its words made on the server from the banner promotion (or the owner's text when
 * none is chosen), none while the promotion cannot be used, and, for a signed-in shopper, none when the
 * promotion is one they can no longer use (docs/decisions/033-storefront-edges.md). Drawn pages carry the
 * banner for everyone, so a change to it draws them again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.js';
import { createPromotion, indianDate } from '../../src/server/promotions/promotions.js';
import { DEMO_PROMOTION } from '../../src/server/db/seed/seed-demo.js';
import type { PromotionFields } from '../../src/shared/schemas/promotion.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

let codes = 0;
const DAY = 24 * 60 * 60 * 1000;
const today = () => indianDate(new Date());
const dayFrom = (offsetDays: number) => indianDate(new Date(Date.now() + offsetDays * DAY));

/** A promotion with these fields (the rest as a plain 10% off), made the banner's. */
function bannerPromotion(fields: Partial<PromotionFields> = {}) {
  const promotion = createPromotion(t.deps.db, {
    code: `BANNER${++codes}`,
    kind: 'percent',
    value: 10,
    minOrder: 0,
    maxDiscount: null,
    firstOrderOnly: false,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    perCustomerLimit: null,
    active: true,
    ...fields,
  });
  t.deps.settings.save({ bannerPromotionId: promotion._id });
  return promotion;
}

const publicBanner = async () => {
  const res = await api(t.app, 'GET', '/api/settings');
  expect(res.status).toBe(200);
  return res.body.banner as { text: string; textHi: string; code: string | null } | null;
};
const bannerFor = async (who: TestUser) => {
  const res = await api(t.app, 'GET', '/api/promotions/banner', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.banner as { text: string; textHi: string; code: string | null } | null;
};
/** An order by `who` that used `promotionId` (not cancelled unless asked). */
function orderWith(who: TestUser, promotionId: string, { cancelled = false } = {}): string {
  const id = buy(t.deps, who.user.id, createProduct(t.deps).id);
  t.deps.db
    .update(orders)
    .set({ promotionId, ...(cancelled ? { fulfilmentStatus: 'cancelled' } : {}) })
    .where(eq(orders.id, id))
    .run();
  return id;
}

describe('the banner’s words, made from the promotion', () => {
  it('the demo’s WELCOME15: its percent, first order only, its maximum and its code', async () => {
    const { code } = bannerPromotion({ ...DEMO_PROMOTION, code: `WELCOME${++codes}` });
    expect(await publicBanner()).toEqual({
      text: `Get 15% off your first order, up to Rs 500, with code ${code}`,
      textHi: `अपने पहले ऑर्डर पर 15% की छूट पाएँ, अधिकतम Rs 500, कोड ${code} से`,
      code,
    });
  });

  it.each([
    // The value of a fixed amount is in rupees, as an admin types it; the other amounts are paise, as stored.
    [{ kind: 'fixed', value: 100, minOrder: 99_900 }, 'Get Rs 100 off orders of Rs 999 or more'],
    [{ kind: 'fixed', value: '50.50', firstOrderOnly: true, minOrder: 50_000 }, 'Get Rs 50.50 off your first order of Rs 500 or more'],
    [{ kind: 'percent', value: 20 }, 'Get 20% off your order'],
    [{ kind: 'percent', value: 25, maxDiscount: 125_000, minOrder: 1_99_900 }, 'Get 25% off orders of Rs 1,999 or more, up to Rs 1,250'],
    [{ kind: 'percent', value: 5, validUntil: '2099-12-31' }, 'Get 5% off your order, until 31 December 2099'],
  ] as const)('%j → “%s, with code …”', async (fields, words) => {
    const promotion = bannerPromotion(fields as Partial<PromotionFields>);
    expect(await publicBanner()).toMatchObject({ text: `${words}, with code ${promotion.code}`, code: promotion.code });
  });

  it('without a banner promotion the owner’s banner text is a plain announcement; an empty text is no banner', async () => {
    t.deps.settings.save({ bannerPromotionId: null, bannerText: '  Free delivery this Diwali week  ' });
    expect(await publicBanner()).toEqual({ text: 'Free delivery this Diwali week', textHi: 'Free delivery this Diwali week', code: null });
    t.deps.settings.save({ bannerPromotionId: null, bannerText: '' });
    expect(await publicBanner()).toBeNull();
  });

  it('no banner while the promotion is switched off, not yet valid, expired or used up', async () => {
    t.deps.settings.save({ bannerText: 'The owner’s text is not shown in place of a promotion' });
    bannerPromotion({ active: false });
    expect(await publicBanner()).toBeNull();
    bannerPromotion({ validFrom: dayFrom(3) });
    expect(await publicBanner()).toBeNull();
    bannerPromotion({ validUntil: dayFrom(-2) });
    expect(await publicBanner()).toBeNull();
    // Valid until today, inclusive (India's date).
    const lastDay = bannerPromotion({ validUntil: today() });
    expect((await publicBanner())?.code).toBe(lastDay.code);

    const limited = bannerPromotion({ usageLimit: 2 });
    const buyer = await createUser(t.deps);
    orderWith(buyer, limited._id, { cancelled: true });
    orderWith(buyer, limited._id);
    // A cancelled order gave its use back: one of two used.
    expect((await publicBanner())?.code).toBe(limited.code);
    orderWith(await createUser(t.deps), limited._id);
    expect(await publicBanner()).toBeNull();
  });
});

describe('GET /api/promotions/banner: the banner for a signed-in shopper', () => {
  it('needs a signed-in shopper', async () => {
    expect((await api(t.app, 'GET', '/api/promotions/banner')).status).toBe(401);
    await expect(callerFor(t.deps).promotions.banner()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a first-order offer: shown until the shopper has an order, and again once it is cancelled', async () => {
    const promotion = bannerPromotion({ ...DEMO_PROMOTION, code: `FIRST${++codes}` });
    const shopper = await createUser(t.deps);
    const everyone = await publicBanner();
    expect(everyone?.code).toBe(promotion.code);
    expect(await bannerFor(shopper)).toEqual(everyone);

    // Any order counts, with or without the code.
    const order = buy(t.deps, shopper.user.id, createProduct(t.deps).id);
    expect(await bannerFor(shopper)).toBeNull();
    expect(await publicBanner()).toEqual(everyone);

    t.deps.db.update(orders).set({ fulfilmentStatus: 'cancelled' }).where(eq(orders.id, order)).run();
    expect(await bannerFor(shopper)).toEqual(everyone);
  });

  it('an offer with a per-customer limit: gone for a shopper who reached it, still there for others', async () => {
    const promotion = bannerPromotion({ perCustomerLimit: 2 });
    const [regular, other] = await Promise.all([createUser(t.deps), createUser(t.deps)]);
    orderWith(regular, promotion._id);
    expect((await bannerFor(regular))?.code).toBe(promotion.code);
    orderWith(regular, promotion._id);
    expect(await bannerFor(regular)).toBeNull();
    expect((await bannerFor(other))?.code).toBe(promotion.code);
  });

  it('nothing for anyone when the offer cannot be used; a plain announcement for everyone', async () => {
    const shopper = await createUser(t.deps);
    bannerPromotion({ active: false });
    expect(await bannerFor(shopper)).toBeNull();
    buy(t.deps, shopper.user.id, createProduct(t.deps).id);
    t.deps.settings.save({ bannerPromotionId: null, bannerText: 'Open on Sundays' });
    expect(await bannerFor(shopper)).toEqual({ text: 'Open on Sundays', textHi: 'Open on Sundays', code: null });
  });
});

describe('the banner in the drawn pages', () => {
  it('every page carries the banner in its data, and a change to the promotion reaches the next page', async () => {
    const promotion = bannerPromotion({ ...DEMO_PROMOTION, code: `PAGE${++codes}` });
    const pageData = async () => {
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      const json = /<script type="application\/json" id="__SHOP_DATA__">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const data = JSON.parse(json ?? '{}') as { queries: { path: string; data: { banner: unknown } }[] };
      return data.queries.find((query) => query.path === 'settings.get')?.data.banner;
    };
    expect(await pageData()).toMatchObject({ text: `Get 15% off your first order, up to Rs 500, with code ${promotion.code}`, code: promotion.code });
    const res = await api(t.app, 'PUT', `/api/promotions/${promotion._id}`, { token: admin.token, body: { ...DEMO_PROMOTION, code: promotion.code, maxDiscount: '250' } });
    expect(res.status).toBe(200);
    expect(await pageData()).toMatchObject({ text: `Get 15% off your first order, up to Rs 250, with code ${promotion.code}`, code: promotion.code });
    await api(t.app, 'PUT', `/api/promotions/${promotion._id}`, { token: admin.token, body: { ...DEMO_PROMOTION, code: promotion.code, active: false } });
    expect(await pageData()).toBeNull();
  });
});
