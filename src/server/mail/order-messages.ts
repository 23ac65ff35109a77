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

export interface ShopIdentity {
  name: string;
  /** Absolute base URL for links (PUBLIC_URL). */
  publicUrl: string;
}

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));
const indiaTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
/** A moment as a shopper in India reads it: '30 Nov, 6:05 pm'. */
const indiaTime = (at: Date) => indiaTimeFormat.format(at);
const METHOD_LABELS: Record<Order['paymentMethod'], string> = { COD: 'Cash on Delivery (COD)', Razorpay: 'Paid online', UPI: 'UPI to the shop' };

interface Section {
  heading?: string;
  lines: string[];
}

function itemsSection(order: Order): Section {
  const lines = order.orderItems.map((item) => `${item.qty} x ${describeLine(item.name, item.variantTitle)} @ ${money(item.price)} = ${formatRupees(rupeesToPaise(item.price) * item.qty)}`);
  lines.push(`Items: ${money(order.itemsPrice)}`);
  if (order.discountPrice > 0) lines.push(`Discount${order.promoCode ? ` (${order.promoCode})` : ''}: -${money(order.discountPrice)}`);
  const gst = `${order.pricesIncludeGst ? 'Includes ' : ''}${gstLabel(order)}: ${money(order.taxPrice)}`;
  lines.push(
    ...(order.pricesIncludeGst ? [] : [gst]),
    `Shipping: ${order.shippingPrice === 0 ? 'Free' : money(order.shippingPrice)}`,
    ...(order.codFee > 0 ? [`Cash on delivery fee: ${money(order.codFee)}`] : []),
    ...(order.roundOff !== 0 ? [`Round off: ${money(order.roundOff)}`] : []),
    `Total: ${money(order.totalPrice)}`,
    // With prices that include GST, the GST is part of the total, not added to it.
    ...(order.pricesIncludeGst ? [gst] : []),
  );
  return { heading: 'Your order', lines };
}

function addressSection(order: Order): Section {
  return { heading: 'Delivery address', lines: deliveryAddressLines(order.shippingAddress, order.user.name) };
}

/**
 * The kinds of message a shopper gets about an order (the owner's, to ADMIN_EMAIL, are not among them): the
 * ones ORDER_MAIL_LIMIT_PER_DAY caps per address (docs/decisions/025-abuse-limits.md).
 */
