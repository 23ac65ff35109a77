import { z } from 'zod';
import { MAX_PRODUCT_IMAGES } from '../variants.js';
import { idSchema } from './common.js';
import { productFields } from './product.js';

/** What a photo's alt text may hold: a sentence that says what the photo shows. */
export const PHOTO_ALT_MAX_LENGTH = 200;

export const TOO_FEW_PHOTOS = 'A product needs at least one photo';
export const TOO_MANY_PHOTOS = `A product can have at most ${MAX_PRODUCT_IMAGES} photos`;

export const productPhotoInput = z.object({
  /** A photo the product has already: it keeps its id (variants name their photos by it). Leave out for a new one. */
  id: idSchema.optional(),
  /** A path on this shop, as the product's `image`: what POST /api/upload answered. */
  url: productFields.shape.image,
  /** What the photo shows, for shoppers who cannot see it; empty: the product's name is read instead. */
  alt: z
    .string()
    .trim()
    .max(PHOTO_ALT_MAX_LENGTH, `Alt text is too long: at most ${PHOTO_ALT_MAX_LENGTH} characters`)
    .default(''),
});
export type ProductPhotoInput = z.infer<typeof productPhotoInput>;

/** PUT /api/products/{id}/images: every photo of the product, in the owner's order; the first is its `image`. */
export const productPhotosInput = z.object({
  id: idSchema,
  images: z.array(productPhotoInput).min(1, TOO_FEW_PHOTOS).max(MAX_PRODUCT_IMAGES, TOO_MANY_PHOTOS),
});
