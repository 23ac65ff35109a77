/**
 * E-mails about a shopper's account (not about one order): the link that proves the account holds its e-mail
 * address, so that it may take over the orders guests placed with it (docs/decisions/038-guest-checkout.md).
 */
import { oneLine } from '../../shared/control-characters.js';
import { escapeHtml } from '../web/html.js';
import type { ShopIdentity } from './order-messages.js';
import type { OutgoingMail } from './outbox.js';

export const EMAIL_PROOF_KIND = 'email_proof';

export function emailProofMail(to: string, name: string, shop: ShopIdentity, link: string, days: number): OutgoingMail {
  const greeting = oneLine(`Hello ${name},`);
  const lines = [
    `Orders were placed at ${shop.name} as a guest with this e-mail address. To see them in your account, confirm that this address is yours by opening the link below.`,
    `The link works once, for ${days} days. If you did not create an account at ${shop.name}, you can ignore this e-mail: nothing changes.`,
  ].map(oneLine);
  const closing = oneLine(`Thank you for shopping with ${shop.name}.`);
  const text = [greeting, '', ...lines, '', `Confirm your e-mail: ${link}`, '', closing].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
${paragraph(greeting)}
${lines.map(paragraph).join('\n')}
<p style="margin:16px 0"><a href="${escapeHtml(link)}">Confirm your e-mail</a></p>
<p style="margin:16px 0 0;color:#52606d">${escapeHtml(closing)}</p>
</body></html>`;
  return { to, subject: oneLine(`${shop.name}: confirm your e-mail to see your orders`), text, html, kind: EMAIL_PROOF_KIND };
}