export const SHOPPER_ORDER_MAIL_KINDS = ['order_placed', 'payment_received', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_refunded', 'order_link', 'email_proof'];

/** Who reads it: the customer, or the shop owner (ADMIN_EMAIL), who must not be greeted as the customer. */
type Audience = 'customer' | 'owner';

/**
 * The customer's order page, or for the owner the admin's, where the order is shipped, cancelled or refunded.
 * A guest's order has no page but its private link, which only the order-placed e-mail (and a new link the
 * owner sends) carries: the shop keeps only the link's hash (docs/decisions/038-guest-checkout.md).
 */
function orderLink(order: Order, shop: ShopIdentity, audience: Audience, privateLink?: string): string | null {
  if (audience === 'owner') return `${shop.publicUrl}/admin/order/${order._id}`;
  if (privateLink) return privateLink;
  return order.user._id === null ? null : `${shop.publicUrl}/order/${order._id}`;
}

const GUEST_LINK_NOTE = 'Your order: open it with the private link in your order confirmation e-mail.';

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
  const link = orderLink(order, shop, audience, privateLink);
  const testNote = order.isTestPayment ? ['Test payment: this order was paid in the shop’s test mode and no money was taken.'] : [];
  // Every line stays one line: a name, an address or a reason stored before control characters were refused
  // cannot add lines of its own (docs/decisions/025-abuse-limits.md).
  const greeting = oneLine(audience === 'customer' ? `Hello ${order.user.name},` : 'Hello,');
  const introLines = intro.map(oneLine);
  const parts = sections.map((s) => ({ heading: s.heading, lines: s.lines.map(oneLine) }));
  const closing = oneLine(audience === 'customer' ? `Thank you for shopping with ${shop.name}.` : `Sent by your shop, ${shop.name}.`);
  const text = [
    greeting,
    '',
    ...introLines,
    ...testNote,
    '',
    ...parts.flatMap((s) => [...(s.heading ? [s.heading] : []), ...s.lines, '']),
    link ? `${audience === 'customer' ? 'Your order' : 'The order'}: ${link}` : GUEST_LINK_NOTE,
    '',
    closing,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
${paragraph(greeting)}
${[...introLines, ...testNote].map(paragraph).join('\n')}
${parts
  .map(
    (s) =>
      `${s.heading ? `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(s.heading)}</h2>` : ''}${s.lines.map(paragraph).join('')}`,
  )
  .join('\n')}
<p style="margin:16px 0">${link ? `<a href="${escapeHtml(link)}">${audience === 'customer' ? 'See your order' : 'See the order'}</a>` : escapeHtml(GUEST_LINK_NOTE)}</p>
<p style="margin:16px 0 0;color:#52606d">${escapeHtml(closing)}</p>
</body></html>`;
  // nodemailer folds line breaks in headers itself; the subject is made one line here all the same.
  return { to, subject: oneLine(subject), text, html, kind, orderId: order._id };
}

const PRIVATE_LINK_NOTE = 'Anyone with the link below can see this order, pay for it and cancel it before it ships, so keep this e-mail to yourself. The link works for 90 days.';

/** `privateLink`: a guest's order's private link (docs/decisions/038-guest-checkout.md). */
export function orderPlacedMail(order: Order, shop: ShopIdentity, privateLink?: string): OutgoingMail {
  const payment =
    order.paymentMethod === 'COD'
      ? `Payment: ${METHOD_LABELS.COD}. Please keep ${money(order.totalPrice)} ready at delivery.`
      : order.paymentMethod === 'UPI'
        ? `Payment: by UPI to ${shop.name}. Not paid yet: scan the QR code on your order page with any UPI app (or open it there on your phone), then enter the payment's 12-digit reference (UTR) on the same page.`
        : `Payment: online. ${order.isPaid ? 'Paid.' : 'Not paid yet: pay from your order page to confirm the order.'}`;
  return compose(
    shop,
    order,
    'order_placed',
    order.user.email,
    `${shop.name}: order ${order.orderNumber} placed`,
    [`Thank you for your order ${order.orderNumber}.`, payment, ...(privateLink ? [PRIVATE_LINK_NOTE] : [])],
    [itemsSection(order), addressSection(order)],
    'customer',
    privateLink,
  );
}

/** A new private link to a guest's order, sent by the shop owner; the old ones no longer work. */
export function orderLinkMail(order: Order, shop: ShopIdentity, privateLink: string): OutgoingMail {
  return compose(
    shop,
    order,
    'order_link',
    order.user.email,
    `${shop.name}: a new link to your order ${order.orderNumber}`,
    [`Here is a new private link to your order ${order.orderNumber}; the links sent before no longer work.`, PRIVATE_LINK_NOTE],
    [],
    'customer',
    privateLink,
  );
}

export function paymentReceivedMail(order: Order, shop: ShopIdentity): OutgoingMail {
  return compose(shop, order, 'payment_received', order.user.email, `${shop.name}: payment received for order ${order.orderNumber}`, [
    `We have received your payment of ${money(order.totalPrice)} for order ${order.orderNumber}. We will let you know when it ships.`,
  ], [itemsSection(order)]);
}

/**
 * The shop looked for a UPI payment the customer said they made and did not find it: the order waits for a
 * payment again, for PAYMENT_WINDOW_MINUTES (docs/decisions/055-upi-direct.md).
 */
