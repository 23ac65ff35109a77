import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../control-characters.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { pageInfo, pagingInput } from './common.js';

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

export const registerInput = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });

/**
 * Every field is optional; an empty password means "keep the current one", as the profile form sends it.
 * Changing the email or the password needs `currentPassword`.
 */
export const profileUpdateInput = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
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

export const newsletterInput = z.object({ email: emailSchema });
