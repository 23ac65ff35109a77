/**
 * The server's messages to a shopper in the storefront's language (docs/decisions/057-storefront-languages.md):
 * the Hindi storefront says so with `x-shop-language: hi` on its calls, and an error or a success message it
 * gets back is in Hindi where the dictionary has it (server-messages-hi.ts), else in English as written.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales.js';
import { SERVER_MESSAGE_PATTERNS_HI, SERVER_MESSAGES_HI } from './server-messages-hi.js';

export const LANGUAGE_HEADER = 'x-shop-language';

/** The language a call asked to be answered in. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const value = request.headers[LANGUAGE_HEADER];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A message the server wrote in English, in `locale`. */
export function inShopperLanguage(locale: Locale, message: string): string {
  if (locale !== 'hi') return message;
  const known = SERVER_MESSAGES_HI[message];
  if (known !== undefined) return known;
  for (const [pattern, write] of SERVER_MESSAGE_PATTERNS_HI) {
    const match = pattern.exec(message);
    if (match) return write(...match.slice(1));
  }
  return message;
}
