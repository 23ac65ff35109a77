import { z } from 'zod';
import './zod-config.js';
import { MAX_POLICY_LENGTH, POLICY_SLUGS } from '../policy-pages.js';
import { languageInput } from './common.js';

/** Any name is taken: one that is not a policy page is answered 404, as a missing page is. */
export const policySlugInput = z.object({ slug: z.string().trim().max(40) });

/**
 * GET /api/pages/{slug}: in `language` (English when not given), the title and, until the owner writes their
 * own text, the starting text (docs/decisions/057-storefront-languages.md).
 */
export const policyPageQueryInput = policySlugInput.extend({ language: languageInput });

/**
 * PUT /api/pages/{slug} (admin): the page's text in Markdown; an empty text brings back the starting text.
 * `bodyHi`, the owner's Hindi version shown on the Hindi pages: empty removes it, left out keeps it.
 */
export const policyPageInput = policySlugInput.extend({
  body: z
    .string({ error: 'The page’s text must be text' })
    .max(MAX_POLICY_LENGTH, `The page’s text is too long: at most ${MAX_POLICY_LENGTH.toLocaleString('en-IN')} characters`),
  bodyHi: z
    .string({ error: 'The page’s Hindi text must be text' })
    .max(MAX_POLICY_LENGTH, `The page’s Hindi text is too long: at most ${MAX_POLICY_LENGTH.toLocaleString('en-IN')} characters`)
    .optional(),
});

export const policyPageOutput = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  /** The text in Markdown: the owner's, or the starting text made from the shop's settings. */
  body: z.string(),
  /** The text drawn as HTML, safe to show: the owner's HTML tags are shown as text, and only web and mail links are links. */
  html: z.string(),
  /** False while the page shows its starting text. */
  custom: z.boolean(),
  /** The owner's Hindi version of their text, which the Hindi pages show; null when there is none. */
  bodyHi: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type PolicyPage = z.infer<typeof policyPageOutput>;
