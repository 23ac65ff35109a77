import type { Locale } from '../../../shared/i18n/locales.js';
import { translator, type MessageValues } from '../../i18n/translator.js';
import { en, type MailKey } from './en.js';
import { hi } from './hi.js';

/** The shopper's e-mails in every language the shop speaks. */
export const MAIL_CATALOGUES = { en, hi } as const;

export const mailText = translator<MailKey>(MAIL_CATALOGUES);

/** The mail texts of one language, for a message written in it. */
export const mailTexts =
  (locale: Locale) =>
  (key: MailKey, values?: MessageValues): string =>
    mailText(locale, key, values);
export type { MailKey };
