import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../control-characters.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from '../order-status.js';
import { idSchema, isoDate, languageInput, pageInfo, pagingInput, rupeesOutput } from './common.js';

/** Emails are trimmed and lower-cased before anything compares or stores them. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(EMAIL_MAX_LENGTH, 'Email is too long'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * A person's name, wherever one is taken (registration, the profile): it is printed in e-mails, so line breaks
 * and other control characters are refused (docs/decisions/025-abuse-limits.md).
 */
export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((name) => !hasControlCharacters(name), controlCharactersMessage('Name'));

export const loginInput = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});

export const registerInput = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  language: languageInput.describe('The language the shopper registers in (en, the default, or hi): the account’s e-mails are written in it.'),
});

/**
 * Every field is optional; an empty password means "keep the current one", as the profile form sends it.
 * Changing the email or the password needs `currentPassword`.
 */
export const profileUpdateInput = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  language: languageInput.describe('The language the account’s e-mails are written in: en or hi.'),
});

export const sessionUserOutput = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  token: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserOutput>;

export const userOutput = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userOutput>;

export const userListInput = z.object({ keyword: z.string().trim().max(100).optional(), ...pagingInput });
export const userListOutput = z.object({ users: z.array(userOutput), ...pageInfo });

/** PUT /api/users/{id}/role (admin): make the account an admin or a customer. */
export const USER_ROLES = ['admin', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleInput = z.object({ id: idSchema, role: z.enum(USER_ROLES, { error: 'role must be admin or customer' }) });

/** GET /api/users/{id} (admin): the account, what it spent, and a page of its orders, newest first. */
export const userDetailInput = z.object({ id: idSchema, ...pagingInput });

/** An order in a user's page: enough to recognise it and open it. */
export const userOrderOutput = z.object({
  _id: z.string(),
  /** The number people quote (RS-10001); null for an order given none. */
  orderNumber: z.string().nullable(),
  createdAt: isoDate,
  totalPrice: rupeesOutput,
  /** Rupees refunded so far (a refund still with the gateway included). */
  refunded: rupeesOutput,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
});
export type UserOrder = z.infer<typeof userOrderOutput>;

export const userDetailOutput = z.object({
  user: userOutput,
  /** What the account's paid orders came to, less what was refunded of them, in rupees. */
  totalSpent: rupeesOutput,
  /** How many of its orders were paid (refunded ones too). */
  paidOrders: z.number().int(),
  orders: z.array(userOrderOutput),
  ...pageInfo,
});
export type UserDetail = z.infer<typeof userDetailOutput>;

export const newsletterInput = z.object({ email: emailSchema });

/** POST /api/users/guest-account: the holder of a guest order's private link sets a password (docs/decisions/038-guest-checkout.md). */
export const guestAccountInput = z.object({ token: z.string().max(100), password: passwordSchema });
export const guestAccountOutput = sessionUserOutput.extend({
  proofSent: z.boolean().describe('Other guest orders have this e-mail: a link that proves the address was sent to it, and they join the account once it is opened'),
});

/** POST /api/users/email-proof: the token of the link sent to the account's e-mail. */
export const emailProofInput = z.object({ token: z.string().max(100) });
export const emailProofOutput = z.object({ message: z.string(), orders: z.number().int() });
