/**
 * The shopper's e-mails in English: the source of every language's catalogue (hi.ts must have each key,
 * with the same arguments). ICU MessageFormat: `{name}` is an argument; amounts come formatted ('Rs 1,234/-').
 */
export const en = {
  greeting: 'Hello {name},',
  closing: 'Thank you for shopping with {shop}.',
  orderLinkLine: 'Your order: {link}',
  orderLinkButton: 'See your order',
  guestLinkNote: 'Your order: open it with the private link in your order confirmation e-mail.',
  testPaymentNote: 'Test payment: this order was paid in the shop’s test mode and no money was taken.',
  privateLinkNote:
    'Anyone with the link below can see this order, pay for it and cancel it before it ships, so keep this e-mail to yourself. The link works for 90 days.',

  yourOrderHeading: 'Your order',
  deliveryAddressHeading: 'Delivery address',
  trackingHeading: 'Tracking',
  mobileLine: 'Mobile: {mobile}',
  itemsLine: 'Items: {amount}',
  discountLine: 'Discount: -{amount}',
  discountWithCodeLine: 'Discount ({code}): -{amount}',
  gstAddedLine: '{gst}: {amount}',
  gstIncludedLine: 'Includes {gst}: {amount}',
  shippingLine: 'Shipping: {amount}',
  shippingFreeLine: 'Shipping: Free',
  codFeeLine: 'Cash on delivery fee: {amount}',
  roundOffLine: 'Round off: {amount}',
  totalLine: 'Total: {amount}',

  placedSubject: '{shop}: order {number} placed',
  placedThanks: 'Thank you for your order {number}.',
  placedPaymentCod: 'Payment: Cash on Delivery (COD). Please keep {amount} ready at delivery.',
  placedPaymentUpi:
    'Payment: by UPI to {shop}. Not paid yet: scan the QR code on your order page with any UPI app (or open it there on your phone), then enter the payment’s 12-digit reference (UTR) on the same page.',
  placedPaymentOnlinePaid: 'Payment: online. Paid.',
  placedPaymentOnlineUnpaid: 'Payment: online. Not paid yet: pay from your order page to confirm the order.',

  linkSubject: '{shop}: a new link to your order {number}',
  linkIntro: 'Here is a new private link to your order {number}; the links sent before no longer work.',

  paidSubject: '{shop}: payment received for order {number}',
  paidIntro: 'We have received your payment of {amount} for order {number}. We will let you know when it ships.',

  upiNotFoundSubject: '{shop}: we could not find your UPI payment for order {number}',
  upiNotFoundIntro: 'We could not find a UPI payment of {amount} for order {number} in our account.',
  upiNotFoundNote: 'The shop says: {note}',
  upiNotFoundRetryBy:
    'If you have paid, please check the UPI reference (UTR) in your UPI app and enter it again on the order’s page before {time}; otherwise the order is cancelled then.',
  upiNotFoundRetry:
    'If you have paid, please check the UPI reference (UTR) in your UPI app and enter it again on the order’s page; otherwise the order is cancelled then.',

  shippedSubject: '{shop}: order {number} has shipped',
  shippedIntro: 'Your order {number} is on its way.',
  carrierLine: 'Carrier: {carrier}',
  trackingNumberLine: 'Tracking number: {trackingNumber}',
  trackingUrlLine: 'Track it: {url}',

  deliveredSubject: '{shop}: order {number} delivered',
  deliveredIntro: 'Your order {number} has been delivered.',
  deliveredCash: 'We received your cash payment of {amount}.',
  deliveredReview: 'We hope you enjoy it. You can review what you bought on each product’s page.',

  cancelledSubject: '{shop}: order {number} cancelled',
  cancelledIntro: 'Your order {number} has been cancelled.',
  cancelledIntroWithReason: 'Your order {number} has been cancelled: {reason}',
  cancelledRefund: 'We have refunded {amount} to the way you paid; it can take 5–7 working days to reach you.',

  refundedSubject: '{shop}: refund of {amount} for order {number}',
  refundedIntro: 'We have refunded {amount} for your order {number}: {reason}.',
  refundedTime: 'It can take 5–7 working days to reach you.',

  greetingNoName: 'Hello,',
  proofSubject: '{shop}: confirm your e-mail to see your orders',
  proofIntro:
    'Orders were placed at {shop} as a guest with this e-mail address. To see them in your account, confirm that this address is yours by opening the link below.',
  proofValidity:
    'The link works once, for {days, plural, one {# day} other {# days}}. If you did not create an account at {shop}, you can ignore this e-mail: nothing changes.',
  proofLinkLine: 'Confirm your e-mail: {link}',
  proofLinkButton: 'Confirm your e-mail',

  reminderSubject: '{shop}: you left something in your cart',
  reminderIntro: 'You left these in your cart. They are still here for you:',
  reminderValue: "Items: {amount} (today's prices; GST and delivery are worked out at checkout)",
  reminderBackLine: 'Back to your cart: {link}',
  reminderBackButton: 'Back to your cart',
  reminderOptOut: 'Do not want these reminders? Turn them off',
  reminderOptOutLink: 'no more cart reminders',
} as const;

export type MailKey = keyof typeof en;
