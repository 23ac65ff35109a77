import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../control-characters.js';
import { DEFAULT_COUNTRY } from '../constants.js';
import { findIndianState, PINCODE_PATTERN, pincodeStateProblem } from '../india.js';
import { MOBILE_NUMBER_MESSAGE, parseIndianMobile } from '../phone.js';
import { idSchema, isoDate } from './common.js';

/** A line of the address; the order e-mails print it, so it may not hold line breaks or control characters. */
export const addressLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .refine((line) => !hasControlCharacters(line), controlCharactersMessage(label));

/** An optional line: empty is the same as absent. */
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .refine((line) => !hasControlCharacters(line), controlCharactersMessage(label))
    .optional()
    .transform((line) => line || undefined);

// Defined in india.ts, which needs no zod: the checkout's form tests a pincode before it loads these schemas.
export { PINCODE_PATTERN };

/** An Indian mobile number as typed (`+91 98765 43210`, `098765 43210`), stored as its 10 digits (src/shared/phone.ts). */
export const mobileNumberSchema = z.string({ error: 'Mobile number is required' }).transform((text, ctx) => {
  const digits = parseIndianMobile(text);
  if (digits === null) {
    ctx.addIssue({ code: 'custom', message: text.trim() === '' ? 'Mobile number is required' : MOBILE_NUMBER_MESSAGE });
    return z.NEVER;
  }
  return digits;
});

/** Where in India: the fields of the specification's address. */
const placeFields = {
  address: addressLine('Address', 300),
  addressLine2: optionalLine('Address line 2', 200),
  city: addressLine('City', 100),
  pincode: z
    .string({ error: 'Pincode is required' })
    .trim()
    .regex(PINCODE_PATTERN, 'Pincode must be 6 digits, not starting with 0'),
  state: addressLine('State', 100).transform((value, ctx) => {
    const state = findIndianState(value);
    if (!state) {
      ctx.addIssue({ code: 'custom', message: 'Choose a state or union territory of India' });
      return z.NEVER;
    }
    return state.name;
  }),
  country: z
    .string()
    .trim()
    .max(100)
    .refine((line) => !hasControlCharacters(line), controlCharactersMessage('Country'))
    .optional()
    .transform((v) => v || DEFAULT_COUNTRY),
};

/** A pincode whose postal zone (its first digit) cannot be in the chosen state is refused, on the pincode. */
function pincodeInState(address: { pincode: string; state: string }, ctx: z.RefinementCtx) {
  const state = findIndianState(address.state);
  const problem = state && pincodeStateProblem(address.pincode, state);
  if (problem) ctx.addIssue({ code: 'custom', path: ['pincode'], message: problem });
}

/**
 * A delivery address in India. The state is one of the 36 states and union territories (it decides the
 * place of supply for GST). The recipient's name and mobile number are optional here so that clients of the
 * specification's API, which sends neither, keep working; the shop's own checkout requires both
 * (`deliveryAddressSchema`), and an order without a mobile number is flagged to the owner.
 */
export const shippingAddressSchema = z
  .object({
    recipientName: optionalLine('Full name', 100),
    phone: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined || text.trim() === '') return undefined;
        const digits = parseIndianMobile(text);
        if (digits === null) {
          ctx.addIssue({ code: 'custom', message: MOBILE_NUMBER_MESSAGE });
          return z.NEVER;
        }
        return digits;
      }),
    ...placeFields,
  })
  .superRefine(pincodeInState);
export type ShippingAddress = z.input<typeof shippingAddressSchema>;

/** The recipient's full name and mobile number, required by the checkout and the address book. */
const contactFields = {
  recipientName: addressLine('Full name', 100),
  phone: mobileNumberSchema,
};

/** The checkout's and the address book's address: the recipient's full name and mobile number required. */
export const deliveryAddressSchema = z
  .object({ ...contactFields, ...placeFields })
  .superRefine(pincodeInState);
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** At most this many saved addresses per customer. */
export const MAX_SAVED_ADDRESSES = 20;

const savedAddressFields = { ...contactFields, ...placeFields, isDefault: z.boolean().optional() };

export const savedAddressInput = z.object(savedAddressFields).superRefine(pincodeInState);

export const savedAddressUpdateInput = z.object({ id: idSchema, ...savedAddressFields }).superRefine(pincodeInState);

/** Where an address is, as the shop answers it (a saved address, an order's delivery address). */
export const placeOutputFields = {
  address: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  pincode: z.string(),
  state: z.string(),
  country: z.string(),
};

export const savedAddressOutput = z.object({
  _id: z.string(),
  recipientName: z.string(),
  phone: z.string().describe('10 digits'),
  ...placeOutputFields,
  isDefault: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SavedAddress = z.infer<typeof savedAddressOutput>;

export const savedAddressListOutput = z.object({ addresses: z.array(savedAddressOutput) });