export function upiPaymentNotFoundMail(order: Order, shop: ShopIdentity, note: string, payBy: Date | null): OutgoingMail {
  return compose(shop, order, 'upi_payment_not_found', order.user.email, `${shop.name}: we could not find your UPI payment for order ${order.orderNumber}`, [
    `We could not find a UPI payment of ${money(order.totalPrice)} for order ${order.orderNumber} in our account.`,
    `The shop says: ${note}`,
    `If you have paid, please check the UPI reference (UTR) in your UPI app and enter it again on the order's page${payBy ? ` before ${indiaTime(payBy)}` : ''}; otherwise the order is cancelled then.`,
  ], [itemsSection(order)]);
}

export function shippedMail(order: Order, shop: ShopIdentity): OutgoingMail {
  const shipment = order.shipment;
  const lines = shipment
    ? [`Carrier: ${shipment.carrier}`, `Tracking number: ${shipment.trackingNumber}`, ...(shipment.trackingUrl ? [`Track it: ${shipment.trackingUrl}`] : [])]
    : [];
  return compose(shop, order, 'order_shipped', order.user.email, `${shop.name}: order ${order.orderNumber} has shipped`, [`Your order ${order.orderNumber} is on its way.`], [
    { heading: 'Tracking', lines },
    addressSection(order),
  ]);
}

export function deliveredMail(order: Order, shop: ShopIdentity): OutgoingMail {
  return compose(shop, order, 'order_delivered', order.user.email, `${shop.name}: order ${order.orderNumber} delivered`, [
    `Your order ${order.orderNumber} has been delivered.`,
    ...(order.paymentMethod === 'COD' ? [`We received your cash payment of ${money(order.totalPrice)}.`] : []),
    'We hope you enjoy it. You can review what you bought on each product’s page.',
  ], []);
}

export function cancelledMail(order: Order, shop: ShopIdentity, refundPaise: number): OutgoingMail {
  return compose(shop, order, 'order_cancelled', order.user.email, `${shop.name}: order ${order.orderNumber} cancelled`, [
    `Your order ${order.orderNumber} has been cancelled${order.cancelReason ? `: ${order.cancelReason}` : '.'}`,
    ...(refundPaise > 0 ? [`We have refunded ${formatRupees(refundPaise)} to the way you paid; it can take 5–7 working days to reach you.`] : []),
  ], [itemsSection(order)]);
}

export function refundedMail(order: Order, shop: ShopIdentity, refundPaise: number, reason: string): OutgoingMail {
  return compose(shop, order, 'order_refunded', order.user.email, `${shop.name}: refund of ${formatRupees(refundPaise)} for order ${order.orderNumber}`, [
    `We have refunded ${formatRupees(refundPaise)} for your order ${order.orderNumber}: ${reason}.`,
    'It can take 5–7 working days to reach you.',
  ], []);
}

/** To the shop owner (ADMIN_EMAIL): a new order came in. */
export function adminNewOrderMail(order: Order, shop: ShopIdentity, to: string): OutgoingMail {
  return compose(shop, order, 'admin_new_order', to, `${shop.name}: new order ${order.orderNumber} for ${money(order.totalPrice)}`, [
    `${order.user.name} (${order.user.email}) placed order ${order.orderNumber}, ${order.paymentMethod === 'COD' ? 'cash on delivery' : 'to be paid online'}.`,
  ], [itemsSection(order), addressSection(order)], 'owner');
}

/** To the shop owner: a payment arrived for a cancelled order and could not be refunded automatically. */
export function adminLatePaymentMail(order: Order, shop: ShopIdentity, to: string, problem: string): OutgoingMail {
  return compose(shop, order, 'admin_refund_needed', to, `${shop.name}: refund needed for cancelled order ${order.orderNumber}`, [
    `A payment of ${money(order.totalPrice)} arrived for order ${order.orderNumber} after it was cancelled, and the automatic refund failed: ${problem}.`,
    'Please refund it from the order page.',
  ], [], 'owner');
}
