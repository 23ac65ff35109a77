import { z } from 'zod';
import {
  GST_RATES,
  HSN_PATTERN,
  MAX_PRICE_PAISE,
  MAX_STOCK,
  NAME_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_SORTS,
  REVIEW_COMMENT_MAX_LENGTH,
} from '../constants.js';
import { CATEGORY_SLUG_MAX } from '../categories.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { idSchema, isoDate, pageInfo, pagingInput, rupeesOutput } from './common.js';

/**
 * A category by its name, slug or id, in any case. The owner makes the categories, so only the server knows
 * them: it refuses one it does not have with the list of names (docs/decisions/044-owner-categories.md).
 */
export const categorySchema = z.string({ error: 'Category is required' }).trim().min(1, 'Category is required').max(CATEGORY_SLUG_MAX, 'Category is too long');

/**
 * A number sent as a JSON number or as a numeric string (forms, query strings). Unlike z.coerce, an empty
 * or blank string, null or a boolean is refused rather than read as 0 or 1 (a cleared price field must
 * never make a product free).
 */
export const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);

/** `true` or `false` as a JSON boolean or a query-string word. */
const booleanParam = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());


/** 'Size:M': an option's name and one of its values. */
const optionParam = z
  .string()
  .trim()
  .max(100, 'Option filter is too long')
  .regex(/^[^:]{1,40}:.{1,60}$/, 'An option filter is the option and a value, such as option.Size=M');

const brandParam = z.string().trim().min(1, 'Brand is empty').max(NAME_MAX_LENGTH, 'Brand is too long');

/** A price bound for the list's filter, in rupees. */
const priceBound = (name: string) =>
  numeric(
    z
      .number({ error: `${name} must be a number` })
      .min(0, `${name} cannot be negative`)
      .max(MAX_PRICE_PAISE / 100, `${name} must be at most Rs ${MAX_PRICE_PAISE / 100}`)
      .refine(hasAtMostTwoDecimals, `${name} can have at most 2 decimals`),
  );

export const productListInput = z.object({
  keyword: z.string().trim().max(100, 'Search text is too long').optional(),
  /** A category by its name, slug or id: its products and those of the categories inside it. */
  category: z.string().trim().max(CATEGORY_SLUG_MAX, 'Category is too long').optional(),
  /** One brand, or several (a repeated query parameter): products of any of them. */
  brand: z.union([brandParam, z.array(brandParam).max(20, 'At most 20 brands')]).optional(),
  minPrice: priceBound('Minimum price').optional(),
  maxPrice: priceBound('Maximum price').optional(),
  /** Minimum average rating, 0 to 5. */
  rating: numeric(z.number({ error: 'Rating must be a number' }).min(0, 'Rating must be from 0 to 5').max(5, 'Rating must be from 0 to 5')).optional(),
  /** Only products in stock. */
  inStock: booleanParam.optional(),
  /** Relevance (the default for a search), newest (the default otherwise), price_asc, price_desc or rating. */
  sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
  /** Admins only: list drafts too (the admin product list). */
  includeDrafts: booleanParam.optional(),
  ...pagingInput,
  /** Another name for pageNumber. */
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').optional(),
  /**
   * Option filters, `option.Size=M` in the query string (or `option=Size:M`; repeat for several values: any of
   * them): products that offer that value; several options must all match.
   */
  option: z
    .union([optionParam, z.array(optionParam).max(20, 'At most 20 option values')])
    .refine(
      (given) => new Set((Array.isArray(given) ? given : [given]).map((filter) => filter.slice(0, filter.indexOf(':')).trim().toLowerCase())).size <= 3,
      'At most 3 options can be chosen',
    )
    .optional()
    .describe('Option filter: option.Size=M, or option=Size:M; repeat for several'),
});

export const productSuggestInput = z.object({ q: z.string().trim().max(100, 'Search text is too long').default('') });

