/**
 * What the owner sends to change a product's options and variants (docs/decisions/043-variants.md):
 * `PUT /api/products/{id}/options` and `PATCH /api/products/{id}/variants`. The single fields reuse the
 * product form's schemas, so a variant's price, M.R.P., stock and SKU are held to the same rules.
 */
import { z } from 'zod';
import { MAX_STOCK } from '../constants.js';
import { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_PRODUCT_IMAGES, MAX_VARIANTS } from '../variants.js';
import { idSchema } from './common.js';
import { productFields } from './product.js';

export const OPTION_NAME_MAX_LENGTH = 30;
export const OPTION_VALUE_MAX_LENGTH = 40;
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const sameText = (a: string, b: string) => a.toLocaleLowerCase('en-IN') === b.toLocaleLowerCase('en-IN');

export const optionValueInput = z.object({
  value: z.string({ error: 'A value is required' }).trim().min(1, 'A value is empty').max(OPTION_VALUE_MAX_LENGTH, `A value can have at most ${OPTION_VALUE_MAX_LENGTH} characters`),
  /** A colour shown as a swatch (#rrggbb); empty or null for none. */
  colour: z
    .union([z.literal(''), z.null(), z.string().trim().regex(COLOUR_PATTERN, 'A colour must be written as #rrggbb, such as #3f51b5')])
    .optional()
    .transform((colour) => (colour ? colour.toLowerCase() : null)),
  /** The value's name before this change, to rename it in place: its variants keep their id, SKU, price, stock and photos. */
  was: z.string().trim().min(1).max(OPTION_VALUE_MAX_LENGTH).optional(),
});

export const optionInput = z.object({
  name: z.string({ error: 'An option needs a name' }).trim().min(1, 'An option needs a name').max(OPTION_NAME_MAX_LENGTH, `An option name can have at most ${OPTION_NAME_MAX_LENGTH} characters`),
  values: z.array(optionValueInput).max(MAX_OPTION_VALUES, `An option can have at most ${MAX_OPTION_VALUES} values`),
  /** The option's name before this change, to rename it: its values and variants stay. */
  was: z.string().trim().min(1).max(OPTION_NAME_MAX_LENGTH).optional(),
});
export type OptionInput = z.infer<typeof optionInput>;

export const productOptionsInput = z.object({
  id: idSchema,
  /** Up to three options in the owner's order, each with its values in order; an empty list sells the product one way only. */
  options: z
    .array(optionInput)
    .max(MAX_OPTIONS, `A product can have at most ${MAX_OPTIONS} options`)
    .superRefine((options, ctx) => {
      options.forEach((option, i) => {
        if (options.slice(0, i).some((other) => sameText(other.name, option.name))) {
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `There are two options called ${option.name}` });
        }
        if (option.values.length === 0) ctx.addIssue({ code: 'custom', path: [i, 'values'], message: `${option.name} needs at least one value` });
        option.values.forEach((value, j) => {
          if (option.values.slice(0, j).some((other) => sameText(other.value, value.value))) {
            ctx.addIssue({ code: 'custom', path: [i, 'values', j, 'value'], message: `${option.name} has ${value.value} twice` });
          }
        });
      });
      const combinations = options.reduce((count, option) => count * Math.max(1, option.values.length), 1);
      if (combinations > MAX_VARIANTS) {
        ctx.addIssue({ code: 'custom', message: `These options make ${combinations} combinations: a product can have at most ${MAX_VARIANTS} variants` });
      }
    }),
});
export type ProductOptionsInput = z.infer<typeof productOptionsInput>;

const nullableText = (pattern: RegExp, message: string) =>
  z
    .union([z.literal(''), z.null(), z.string().trim().regex(pattern, message)])
    .transform((v) => v || null);

export const variantChangeInput = z
  .object({
    id: idSchema,
    price: productFields.shape.price.optional(),
    mrp: productFields.shape.mrp.optional(),
    countInStock: productFields.shape.countInStock.optional(),
    /** Units to add to the stock (negative to take away); the stock never goes below 0. Instead of countInStock. */
    addStock: z
      .number({ error: 'Add stock must be a whole number' })
      .int('Add stock must be a whole number')
      .min(-MAX_STOCK, `Add stock must be at least -${MAX_STOCK}`)
      .max(MAX_STOCK, `Add stock must be at most ${MAX_STOCK}`)
      .optional(),
    sku: productFields.shape.sku.optional(),
    /** EAN, UPC or the shop's own barcode: up to 48 letters and digits; empty for none. */
    barcode: nullableText(/^[A-Za-z0-9-]{1,48}$/, 'Barcode must be up to 48 letters, digits or dashes').optional(),
    /** Weight in grams, for shipping; null for none. */
    weight: z
      .number({ error: 'Weight must be a whole number of grams' })
      .int('Weight must be a whole number of grams')
      .min(0, 'Weight cannot be negative')
      .max(1_000_000, 'Weight must be at most 1,000,000 grams')
      .nullable()
      .optional(),
    /** The product's photos (ids from `images`) shown when this variant is chosen, in order; empty for all of them. */
    imageIds: z.array(idSchema).max(MAX_PRODUCT_IMAGES, `A variant can have at most ${MAX_PRODUCT_IMAGES} photos`).optional(),
  })
  .refine((change) => change.countInStock === undefined || change.addStock === undefined, {
    message: 'Give either countInStock or addStock, not both',
    path: ['addStock'],
  });
export type VariantChange = z.infer<typeof variantChangeInput>;

export const variantsUpdateInput = z.object({
  id: idSchema,
  variants: z
    .array(variantChangeInput)
    .min(1, 'No variant to change')
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants at once`)
    .superRefine((changes, ctx) => {
      changes.forEach((change, i) => {
        if (changes.slice(0, i).some((other) => other.id === change.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'A variant is named twice' });
      });
    }),
});
export type VariantsUpdateInput = z.infer<typeof variantsUpdateInput>;

export const variantDeleteInput = z.object({ id: idSchema, variantId: idSchema });
