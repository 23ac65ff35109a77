import { z } from 'zod';
import { idSchema, isoDate } from './common.js';

/** Longest word or phrase of a synonym set, in characters. */
export const SYNONYM_TERM_MAX = 40;
/** Most words in one phrase of a set ('t shirt' is two). */
export const SYNONYM_TERM_WORDS_MAX = 4;
/** Most words and phrases in one set. */
export const SYNONYM_SET_MAX = 20;
/** Most sets a shop keeps. */
export const SYNONYM_SETS_MAX = 1000;
/** The days the owner's search figures cover by default, and at most. */
export const SEARCH_STATS_DAYS = 30;
export const SEARCH_STATS_DAYS_MAX = 90;

const termSchema = z
  .string({ error: 'Each word must be text' })
  .trim()
  .min(1, 'A word cannot be empty')
  .max(SYNONYM_TERM_MAX, `Each word or phrase must be at most ${SYNONYM_TERM_MAX} characters`)
  .regex(/[\p{L}\p{N}]/u, 'Each word must hold a letter or a digit');

/** A set of words and phrases that mean the same ('mobile', 'phone', 'smartphone'). */
export const synonymSetInput = z.object({
  terms: z
    .array(termSchema, { error: 'terms must be a list of words' })
    .min(2, 'Give at least two words that mean the same')
    .max(SYNONYM_SET_MAX, `At most ${SYNONYM_SET_MAX} words in one set`),
});
export type SynonymSetInput = z.infer<typeof synonymSetInput>;

export const synonymSetUpdateInput = synonymSetInput.extend({ id: idSchema });

export const synonymSetOutput = z.object({
  _id: z.string(),
  terms: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SynonymSet = z.infer<typeof synonymSetOutput>;

export const searchStatsInput = z
  .object({
    days: z.coerce
      .number()
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(SEARCH_STATS_DAYS_MAX, `days must be at most ${SEARCH_STATS_DAYS_MAX}`)
      .default(SEARCH_STATS_DAYS),
    limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
  })
  .optional();

export const searchCountOutput = z.object({
  /** The search's words, normalised (lower case, accents removed, single spaces). */
  query: z.string(),
  searches: z.number().int(),
  /** Of those, how many found nothing. */
  empty: z.number().int(),
  /** Whether the search finds something now (after a synonym or a product was added). */
  findsNow: z.boolean(),
});
export type SearchCount = z.infer<typeof searchCountOutput>;

export const searchStatsOutput = z.object({
  /** The days counted, India's calendar, inclusive. */
  from: z.string(),
  to: z.string(),
  /** The most made searches, most first. */
  top: z.array(searchCountOutput),
  /** Searches that found nothing at least once, most such first. */
  nothingFound: z.array(searchCountOutput),
});
export type SearchStats = z.infer<typeof searchStatsOutput>;
