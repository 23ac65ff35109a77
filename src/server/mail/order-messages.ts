/**
 * The e-mails an order causes, as plain text and simple HTML: the shop's name, no remote images, every
 * amount as 'Rs x/-'. Built from the order as the API shows it, so an e-mail never says more than the
 * order page does.
 */
import { oneLine } from '../../shared/control-characters.js';
import { gstLabel } from '../../shared/gst-label.js';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/order.js';
import { escapeHtml } from '../web/html.js';
import type { OutgoingMail } from './outbox.js';
import { deliveryAddressLines } from '../../shared/delivery-address.js';
import { describeLine } from '../../shared/variants.js';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localePath, type Locale } from '../../shared/i18n/locales.js';
import { mailTexts } from './catalogue/index.js';

export interface ShopIdentity {
  name: string;
  /** Absolute base URL for links (PUBLIC_URL). */
  publicUrl: string;
}

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));
const timeFormats = new Map<Locale, Intl.DateTimeFormat>(
  LOCALES.map((locale) => [locale, new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })]),
);
/** A moment as a shopper in India reads it: '30 Nov, 6:05 pm', '30 नव॰, 6:05 pm'. */
const indiaTime = (at: Date, locale: Locale) => (timeFormats.get(locale) as Intl.DateTimeFormat).format(at);

interface Section {
  heading?: string;
  lines: string[];
}

/** Who reads it: the customer, or the shop owner (ADMIN_EMAIL), who must not be greeted as the customer. */
type Audience = 'customer' | 'owner';

/**
 * The language a message is written in: the customer's, in the language the order was placed in; the
 * owner's in English, as the admin area is (docs/decisions/056-languages.md).
 */
const languageOf = (order: Order, audience: Audience): Locale => (audience === 'customer' ? order.language : DEFAULT_LOCALE);

function itemsSection(order: Order, locale: Locale = order.language): Section {
  const t = mailTexts(locale);
  const lines = order.orderItems.map((item) => `${item.qty} x ${describeLine(item.name, item.variantTitle)} @ ${money(item.price)} = ${formatRupees(rupeesToPaise(item.price) * item.qty)}`);
  lines.push(t('itemsLine', { amount: money(order.itemsPrice) }));
  if (order.discountPrice > 0) {
    const amount = money(order.discountPrice);
    lines.push(order.promoCode ? t('discountWithCodeLine', { code: order.promoCode, amount }) : t('discountLine', { amount }));
  }
  const gst = t(order.pricesIncludeGst ? 'gstIncludedLine' : 'gstAddedLine', { gst: gstLabel(order), amount: money(order.taxPrice) });
  lines.push(
    ...(order.pricesIncludeGst ? [] : [gst]),
    order.shippingPrice === 0 ? t('shippingFreeLine') : t('shippingLine', { amount: money(order.shippingPrice) }),
    ...(order.codFee > 0 ? [t('codFeeLine', { amount: money(order.codFee) })] : []),
    ...(order.roundOff !== 0 ? [t('roundOffLine', { amount: money(order.roundOff) })] : []),
    t('totalLine', { amount: money(order.totalPrice) }),
    // With prices that include GST, the GST is part of the total, not added to it.
    ...(order.pricesIncludeGst ? [gst] : []),
  );
  return { heading: t('yourOrderHeading'), lines };
}

function addressSection(order: Order, locale: Locale = order.language): Section {
  const t = mailTexts(locale);
  return {
    heading: t('deliveryAddressHeading'),
    lines: deliveryAddressLines(order.shippingAddress, order.user.name, (mobile) => t('mobileLine', { mobile })),
  };
}

/**
 * The kinds of message a shopper gets about an order (the owner's, to ADMIN_EMAIL, are not among them): the
 * ones ORDER_MAIL_LIMIT_PER_DAY caps per address (docs/decisions/025-abuse-limits.md).
 */
