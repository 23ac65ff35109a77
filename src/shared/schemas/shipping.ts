import { z } from 'zod';
import { MAX_PRICE_PAISE } from '../constants.js';
import { findIndianState } from '../india.js';
import { hasAtMostTwoDecimals, rupeesToPaise } from '../money.js';
import { MAX_DELIVERY_DAYS, MAX_PREFIXES_PER_ZONE, MAX_ZONES, SERVICEABLE_AREAS } from '../shipping.js';
import { rupeesOutput } from './common.js';

/** An amount in rupees (a JSON number, or the digits typed into a form), at most 2 decimals, as paise. */
const rupees = (label: string) => {
  const message = `${label} must be an amount in rupees from 0 to ${MAX_PRICE_PAISE / 100}, with at most 2 decimals`;
  return z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({ error: message })
        .min(0, message)
        .max(MAX_PRICE_PAISE / 100, message)
        .refine(hasAtMostTwoDecimals, message),
    )
    .transform((value) => rupeesToPaise(value));
};

/** An optional amount: null, '' or absent is none. */
const optionalRupees = (label: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), rupees(label).nullable());

const days = (label: string) => {
  const message = `${label} must be a whole number of days from 0 to ${MAX_DELIVERY_DAYS}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(0, message).max(MAX_DELIVERY_DAYS, message),
  );
};

const ruleFields = {
  fee: rupees('Delivery fee'),
  freeAbove: optionalRupees('Free delivery from'),
  minDays: days('Fastest delivery'),
  maxDays: days('Slowest delivery'),
};

const daysInOrder = (rule: { minDays: number; maxDays: number }, ctx: z.RefinementCtx, path: (string | number)[] = []) => {
  if (rule.minDays > rule.maxDays) ctx.addIssue({ code: 'custom', path: [...path, 'maxDays'], message: 'Slowest delivery cannot be sooner than the fastest' });
};

const stateName = z.string().transform((value, ctx) => {
  const state = findIndianState(value);
  if (!state) {
    ctx.addIssue({ code: 'custom', message: `${value} is not one of the states and union territories of India` });
    return z.NEVER;
  }
  return state.name;
});

const prefix = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,5}$/, 'A pincode prefix is 1 to 6 digits, not starting with 0, such as 560 or 5600');

export const shippingZoneInput = z.object({
  name: z.string({ error: 'Zone name is required' }).trim().min(1, 'Zone name is required').max(60, 'Zone name is too long'),
  states: z.array(stateName).max(36).default([]),
  pincodePrefixes: z.array(prefix).max(MAX_PREFIXES_PER_ZONE, `A zone takes at most ${MAX_PREFIXES_PER_ZONE} pincode prefixes`).default([]),
  ...ruleFields,
  codEnabled: z.boolean({ error: 'Cash on delivery must be true or false' }).default(true),
});

/**
 * PUT /api/shipping (admin): the whole set of rules at once. Every zone names at least one state or prefix,
 * and a state or prefix belongs to one zone only, so a delivery's zone is never a matter of order.
 */
export const shippingRulesInput = z
  .object({
    ...ruleFields,
    codEnabled: z.boolean({ error: 'Cash on delivery must be true or false' }),
    codFee: rupees('COD fee'),
    codMaxOrderValue: optionalRupees('Largest COD order'),
    serviceableArea: z.enum(SERVICEABLE_AREAS, { error: 'Deliver to must be all (of India) or list (the shop’s pincodes)' }),
    zones: z.array(shippingZoneInput).max(MAX_ZONES, `At most ${MAX_ZONES} zones`).default([]),
  })
  .superRefine((rules, ctx) => {
    daysInOrder(rules, ctx);
    if (rules.codMaxOrderValue === 0) ctx.addIssue({ code: 'custom', path: ['codMaxOrderValue'], message: 'Largest COD order must be more than 0, or empty for no limit' });
    const stateOwner = new Map<string, string>();
    const prefixOwner = new Map<string, string>();
    rules.zones.forEach((zone, index) => {
      daysInOrder(zone, ctx, ['zones', index]);
      if (zone.states.length === 0 && zone.pincodePrefixes.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['zones', index, 'states'], message: `Zone ${zone.name} needs at least one state or pincode prefix` });
      }
      for (const state of zone.states) {
        const other = stateOwner.get(state);
        if (other !== undefined) ctx.addIssue({ code: 'custom', path: ['zones', index, 'states'], message: `${state} is already in zone ${other}` });
        stateOwner.set(state, zone.name);
      }
      for (const digits of zone.pincodePrefixes) {
        const other = prefixOwner.get(digits);
        if (other !== undefined) ctx.addIssue({ code: 'custom', path: ['zones', index, 'pincodePrefixes'], message: `Prefix ${digits} is already in zone ${other}` });
        prefixOwner.set(digits, zone.name);
      }
    });
  });
export type ShippingRulesInput = z.output<typeof shippingRulesInput>;

const ruleOutput = {
  fee: rupeesOutput,
  freeAbove: rupeesOutput.nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
};

export const shippingRulesOutput = z.object({
  ...ruleOutput,
  codEnabled: z.boolean(),
  codFee: rupeesOutput,
  codMaxOrderValue: rupeesOutput.nullable(),
  serviceableArea: z.enum(SERVICEABLE_AREAS),
  /** How many pincodes the shop's list holds (used when serviceableArea is 'list'). */
  serviceablePincodes: z.number().int(),
  zones: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      states: z.array(z.string()),
      pincodePrefixes: z.array(z.string()),
      ...ruleOutput,
      codEnabled: z.boolean(),
    }),
  ),
});
export type ShippingRulesView = z.infer<typeof shippingRulesOutput>;

export const deliveryInput = z.object({
  pincode: z
    .string({ error: 'Pincode is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'Pincode must be 6 digits, not starting with 0'),
  /** The order's value in rupees (items after discount, before tax), for the free-delivery threshold; 0 when absent. */
  value: z.preprocess(
    (value) => (value === undefined || value === '' ? 0 : typeof value === 'string' ? Number(value) : value),
    z.number({ error: 'Value must be an amount in rupees' }).min(0, 'Value cannot be negative').max(MAX_PRICE_PAISE, 'Value is too large'),
  ),
});

/** GET /api/delivery: what a delivery to the pincode costs and when it arrives. */
export const deliveryOutput = z.object({
  pincode: z.string(),
  /** The pincode's district and state, from the offline India Post table; null when it is not in it. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  serviceable: z.boolean(),
  /** 'Sorry, we do not deliver to 560099 yet' when not serviceable; null otherwise. */
  message: z.string().nullable(),
  /** The delivery fee for an order of this value (0: free), and the value from which delivery is free. */
  fee: rupeesOutput,
  freeAbove: rupeesOutput.nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** The date (in India) the delivery arrives by, Sundays not counted: '2026-12-03', and 'Thu, 3 Dec'. */
  deliveryBy: z.string(),
  deliveryByText: z.string(),
  codAvailable: z.boolean(),
  codFee: rupeesOutput,
  codMaxOrderValue: rupeesOutput.nullable(),
});
export type DeliveryView = z.infer<typeof deliveryOutput>;