export const productSuggestionOutput = z.object({
  /** A product's name (with its id, to go straight to it) or a category (to go to its page). */
  kind: z.enum(['product', 'category']),
  label: z.string(),
  productId: z.string().optional(),
  /** The category's name. */
  category: z.string().optional(),
  /** The category's address: /category/{slug}. */
  slug: z.string().optional(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionOutput>;

/** A price as typed in the admin form or sent over REST: rupees, at most 2 decimals. */
export const priceInput = numeric(
  z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(MAX_PRICE_PAISE / 100, `Price must be at most Rs ${MAX_PRICE_PAISE / 100}`)
    .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimals'),
);

export const productFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is too long'),
  price: priceInput,
  /** Maximum retail price, inclusive of all taxes, in rupees; empty or null for none. */
  mrp: z.preprocess(
    (value) => (value === '' ? null : value),
    numeric(
      z
        .number({ error: 'M.R.P. must be a number' })
        .positive('M.R.P. must be more than 0, or empty for none')
        .max(MAX_PRICE_PAISE / 100, `M.R.P. must be at most Rs ${MAX_PRICE_PAISE / 100}`)
        .refine(hasAtMostTwoDecimals, 'M.R.P. can have at most 2 decimals'),
    ).nullable(),
  ),
  image: z
    .string()
    .trim()
    .min(1, 'Image is required')
    .max(500, 'Image path is too long')
    .regex(/^\/[^/\\]/, 'Image must be a path on this shop, such as /uploads/photo.webp'),
  brand: z.string().trim().min(1, 'Brand is required').max(NAME_MAX_LENGTH, 'Brand is too long'),
  category: categorySchema,
  countInStock: numeric(
    z
      .number({ error: 'Count In Stock must be a number' })
      .int('Count In Stock must be a whole number')
      .min(0, 'Count In Stock cannot be negative')
      .max(MAX_STOCK, `Count In Stock must be at most ${MAX_STOCK}`),
  ),
  description: z.string().trim().min(1, 'Description is required').max(PRODUCT_DESCRIPTION_MAX_LENGTH, 'Description is too long'),
  /**
   * The name and description in Hindi, for the Hindi pages and search (docs/decisions/056-languages.md); empty
   * for none, and the English is shown.
   */
  nameHi: z.string().trim().max(200, 'Hindi name is too long'),
  descriptionHi: z.string().trim().max(PRODUCT_DESCRIPTION_MAX_LENGTH, 'Hindi description is too long'),
  /** Published products are on the storefront; new ones start as drafts. */
  isPublished: booleanParam,
  /** GST rate in percent: one of the slabs (0, 0.25, 3, 5, 18, 40). */
  gstRate: numeric(
    z
      .number({ error: 'GST rate must be a number' })
      .refine((rate) => (GST_RATES as readonly number[]).includes(rate), `GST rate must be one of ${GST_RATES.join(', ')} (percent)`),
  ),
  /** HSN code: 4, 6 or 8 digits; empty for none. */
  hsnCode: z
    .union([z.literal(''), z.string().trim().regex(HSN_PATTERN, 'HSN code must be 4, 6 or 8 digits')])
    .nullable()
    .transform((v) => v || null),
  /** The shop's own product code (letters, digits, - _ . /); CSV imports match products by it. Empty for none. */
  sku: z
    .union([z.literal(''), z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, 'SKU must be up to 64 letters, digits, dots, dashes, slashes or underscores')])
    .nullable()
    .transform((v) => v || null),
  /** The dashboard lists the product as running out at or below this stock. */
  lowStockThreshold: numeric(
    z
      .number({ error: 'Low-stock threshold must be a number' })
      .int('Low-stock threshold must be a whole number')
      .min(0, 'Low-stock threshold cannot be negative')
      .max(MAX_STOCK, `Low-stock threshold must be at most ${MAX_STOCK}`),
  ),
});
export type ProductFields = z.infer<typeof productFields>;

export const productUpdateInput = productFields.partial().extend({ id: idSchema });

export const reviewInput = z.object({
  id: idSchema,
  rating: numeric(
    z
      .number({ error: 'Rating must be a whole number from 1 to 5' })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be from 1 to 5')
      .max(5, 'Rating must be from 1 to 5'),
  ),
  comment: z.string({ error: 'Comment is required' }).trim().min(1, 'Comment is required').max(REVIEW_COMMENT_MAX_LENGTH, 'Comment is too long'),
});

export const reviewOutput = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The writer holds a paid or delivered unit of the product (not cancelled or refunded since). */
  verifiedPurchase: z.boolean(),
  createdAt: isoDate,
});

