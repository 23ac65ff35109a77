import { z } from 'zod';
import { CATEGORY_NAME_MAX, CATEGORY_SLUG_MAX, CATEGORY_SLUG_PATTERN, type Category, type CategoryNode } from '../categories.js';
import { idSchema } from './common.js';

const booleanParam = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(CATEGORY_NAME_MAX, `Name must be at most ${CATEGORY_NAME_MAX} characters`);

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Slug is required')
  .max(CATEGORY_SLUG_MAX, `Slug must be at most ${CATEGORY_SLUG_MAX} characters`)
  .regex(CATEGORY_SLUG_PATTERN, 'Slug may hold only letters a-z, digits and single dashes between them, such as mens-wear');

/** A photo: a path on this shop, as a product's image; empty or null for none. */
const imageSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(500, 'Image path is too long')
    .regex(/^\/[^/\\]/, 'Image must be a path on this shop, such as /uploads/photo.webp')
    .nullable(),
);

const categoryShape = {
  name: nameSchema,
  /** The address, /category/{slug}; made from the name when not given. */
  slug: slugSchema.optional(),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters').optional(),
  /** In Hindi, for the Hindi pages (docs/decisions/056-languages.md); empty for none. */
  nameHi: z.string().trim().max(CATEGORY_NAME_MAX, `Hindi name must be at most ${CATEGORY_NAME_MAX} characters`).optional(),
  descriptionHi: z.string().trim().max(1000, 'Hindi description must be at most 1000 characters').optional(),
  image: imageSchema.optional(),
  /** The category it sits inside (one level only), or null for a top-level category. */
  parentId: idSchema.nullable().optional(),
};

export const categoryCreateInput = z.object(categoryShape);
export type CategoryCreateInput = z.infer<typeof categoryCreateInput>;

export const categoryUpdateInput = z.object({ ...categoryShape, name: nameSchema.optional(), id: idSchema });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;

export const categoryListInput = z
  .object({
    /** Admins only: each category's number of products (drafts too), which costs a count of the whole catalogue. */
    withCounts: booleanParam.optional(),
  })
  .optional();

export const categoryOrderInput = z.object({
  /** Every category of one parent (or every top-level one), in their new order. */
  ids: z.array(idSchema, { error: 'ids must be a list of category ids' }).min(1, 'Give the categories in their new order').max(500, 'At most 500 categories'),
});

const categoryFields = {
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  nameHi: z.string(),
  descriptionHi: z.string(),
  image: z.string().nullable(),
  parentId: z.string().nullable(),
  position: z.number().int(),
  productCount: z.number().int().optional(),
};

export const categoryOutput: z.ZodType<Category> = z.object(categoryFields);
export const categoryTreeOutput: z.ZodType<CategoryNode[]> = z.array(z.object({ ...categoryFields, children: z.array(z.object(categoryFields)) }));
