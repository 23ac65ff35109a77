import { z } from 'zod';
import './zod-config.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';
import { LOCALES } from '../i18n/locales.js';

/** Ids are opaque strings; anything else is simply not found, so only the length is bounded here. */
export const idSchema = z.string().trim().min(1, 'Id is required').max(64, 'Id is too long');

export const idInput = z.object({ id: idSchema });

/** Query-string paging shared by every list (values arrive as strings over REST). */
export const pagingInput = {
  pageNumber: z.coerce.number().int('pageNumber must be a whole number').min(1, 'pageNumber must be at least 1').default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};

export const pageInfo = {
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
};

export const messageOutput = z.object({ message: z.string() });

/** The language of the page a request comes from (docs/decisions/056-languages.md): optional, English when not given. */
export const languageInput = z.enum(LOCALES, { error: `Language must be ${LOCALES.join(' or ')}` }).optional();

/** A rupee amount as the API returns it: a number with at most 2 decimals. */
export const rupeesOutput = z.number();

export const isoDate = z.string().describe('ISO 8601 date-time');
