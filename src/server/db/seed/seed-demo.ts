import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { categories, productImages, products, reviews, users } from '../../../../drizzle/schema.js';
import { DEFAULT_GST_RATE, gstBasisPoints } from '../../../shared/constants.js';
import { refreshRating } from '../../catalog/ratings.js';
import { createSynonymSet } from '../../catalog/synonyms.js';
import { newId } from '../../ids.js';
import type { PromotionFields } from '../../../shared/schemas/promotion.js';
import type { SettingsInput } from '../../../shared/schemas/settings.js';
import { createPromotion } from '../../promotions/promotions.js';
import type { SettingsStore } from '../../settings/store-settings.js';
import { createAccounts } from '../../users/accounts.js';
import { uploadsDir } from '../data-dir.js';
import type { Db } from '../database.js';
import { META, readMeta, writeMeta } from '../shop-meta.js';
import { placeDemoArtwork } from './artwork-cache.js';
import { DEMO_ACCOUNTS } from './demo-account-data.js';
import { demoProducts, demoReviews, demoTax, STARTING_CATEGORIES, STARTING_CATEGORY_HINDI, type DemoProduct } from './catalog-data.js';
import { demoArtwork, demoPhotosByProduct } from './demo-photos.js';
import { DEMO_SYNONYMS } from './demo-synonyms.js';
import { seedDemoVariants } from './demo-variants.js';

export { DEMO_ACCOUNTS };

export const DEMO_IMAGE_DIR = 'demo';

/** The offer the demo banner names: 15% off a first order, at most Rs 500. */
export const DEMO_PROMOTION: PromotionFields = {
  code: 'WELCOME15',
  kind: 'percent',
  value: 15,
  minOrder: 0,
  maxDiscount: 50_000,
  firstOrderOnly: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  perCustomerLimit: 1,
  active: true,
};

/** The demo shop's identity: believable, and plainly an example. */
export const DEMO_SETTINGS: SettingsInput = {
  shopName: 'Rupee Shop',
  legalName: 'Rupee Retail Private Limited',
  contactEmail: 'support@rupeeshop.example',
  contactPhone: '+91 80 4000 1234',
  address: '12, MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  state: 'Karnataka',
  gstin: '29AAGCR4375J1ZU',
  facebookUrl: 'https://www.facebook.com/rupeeshop.example',
  instagramUrl: 'https://www.instagram.com/rupeeshop.example',
  xUrl: 'https://x.com/rupeeshop_example',
  youtubeUrl: 'https://www.youtube.com/@rupeeshop.example',
  bannerText: 'Get 15% off your first order with code WELCOME15',
  bannerTextHi: 'कोड WELCOME15 से अपने पहले ऑर्डर पर 15% की छूट पाएँ',
  // No about text of the owner's: the footer's own, in the page's language (src/client/i18n/<language>/footer.ts).
  footerPromises: [
    { title: 'Everyday fresh products', text: 'Restocked daily from trusted sellers', titleHi: 'रोज़ ताज़ा सामान', textHi: 'भरोसेमंद विक्रेताओं से रोज़ नया स्टॉक' },
    { title: 'Honest prices', text: 'GST shown before you pay', titleHi: 'सही दाम', textHi: 'भुगतान से पहले GST दिखाया जाता है' },
  ],
};

/** Newest first on the home page should show a mix of categories, so the catalog is interleaved by category. */
function interleaved(list: readonly DemoProduct[]): DemoProduct[] {
  const byCategory = STARTING_CATEGORIES.map((category) => list.filter((p) => p.category === category));
  const longest = Math.max(...byCategory.map((group) => group.length));
  const out: DemoProduct[] = [];
  for (let i = 0; i < longest; i++) for (const group of byCategory) if (group[i]) out.push(group[i]);
  return out;
}

const demoImagePath = (key: string) => `/uploads/${DEMO_IMAGE_DIR}/${key}.webp`;

/** Each product's picture (and a few products' further photos) with its copies by width, copied from the artwork cache (drawn where it lacks one). */
async function placeImages(dataDir: string): Promise<Map<string, string>> {
  await placeDemoArtwork(demoArtwork(), path.join(uploadsDir(dataDir), DEMO_IMAGE_DIR));
  return new Map(demoProducts.map((product) => [product.key, demoImagePath(product.key)]));
}

/** A demo product's SKU: its stable key in capitals (BOAT-ROCKERZ-450), the same in every demo shop. */
export const demoSku = (key: string) => key.toUpperCase();

export interface SeedOutcome {
  seeded: boolean;
  /** The demo accounts created, so the start log can list them (demo only). */
  accounts: { email: string; password: string; isAdmin: boolean }[];
}

