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
