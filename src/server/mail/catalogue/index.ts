import { translator } from '../../i18n/translator.js';
import { en, type MailKey } from './en.js';
import { hi } from './hi.js';

/** The shopper's e-mails in every language the shop speaks. */
export const MAIL_CATALOGUES = { en, hi } as const;

export const mailText = translator<MailKey>(MAIL_CATALOGUES);
export type { MailKey };
