/** The Hindi build's language (see en/locale.ts). */
import type { Locale } from '../../../shared/i18n/locales.js';

export const LANGUAGE: Locale = 'hi';
export const BASE = '/hi';
/** Hindi's short month names are cut with a sign (नव॰): the whole name reads better, 25 नवंबर 2026. */
export const MONTH = 'long' as const;
export const INTL_LOCALE = 'hi-IN';

/** The Hindi name where the owner gave one, else the English. */
export function localName(item: { name: string; nameHi?: string | null }): string {
  return item.nameHi?.trim() || item.name;
}

export function localDescription(item: { description: string; descriptionHi?: string | null }): string {
  return item.descriptionHi?.trim() || item.description;
}

/** The owner's Hindi version of a text of theirs where they wrote one, else the English. */
export function ownerText(english: string, hindi: string): string {
  return hindi.trim() || english;
}
