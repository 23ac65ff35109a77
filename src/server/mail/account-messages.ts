/**
 * E-mails about a shopper's account (not about one order): the link that proves the account holds its e-mail
 * address, so that it may take over the orders guests placed with it (docs/decisions/038-guest-checkout.md).
 * Written in the account's language (docs/decisions/056-languages.md).
 */
import { oneLine } from '../../shared/control-characters.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { escapeHtml } from '../web/html.js';
import { mailTexts } from './catalogue/index.js';
import type { ShopIdentity } from './order-messages.js';
import type { OutgoingMail } from './outbox.js';

export const EMAIL_PROOF_KIND = 'email_proof';

export function emailProofMail(to: string, name: string, shop: ShopIdentity, link: string, days: number, locale: Locale): OutgoingMail {
  const t = mailTexts(locale);
  const greeting = oneLine(t('greeting', { name }));
  const lines = [t('proofIntro', { shop: shop.name }), t('proofValidity', { days, shop: shop.name })].map(oneLine);
  const closing = oneLine(t('closing', { shop: shop.name }));
  const text = [greeting, '', ...lines, '', t('proofLinkLine', { link }), '', closing].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
${paragraph(greeting)}
${lines.map(paragraph).join('\n')}
<p style="margin:16px 0"><a href="${escapeHtml(link)}">${escapeHtml(t('proofLinkButton'))}</a></p>
<p style="margin:16px 0 0;color:#52606d">${escapeHtml(closing)}</p>
</body></html>`;
  return { to, subject: oneLine(t('proofSubject', { shop: shop.name })), text, html, kind: EMAIL_PROOF_KIND };
}
