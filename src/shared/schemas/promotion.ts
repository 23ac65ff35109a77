import { z } from 'zod';
import { moneyStringToPaise } from '../money.js';
import { idSchema, isoDate, pageInfo, pagingInput, rupeesOutput } from './common.js';

export const PROMOTION_KINDS = ['percent', 'fixed'] as const;

/** Rupees as a number or a 2-decimal string, as every money field; turned into paise. */
const rupeesInput = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be an amount in rupees` }).transform((value, ctx) => {
    const paise = moneyStringToPaise(typeof value === 'number' ? String(value) : value);
    if (paise === undefined) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount in rupees with at most 2 decimals` });
      return z.NEVER;
    }
    return paise;
  });

const isoDay = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-10-20`)
    .refine((v) => {
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
    }, `${label} is not a real date`);

const optionalCount = (label: string) => z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).nullable();

const promotionShape = {
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,32}$/, 'Code must be 3 to 32 letters and digits'),
  kind: z.enum(PROMOTION_KINDS, { error: 'Kind must be percent or fixed' }),
  /** A whole percent (1–90) for `percent`; rupees (a number or a 2-decimal string) for `fixed`. */
  value: z.union([z.number(), z.string()], { error: 'Value is required' }),
  minOrder: rupeesInput('Minimum order value').default(0),
  maxDiscount: rupeesInput('Maximum discount').nullable().default(null),
  firstOrderOnly: z.boolean().default(false),
  validFrom: isoDay('Valid from').nullable().default(null),
  validUntil: isoDay('Valid until').nullable().default(null),
  usageLimit: optionalCount('Usage limit').default(null),
  perCustomerLimit: optionalCount('Per-customer limit').default(null),
  active: z.boolean().default(true),
};

/** The value in the unit the shop stores: the percent, or paise; undefined when it is not a valid value for the kind. */
export function promotionValue(kind: (typeof PROMOTION_KINDS)[number], value: number | string): number | undefined {
  if (kind === 'percent') {
    const percent = Number(value);
    return Number.isInteger(percent) && percent >= 1 && percent <= 90 ? percent : undefined;
  }
  const paise = moneyStringToPaise(String(value));
  return paise !== undefined && paise > 0 ? paise : undefined;
}

const checkPromotion = (input: { kind: (typeof PROMOTION_KINDS)[number]; value: number | string; validFrom: string | null; validUntil: string | null }, ctx: z.RefinementCtx) => {
  if (promotionValue(input.kind, input.value) === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: input.kind === 'percent' ? 'A percentage must be a whole number from 1 to 90' : 'A fixed discount must be an amount in rupees above 0',
    });
  }
  if (input.validFrom && input.validUntil && input.validUntil < input.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until must not be before valid from' });
  }
};

/** A promotion as an admin creates or edits it. */
export const promotionFields = z.object(promotionShape).superRefine(checkPromotion);
export type PromotionFields = z.output<typeof promotionFields>;

export const promotionUpdateInput = z.object({ id: idSchema, ...promotionShape }).superRefine(checkPromotion);

export const PROMOTION_STATUSES = ['active', 'inactive', 'expired', 'scheduled', 'used up'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const promotionOutput = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** Percent, or rupees for a fixed discount. */
  value: z.number(),
  minOrder: rupeesOutput,
  maxDiscount: rupeesOutput.nullable(),
  firstOrderOnly: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  /**
   * Whether it works today, or why not: inactive (switched off), expired, scheduled (not valid yet), used up
   * (its usage limit reached). A shopper trying such a code hears only 'Invalid promo code'.
   */
  status: z.enum(PROMOTION_STATUSES),
  /** Orders that used it and were not cancelled. */
  uses: z.number().int(),
  createdAt: isoDate,
});
export type Promotion = z.infer<typeof promotionOutput>;

export const promotionListInput = z.object({ ...pagingInput });
export const promotionListOutput = z.object({ promotions: z.array(promotionOutput), ...pageInfo });

/** POST /api/promotions/validate: what a code would take off these items now. */
export const validatePromotionInput = z.object({
  code: z.string({ error: 'Enter a promo code' }).trim().min(1, 'Enter a promo code').max(40, 'Invalid promo code'),
  orderItems: z
    .array(z.object({ product: idSchema, variant: idSchema.optional(), qty: z.number({ error: 'Quantity must be a number' }).int().min(1) }), { error: 'Order items are required' })
    .min(1, 'Your cart is empty')
    .max(100),
});

export const validatePromotionOutput = z.object({
  code: z.string(),
  /** The discount in rupees. */
  discount: rupeesOutput,
  /** What the items come to before the discount. */
  itemsPrice: rupeesOutput,
  description: z.string(),
});
