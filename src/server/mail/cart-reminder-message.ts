/**
 * The one reminder about a cart left behind (docs/decisions/039-abandoned-carts.md): what is in it at today's
 * prices, a link back to it that works in any browser, and a link that turns cart reminders off for the
 * address. Plain text and simple HTML like the order e-mails: the shop's name, no remote images.
 */
import { oneLine } from '../../shared/control-characters.js';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import type { CartLine } from '../../shared/schemas/cart.js';
import { escapeHtml } from '../web/html.js';
import type { OutgoingMail } from './outbox.js';
import type { ShopIdentity } from './order-messages.js';
import { localePath, type Locale } from '../../shared/i18n/locales.js';
import { mailTexts } from './catalogue/index.js';

export const CART_REMINDER_KIND = 'cart_reminder';

/** The cart page with the reminder's key: it puts the cart's lines into the browser's cart. */
export const restoreLink = (shop: ShopIdentity, key: string, locale: Locale = 'en') =>
  `${shop.publicUrl}${localePath(locale, '/cart')}?restore=${encodeURIComponent(key)}`;
/** The cart page with the key, asking whether to turn cart reminders off for the address. */
export const remindersOffLink = (shop: ShopIdentity, key: string, locale: Locale = 'en') =>
  `${shop.publicUrl}${localePath(locale, '/cart')}?reminders=off&key=${encodeURIComponent(key)}`;

/** Written in the language of the page the cart was last saved from (docs/decisions/056-languages.md). */
export function cartReminderMail(shop: ShopIdentity, to: string, name: string | null, lines: readonly CartLine[], key: string, locale: Locale): OutgoingMail {
  const t = mailTexts(locale);
  const back = restoreLink(shop, key, locale);
  const off = remindersOffLink(shop, key, locale);
  const itemsPaise = lines.reduce((sum, line) => sum + rupeesToPaise(line.price) * line.qty, 0);
  const greeting = oneLine(name ? t('greeting', { name }) : t('greetingNoName'));
  const intro = t('reminderIntro');
  const items = lines.map((line) => oneLine(`${line.qty} x ${line.name} @ ${formatRupees(rupeesToPaise(line.price))}`));
  const value = t('reminderValue', { amount: formatRupees(itemsPaise) });
  const closing = oneLine(t('closing', { shop: shop.name }));
  const optOut = t('reminderOptOut');
  const text = [greeting, '', intro, '', ...items, value, '', t('reminderBackLine', { link: back }), '', closing, '', `${optOut}: ${off}`].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
${paragraph(greeting)}
${paragraph(intro)}
${items.map(paragraph).join('')}
${paragraph(value)}
<p style="margin:16px 0"><a href="${escapeHtml(back)}">${escapeHtml(t('reminderBackButton'))}</a></p>
<p style="margin:16px 0 0;color:#52606d">${escapeHtml(closing)}</p>
<p style="margin:16px 0 0;color:#52606d;font-size:12px">${escapeHtml(optOut)}: <a href="${escapeHtml(off)}">${escapeHtml(t('reminderOptOutLink'))}</a></p>
</body></html>`;
  return { to, subject: oneLine(t('reminderSubject', { shop: shop.name })), text, html, kind: CART_REMINDER_KIND };
}