export const SHOPPER_ORDER_MAIL_KINDS = ['order_placed', 'payment_received', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_refunded', 'order_link', 'email_proof'];

/**
 * The customer's order page, or for the owner the admin's, where the order is shipped, cancelled or refunded.
 * A guest's order has no page but its private link, which only the order-placed e-mail (and a new link the
 * owner sends) carries: the shop keeps only the link's hash (docs/decisions/038-guest-checkout.md).
 */
function orderLink(order: Order, shop: ShopIdentity, audience: Audience, privateLink?: string): string | null {
  if (audience === 'owner') return `${shop.publicUrl}/admin/order/${order._id}`;
  if (privateLink) return privateLink;
  return order.user._id === null ? null : `${shop.publicUrl}${localePath(order.language, `/order/${order._id}`)}`;
}

/** The owner's messages' own lines, in English. */
const OWNER_TEXTS = {
  greeting: 'Hello,',
  closing: (shop: string) => `Sent by your shop, ${shop}.`,
  linkLine: (link: string) => `The order: ${link}`,
  linkButton: 'See the order',
};

/** Puts sections together as text and HTML, with the greeting, the order link and the shop's name. */
function compose(
  shop: ShopIdentity,
  order: Order,
  kind: string,
  to: string,
  subject: string,
  intro: string[],
  sections: Section[],
  audience: Audience = 'customer',
  privateLink?: string,
): OutgoingMail {
  const locale = languageOf(order, audience);
  const t = mailTexts(locale);
  const customer = audience === 'customer';
  const link = orderLink(order, shop, audience, privateLink);
  const testNote = order.isTestPayment ? [t('testPaymentNote')] : [];
  // Every line stays one line: a name, an address or a reason stored before control characters were refused
  // cannot add lines of its own (docs/decisions/025-abuse-limits.md).
  const greeting = oneLine(customer ? t('greeting', { name: order.user.name }) : OWNER_TEXTS.greeting);
  const introLines = intro.map(oneLine);
  const parts = sections.map((s) => ({ heading: s.heading, lines: s.lines.map(oneLine) }));
  const closing = oneLine(customer ? t('closing', { shop: shop.name }) : OWNER_TEXTS.closing(shop.name));
  const guestNote = t('guestLinkNote');
  const text = [
    greeting,
    '',
    ...introLines,
    ...testNote,
    '',
    ...parts.flatMap((s) => [...(s.heading ? [s.heading] : []), ...s.lines, '']),
    link ? (customer ? t('orderLinkLine', { link }) : OWNER_TEXTS.linkLine(link)) : guestNote,
    '',
    closing,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
${paragraph(greeting)}
${[...introLines, ...testNote].map(paragraph).join('\n')}
${parts
  .map(
    (s) =>
      `${s.heading ? `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(s.heading)}</h2>` : ''}${s.lines.map(paragraph).join('')}`,
  )
  .join('\n')}
<p style="margin:16px 0">${link ? `<a href="${escapeHtml(link)}">${escapeHtml(customer ? t('orderLinkButton') : OWNER_TEXTS.linkButton)}</a>` : escapeHtml(guestNote)}</p>
<p style="margin:16px 0 0;color:#52606d">${escapeHtml(closing)}</p>
</body></html>`;
  // nodemailer folds line breaks in headers itself; the subject is made one line here all the same.
  return { to, subject: oneLine(subject), text, html, kind, orderId: order._id };
}

/** The customer's texts for an order, in the language it was placed in. */
const textsFor = (order: Order) => mailTexts(order.language);

/** `privateLink`: a guest's order's private link (docs/decisions/038-guest-checkout.md). */
export function orderPlacedMail(order: Order, shop: ShopIdentity, privateLink?: string): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  const payment =
    order.paymentMethod === 'COD'
      ? t('placedPaymentCod', { amount: money(order.totalPrice) })
      : order.paymentMethod === 'UPI'
        ? t('placedPaymentUpi', { shop: shop.name })
        : t(order.isPaid ? 'placedPaymentOnlinePaid' : 'placedPaymentOnlineUnpaid');
  return compose(
    shop,
    order,
    'order_placed',
    order.user.email,
    t('placedSubject', { shop: shop.name, number }),
    [t('placedThanks', { number }), payment, ...(privateLink ? [t('privateLinkNote')] : [])],
    [itemsSection(order), addressSection(order)],
    'customer',
    privateLink,
  );
}

/** A new private link to a guest's order, sent by the shop owner; the old ones no longer work. */
export function orderLinkMail(order: Order, shop: ShopIdentity, privateLink: string): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  return compose(shop, order, 'order_link', order.user.email, t('linkSubject', { shop: shop.name, number }), [t('linkIntro', { number }), t('privateLinkNote')], [], 'customer', privateLink);
}

export function paymentReceivedMail(order: Order, shop: ShopIdentity): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  return compose(shop, order, 'payment_received', order.user.email, t('paidSubject', { shop: shop.name, number }), [t('paidIntro', { amount: money(order.totalPrice), number })], [
    itemsSection(order),
  ]);
}

/**
 * The shop looked for a UPI payment the customer said they made and did not find it: the order waits for a
 * payment again, for PAYMENT_WINDOW_MINUTES (docs/decisions/055-upi-direct.md).
 */
export function upiPaymentNotFoundMail(order: Order, shop: ShopIdentity, note: string, payBy: Date | null): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  return compose(shop, order, 'upi_payment_not_found', order.user.email, t('upiNotFoundSubject', { shop: shop.name, number }), [
    t('upiNotFoundIntro', { amount: money(order.totalPrice), number }),
    t('upiNotFoundNote', { note }),
    payBy ? t('upiNotFoundRetryBy', { time: indiaTime(payBy, order.language) }) : t('upiNotFoundRetry'),
  ], [itemsSection(order)]);
}

export function shippedMail(order: Order, shop: ShopIdentity): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  const shipment = order.shipment;
  const lines = shipment
    ? [
        t('carrierLine', { carrier: shipment.carrier }),
        t('trackingNumberLine', { trackingNumber: shipment.trackingNumber }),
        ...(shipment.trackingUrl ? [t('trackingUrlLine', { url: shipment.trackingUrl })] : []),
      ]
    : [];
  return compose(shop, order, 'order_shipped', order.user.email, t('shippedSubject', { shop: shop.name, number }), [t('shippedIntro', { number })], [
    { heading: t('trackingHeading'), lines },
    addressSection(order),
  ]);
}

export function deliveredMail(order: Order, shop: ShopIdentity): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  return compose(shop, order, 'order_delivered', order.user.email, t('deliveredSubject', { shop: shop.name, number }), [
    t('deliveredIntro', { number }),
    ...(order.paymentMethod === 'COD' ? [t('deliveredCash', { amount: money(order.totalPrice) })] : []),
    t('deliveredReview'),
  ], []);
}

export function cancelledMail(order: Order, shop: ShopIdentity, refundPaise: number): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  return compose(shop, order, 'order_cancelled', order.user.email, t('cancelledSubject', { shop: shop.name, number }), [
    order.cancelReason ? t('cancelledIntroWithReason', { number, reason: order.cancelReason }) : t('cancelledIntro', { number }),
    ...(refundPaise > 0 ? [t('cancelledRefund', { amount: formatRupees(refundPaise) })] : []),
  ], [itemsSection(order)]);
}

export function refundedMail(order: Order, shop: ShopIdentity, refundPaise: number, reason: string): OutgoingMail {
  const t = textsFor(order);
  const number = order.orderNumber;
  const amount = formatRupees(refundPaise);
  return compose(shop, order, 'order_refunded', order.user.email, t('refundedSubject', { shop: shop.name, amount, number }), [
    t('refundedIntro', { amount, number, reason }),
    t('refundedTime'),
  ], []);
}

/** How a new order is to be paid, in the owner's words. */
function ownerPaymentWords(order: Order): string {
  if (order.paymentMethod === 'COD') return 'cash on delivery';
  if (order.paymentMethod === 'UPI') return 'to be paid by UPI straight to your account (you confirm it once the customer says they paid)';
  return 'to be paid online';
}

/** To the shop owner (ADMIN_EMAIL): a new order came in. */
export function adminNewOrderMail(order: Order, shop: ShopIdentity, to: string): OutgoingMail {
  return compose(shop, order, 'admin_new_order', to, `${shop.name}: new order ${order.orderNumber} for ${money(order.totalPrice)}`, [
    `${order.user.name} (${order.user.email}) placed order ${order.orderNumber}, ${ownerPaymentWords(order)}.`,
  ], [itemsSection(order, DEFAULT_LOCALE), addressSection(order, DEFAULT_LOCALE)], 'owner');
}

/**
 * To the shop owner: a customer says they paid a UPI order straight to the shop (docs/decisions/055-upi-direct.md).
 * Only the owner can see whether the money is in the account, and the order is cancelled unconfirmed after
 * `hours`, so the message asks them to look now.
 */
export function adminUpiClaimMail(order: Order, shop: ShopIdentity, to: string, utr: string, hours: number): OutgoingMail {
  return compose(shop, order, 'admin_upi_claim', to, `${shop.name}: confirm the UPI payment of order ${order.orderNumber}`, [
    `${order.user.name} says they paid ${money(order.totalPrice)} by UPI for order ${order.orderNumber}, UPI reference (UTR) ${utr}.`,
    `Look for this payment in your bank account or UPI app, then choose Payment received or No such payment on the order page. Unconfirmed after ${hours} hours, the order is cancelled and its stock goes back on sale.`,
  ], [itemsSection(order, DEFAULT_LOCALE)], 'owner');
}

/** To the shop owner: a payment arrived for a cancelled order and could not be refunded automatically. */
export function adminLatePaymentMail(order: Order, shop: ShopIdentity, to: string, problem: string): OutgoingMail {
  return compose(shop, order, 'admin_refund_needed', to, `${shop.name}: refund needed for cancelled order ${order.orderNumber}`, [
    `A payment of ${money(order.totalPrice)} arrived for order ${order.orderNumber} after it was cancelled, and the automatic refund failed: ${problem}.`,
    'Please refund it from the order page.',
  ], [], 'owner');
}
