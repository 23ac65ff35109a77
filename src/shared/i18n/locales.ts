/**
 * The languages the shop speaks to shoppers (docs/decisions/056-languages.md): English, the default, and Hindi.
 * The admin area and the tax documents stay in English.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The tag `Intl` formats each language with: as written in India (Rs 1,23,456; 25 नवंबर 2026). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A language as stored (a column the schema keeps to LOCALES): the default for anything else. */
export function storedLocale(value: string): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Where each language's storefront pages live: /cart in English, /hi/cart in Hindi (docs/decisions/057-storefront-languages.md). */
export const LOCALE_PREFIXES: Readonly<Record<Locale, string>> = { en: '', hi: '/hi' };

/** The cookie that remembers the language a visitor chose with the switch: `/` then opens in it. */
export const LANGUAGE_COOKIE = 'language';

/**
 * A storefront path (as the English build has it: /cart, /, /product/x?y) in a language: /hi/cart, /hi/,
 * /hi/product/x?y.
 */
export function localePath(locale: Locale, path: string): string {
  return LOCALE_PREFIXES[locale] + path;
}
