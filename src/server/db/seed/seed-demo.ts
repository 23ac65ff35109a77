import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products, reviews, users } from '../../../../drizzle/schema.js';
import { CATEGORIES } from '../../../shared/constants.js';
import { hashPassword } from '../../auth/passwords.js';
import { newId } from '../../ids.js';
import { uploadsDir } from '../../uploads/save-image.js';
import type { Db } from '../database.js';
import { productArtworkSvg } from './artwork.js';
import { demoProducts, demoReviews, type DemoProduct, type DemoReviewer } from './catalog-data.js';

/** The demo accounts, listed in the README. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Shop Admin', email: 'admin@example.com', password: 'admin12345', isAdmin: true },
  customer: { name: 'Aarav Sharma', email: 'customer@example.com', password: 'customer12345', isAdmin: false },
  priya: { name: 'Priya Nair', email: 'priya@example.com', password: 'customer12345', isAdmin: false },
  rahul: { name: 'Rahul Verma', email: 'rahul@example.com', password: 'customer12345', isAdmin: false },
  ananya: { name: 'Ananya Iyer', email: 'ananya@example.com', password: 'customer12345', isAdmin: false },
} as const satisfies Record<'admin' | DemoReviewer, { name: string; email: string; password: string; isAdmin: boolean }>;

export const DEMO_IMAGE_DIR = 'demo';

/** Newest first on the home page should show a mix of categories, so the catalog is interleaved by category. */
function interleaved(list: readonly DemoProduct[]): DemoProduct[] {
  const byCategory = CATEGORIES.map((category) => list.filter((p) => p.category === category));
  const longest = Math.max(...byCategory.map((group) => group.length));
  const out: DemoProduct[] = [];
  for (let i = 0; i < longest; i++) for (const group of byCategory) if (group[i]) out.push(group[i]);
  return out;
}

async function renderImages(dataDir: string): Promise<Map<string, string>> {
  const dir = path.join(uploadsDir(dataDir), DEMO_IMAGE_DIR);
  await mkdir(dir, { recursive: true });
  const paths = new Map<string, string>();
  for (const product of demoProducts) {
    const webp = await sharp(Buffer.from(productArtworkSvg(product))).webp({ quality: 80 }).toBuffer();
    await writeFile(path.join(dir, `${product.key}.webp`), webp);
    paths.set(product.key, `/uploads/${DEMO_IMAGE_DIR}/${product.key}.webp`);
  }
  return paths;
}

/**
 * Fills an empty shop with the demo catalog, its artwork (drawn here, never fetched) and the demo accounts.
 * Does nothing when the shop already has products, so restarts never duplicate or overwrite anything.
 */
export async function seedDemo(db: Db, dataDir: string, now = Date.now()): Promise<{ seeded: boolean }> {
  const existing = db.select({ n: count() }).from(products).get()?.n ?? 0;
  if (existing > 0) return { seeded: false };

  const images = await renderImages(dataDir);
  const accounts = await Promise.all(
    Object.entries(DEMO_ACCOUNTS).map(async ([key, account]) => ({
      key,
      id: newId(),
      ...account,
      passwordHash: await hashPassword(account.password),
    })),
  );

  db.transaction((tx) => {
    if ((tx.select({ n: count() }).from(products).get()?.n ?? 0) > 0) return;
    const userIds = new Map<string, { id: string; name: string }>();
    for (const account of accounts) {
      const found = tx.select().from(users).where(eq(users.email, account.email)).get();
      if (found) {
        userIds.set(account.key, { id: found.id, name: found.name });
        continue;
      }
      tx.insert(users)
        .values({ id: account.id, name: account.name, email: account.email, passwordHash: account.passwordHash, isAdmin: account.isAdmin })
        .run();
      userIds.set(account.key, { id: account.id, name: account.name });
    }

    const productIds = new Map<string, string>();
    interleaved(demoProducts).forEach((product, rank) => {
      const id = newId();
      productIds.set(product.key, id);
      tx.insert(products)
        .values({
          id,
          name: product.name,
          image: images.get(product.key) ?? '',
          brand: product.brand,
          category: product.category,
          description: product.description,
          pricePaise: product.pricePaise,
          countInStock: product.countInStock,
          createdAt: new Date(now - rank * 60_000),
        })
        .run();
    });

    demoReviews.forEach((review, index) => {
      const productId = productIds.get(review.productKey);
      const reviewer = userIds.get(review.reviewer);
      if (!productId || !reviewer) throw new Error(`Demo review ${index} refers to an unknown product or reviewer`);
      tx.insert(reviews)
        .values({
          id: newId(),
          productId,
          userId: reviewer.id,
          name: reviewer.name,
          rating: review.rating,
          comment: review.comment,
          createdAt: new Date(now - (demoReviews.length - index) * 3_600_000),
        })
        .run();
    });
    for (const productId of productIds.values()) {
      const ratings = tx.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.productId, productId)).all();
      if (ratings.length === 0) continue;
      const rating = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
      tx.update(products).set({ rating, numReviews: ratings.length }).where(eq(products.id, productId)).run();
    }
  });
  return { seeded: true };
}
