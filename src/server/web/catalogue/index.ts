import type { Locale } from '../../../shared/i18n/locales.js';
import { translator, type MessageValues } from '../../i18n/translator.js';
import { en, type PageTextKey } from './en.js';
import { hi } from './hi.js';

/** The server-written texts of a storefront page in every language the shop speaks. */
export const PAGE_CATALOGUES = { en, hi } as const;

const pageText = translator<PageTextKey>(PAGE_CATALOGUES);

/** The page texts of one language. */
export const pageTexts =
  (locale: Locale) =>
  (key: PageTextKey, values?: MessageValues): string =>
    pageText(locale, key, values);
export type { PageTextKey };