/** A review as an admin sees it when moderating: hidden ones included. */
export const moderatedReviewOutput = reviewOutput.extend({
  isHidden: z.boolean(),
  /** When the purchase behind the review was cancelled or refunded: it no longer counts in the rating. */
  purchaseWithdrawnAt: isoDate.nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewOutput>;

/** GET /api/products/{id}/can-review: whether you may write a review, and the one you wrote. */
export const reviewStandingOutput = z.object({
  /** You hold a paid or delivered unit (not cancelled or refunded) and have not reviewed the product yet. */
  canReview: z.boolean(),
  /** Your review of the product, if you wrote one; it is off the product's page while hidden or while its purchase is withdrawn and the store hides such reviews. */
  yourReview: z.object({ _id: z.string(), hidden: z.boolean(), purchaseWithdrawn: z.boolean() }).nullable(),
});

export const reviewVisibilityInput = z.object({ id: idSchema, reviewId: idSchema, hidden: booleanParam });
export type Review = z.infer<typeof reviewOutput>;

export const productSummaryOutput = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  brand: z.string(),
  /** The category's name (input takes its name, slug or id). */
  category: z.string(),
  description: z.string(),
  /** The name and description in Hindi; empty when the owner gave none (the English is shown then). */
  nameHi: z.string(),
  descriptionHi: z.string(),
  /** The cheapest variant's price (the product's only price when it is sold one way). */
  price: rupeesOutput,
  /** The dearest variant's price: above `price` when the variants' prices differ ('from Rs 499'). */
  maxPrice: rupeesOutput,
  /** Maximum retail price, inclusive of all taxes (null: none); at or above what the shopper pays. The cheapest variant's. */
  mrp: rupeesOutput.nullable(),
  /** Units in stock, all variants together. */
  countInStock: z.number().int(),
  rating: z.number(),
  numReviews: z.number().int(),
  isPublished: z.boolean(),
  /** GST rate in percent. */
  gstRate: z.number(),
  hsnCode: z.string().nullable(),
  sku: z.string().nullable(),
  lowStockThreshold: z.number().int(),
  createdAt: isoDate,
});
export type ProductSummary = z.infer<typeof productSummaryOutput>;

export const productImageOutput = z.object({
  id: z.string(),
  /** A path on this shop; its other widths and formats are found as for `image`. */
  url: z.string(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageOutput>;

export const productOptionOutput = z.object({
  /** 'Size', 'Colour', …: at most three, in the owner's order. */
  name: z.string(),
  values: z.array(
    z.object({
      value: z.string(),
      /** A colour (#rrggbb) shown as a swatch; null for a value shown as a button. */
      colour: z.string().nullable(),
    }),
  ),
});

export const variantOutput = z.object({
  /** What `variant` in an order line or the cart names; a product sold one way only has one, with the product's own id. */
  id: z.string(),
  /** 'Size: M · Colour: Indigo'; empty for a product sold one way only. */
  title: z.string(),
  /** One value per option, in the options' order. */
  optionValues: z.array(z.string()),
  sku: z.string().nullable(),
  price: rupeesOutput,
  mrp: rupeesOutput.nullable(),
  countInStock: z.number().int(),
  barcode: z.string().nullable(),
  /** Weight in grams, for shipping; null when not given. */
  weight: z.number().int().nullable(),
  /** The photos shown when this variant is chosen: the product's own when it names none. */
  images: z.array(productImageOutput),
});
export type Variant = z.infer<typeof variantOutput>;

export const productOutput = productSummaryOutput.extend({
  reviews: z.array(reviewOutput),
  options: z.array(productOptionOutput),
  variants: z.array(variantOutput),
  /** Every photo of the product in the owner's order; the first is `image`. */
  images: z.array(productImageOutput),
});
export type Product = z.infer<typeof productOutput>;

export const brandCountOutput = z.object({ brand: z.string(), count: z.number().int() });
export type BrandCount = z.infer<typeof brandCountOutput>;

export const optionFacetOutput = z.object({
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type OptionFacet = z.infer<typeof optionFacetOutput>;

export const productListOutput = z.object({
  products: z.array(productSummaryOutput),
  ...pageInfo,
  facets: z.object({
    /** Products per brand for the search or category and the other filters, whatever brands are chosen (the 50 most common). */
    brands: z.array(brandCountOutput),
    /**
     * Products per option value ('Size: M (12)') for the search or category and the other filters, whatever
     * options are chosen, most common options first. Empty when more than 5,000 products match.
     */
    options: z.array(optionFacetOutput),
  }),
  /** When a word of the keyword matched nothing: the corrected search these results are for ('Showing results for "…"'). */
  correctedKeyword: z.string().nullable(),
  /**
   * When a search found nothing: a nearby search that finds something (its words corrected, or the words
   * that match nothing left out), for 'Did you mean …?'; null otherwise.
   */
  nearestKeyword: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListOutput>;
