/**
 * A product's photos in the owner's order (docs/decisions/045-product-photos.md): rows of product_images,
 * the first of which is always also `products.image`, what lists, carts and orders show. A product with no
 * rows has the one photo `products.image`, whose id is the product's own.
 */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { productImages, products, productVariants } from '../../../drizzle/schema.js';
import type { Product } from '../../shared/schemas/product.js';
import type { ProductPhotoInput } from '../../shared/schemas/product-photos.js';
import type { Db, Tx } from '../db/database.js';
import { badRequest, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { getProduct, PRODUCT_NOT_FOUND } from './get-product.js';
import { publishProblem } from './manage-products.js';
import { imageIdsOf } from './variants.js';

export const SAME_PHOTO_TWICE = 'The same photo is sent twice';
export const notThisProductsPhoto = (id: string) => `Photo ${id} is not one of this product's photos: leave its id out to add it as a new one`;

/**
 * Makes `photos` the product's photos, in their order, in one transaction: a photo sent with its id keeps
 * it, one without gets a new one, and the photos not sent are removed, from the product and from every
 * variant that showed them. The first photo becomes the product's `image` (which a published product needs
 * to be a real one). Answers the product as the admin sees it.
 */
export function setProductPhotos(db: Db, productId: string, photos: readonly ProductPhotoInput[]): Product {
  db.transaction(
    (tx) => {
      const product = tx.select({ pricePaise: products.pricePaise, isPublished: products.isPublished }).from(products).where(eq(products.id, productId)).get();
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const stored = new Set(tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).all().map((row) => row.id));
      // Without rows the product's one photo is `image`, known by the product's id: sent back, it becomes a
      // row under that id, so a variant that named it still does.
      const known = stored.size > 0 ? stored : new Set([productId]);
      const sent = new Set<string>();
      for (const { id } of photos) {
        if (id === undefined) continue;
        if (sent.has(id)) throw badRequest(SAME_PHOTO_TWICE);
        if (!known.has(id)) throw badRequest(notThisProductsPhoto(id));
        sent.add(id);
      }
      const first = photos[0];
      const problem = product.isPublished ? publishProblem({ pricePaise: product.pricePaise, image: first.url }) : undefined;
      if (problem) throw badRequest(problem);

      const kept = photos.map((photo) => ({ ...photo, id: photo.id ?? newId() }));
      const keptIds = kept.map((photo) => photo.id);
      tx.delete(productImages)
        .where(and(eq(productImages.productId, productId), notInArray(productImages.id, keptIds)))
        .run();
      kept.forEach((photo, position) => {
        const row = { url: photo.url, alt: photo.alt, position };
        if (stored.has(photo.id)) tx.update(productImages).set(row).where(eq(productImages.id, photo.id)).run();
        else tx.insert(productImages).values({ id: photo.id, productId, ...row }).run();
      });
      forgetRemovedPhotos(tx, productId, new Set(keptIds));
      // Always written, so the catalogue's change counter moves (its trigger is on products): the product's
      // page is kept until it does, and its photos are part of it.
      tx.update(products).set({ image: first.url }).where(eq(products.id, productId)).run();
    },
    { behavior: 'immediate' },
  );
  return getProduct(db, productId, { withDrafts: true });
}

/** A variant shows only photos the product still has; one left with none shows them all. */
function forgetRemovedPhotos(tx: Tx, productId: string, photoIds: ReadonlySet<string>): void {
  const variants = tx.select({ id: productVariants.id, imageIds: productVariants.imageIds }).from(productVariants).where(eq(productVariants.productId, productId)).all();
  for (const variant of variants) {
    const named = imageIdsOf(variant);
    const left = named.filter((id) => photoIds.has(id));
    if (left.length !== named.length) tx.update(productVariants).set({ imageIds: JSON.stringify(left) }).where(eq(productVariants.id, variant.id)).run();
  }
}

/**
 * The product form's `image` (PUT /api/products/{id}, as the spec's clients send it) is the first photo:
 * it replaces that photo's address, or, for a product without rows, is its only photo already.
 */
export function replaceFirstPhoto(tx: Tx, productId: string, url: string): void {
  const first = tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), sql`rowid`)
    .limit(1)
    .get();
  if (first) tx.update(productImages).set({ url }).where(eq(productImages.id, first.id)).run();
}