function isEmptyShop(db: Db): boolean {
  const productCount = db.select({ n: count() }).from(products).get()?.n ?? 0;
  const userCount = db.select({ n: count() }).from(users).get()?.n ?? 0;
  return productCount === 0 && userCount === 0;
}

/**
 * Fills a brand-new shop with the demo catalog, its artwork (drawn by the shop, never fetched, and drawn
 * once: docs/decisions/030-demo-artwork-cache.md) and, unless told not to (production, or
 * REMOVE_DEMO_ACCOUNTS), the demo accounts. A shop is seeded at most once in its life: a shop that holds
 * any product or account, or was seeded before, is never touched, so a deleted demo account or product
 * never comes back. The demo reviewers did not buy what they reviewed, so their reviews are not verified
 * purchases.
 */
export async function seedDemo(
  db: Db,
  dataDir: string,
  options: {
    accounts: boolean;
    settings: SettingsStore;
    /** How the demo accounts' passwords are hashed: argon2id, or the tests' one shared hash per password. */
    hashPassword?: (password: string) => Promise<string>;
  },
  now = Date.now(),
): Promise<SeedOutcome> {
  if (readMeta(db, META.demoSeededAt) !== undefined || !isEmptyShop(db)) return { seeded: false, accounts: [] };

  const images = await placeImages(dataDir);
  const accounts = new Map<string, { id: string; name: string }>();
  if (options.accounts) {
    const demo = Object.entries(DEMO_ACCOUNTS);
    const rows = await createAccounts(db, demo.map(([, account]) => account), options.hashPassword);
    demo.forEach(([key], i) => accounts.set(key, { id: rows[i].id, name: rows[i].name }));
  }

  const productIds = new Map<string, string>();
  db.transaction((tx) => {
    // The demo's starting categories (the migration's rows) have Hindi names too; a shop without the demo leaves them to its owner.
    for (const [id, hindi] of Object.entries(STARTING_CATEGORY_HINDI)) tx.update(categories).set(hindi).where(eq(categories.id, id)).run();
    interleaved(demoProducts).forEach((product, rank) => {
      const id = newId();
      productIds.set(product.key, id);
      tx.insert(products)
        .values({
          id,
          name: product.name,
          nameHi: product.nameHi,
          image: images.get(product.key) ?? '',
          brand: product.brand,
          category: product.category,
          description: product.description,
          descriptionHi: product.descriptionHi,
          pricePaise: product.pricePaise,
          countInStock: product.countInStock,
          gstRateBp: gstBasisPoints(demoTax[product.key]?.gstRate ?? DEFAULT_GST_RATE),
          hsnCode: demoTax[product.key]?.hsnCode ?? null,
          sku: demoSku(product.key),
          createdAt: new Date(now - rank * 60_000),
        })
        .run();
    });

    // A product with further photos has them all as rows, its first photo (its image) first.
    for (const [productKey, further] of demoPhotosByProduct()) {
      const productId = productIds.get(productKey);
      if (!productId) throw new Error(`Demo photos refer to an unknown product ${productKey}`);
      const photos = [{ url: images.get(productKey) ?? '', alt: '' }, ...further.map((photo) => ({ url: demoImagePath(photo.key), alt: photo.alt }))];
      photos.forEach((photo, position) => tx.insert(productImages).values({ id: newId(), productId, position, ...photo }).run());
    }

    demoReviews.forEach((review, index) => {
      const productId = productIds.get(review.productKey);
      if (!productId) throw new Error(`Demo review ${index} refers to an unknown product`);
      const reviewer = accounts.get(review.reviewer);
      tx.insert(reviews)
        .values({
          id: newId(),
          productId,
          userId: reviewer?.id ?? null,
          name: reviewer?.name ?? DEMO_ACCOUNTS[review.reviewer].name,
          rating: review.rating,
          comment: review.comment,
          createdAt: new Date(now - (demoReviews.length - index) * 3_600_000),
        })
        .run();
    });
    for (const productId of productIds.values()) refreshRating(tx, productId);
    writeMeta(tx, META.demoSeededAt, new Date(now).toISOString());
  });
  seedDemoVariants(db, productIds);
  for (const terms of DEMO_SYNONYMS) createSynonymSet(db, { terms: [...terms] }, new Date(now));
  // The banner offers the demo's promotion, in words made from the promotion itself.
  const welcome = createPromotion(db, DEMO_PROMOTION, new Date(now));
  options.settings.save({ ...DEMO_SETTINGS, bannerPromotionId: welcome._id }, new Date(now));
  return { seeded: true, accounts: options.accounts ? Object.values(DEMO_ACCOUNTS).map(({ email, password, isAdmin }) => ({ email, password, isAdmin })) : [] };
}
