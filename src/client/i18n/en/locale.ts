/**
 * The storefront's language in this build (docs/decisions/057-storefront-languages.md): `@messages/locale`
 * is this module in the English build and hi/locale.ts in the Hindi one.
 */
import type { Locale } from '../../../shared/i18n/locales.js';

export const LANGUAGE: Locale = 'en';
/** Where this language's pages live: '' for English (/cart), '/hi' for Hindi (/hi/cart). */
export const BASE = '';
/** The `Intl` locale of dates and numbers. */
/** How a date names its month: 25 Nov 2026. */
export const MONTH = 'short' as const;
export const INTL_LOCALE = 'en-IN';

/** A product's or a category's name in this language: English is the shop's own. */
export function localName(item: { name: string; nameHi?: string | null }): string {
  return item.name;
}

/** A product's or a category's description in this language. */
export function localDescription(item: { description: string; descriptionHi?: string | null }): string {
  return item.description;
}

/** A text the owner wrote (the banner, the footer's About and promises) in this language; the Hindi one is for /hi. */
export function ownerText(english: string, _hindi: string): string {
  return english;
}
