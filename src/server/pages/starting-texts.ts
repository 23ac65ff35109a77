/**
 * The policy pages' starting texts, made from the store settings so they name the shop and its contact
 * (docs/decisions/040-policy-pages.md). They describe what this software does (cancelling before shipping,
 * refunds to the way of payment, the charges shown before paying) and the usual practice of a small Indian
 * shop where the shop decides (a 7-day return window); the owner reads them and writes their own. Nothing is
 * invented: a contact the owner has not filled in is left out.
 */
import type { PolicySlug } from '../../shared/policy-pages.js';
import type { StoreIdentity } from '../settings/store-settings.js';

/** The store settings a starting text is made from (in either language: starting-texts-hi.ts). */
export type PolicyShop = Pick<StoreIdentity, 'shopName' | 'legalName' | 'contactEmail' | 'contactPhone' | 'address' | 'city' | 'pincode' | 'state'>;

/**
 * A setting printed mid-line, shown as typed: the characters that could start formatting there are escaped
 * (a + or # starts something only at the start of a line, where no setting is printed).
 */
export const escape = (text: string) => text.replace(/[\\`*_[\]<>~|]/g, (c) => `\\${c}`);

export function seller(shop: PolicyShop): string {
  const legal = shop.legalName.trim();
  return legal && legal !== shop.shopName ? `${escape(shop.shopName)} (${escape(legal)})` : escape(shop.shopName);
}

/** The words before each contact line, in the page's language. */
export interface ContactLabels {
  email: string;
  phone: string;
  address: string;
}

const CONTACT_LABELS: ContactLabels = { email: 'E-mail', phone: 'Phone', address: 'Address' };

/** How to reach the shop, as far as the settings say; an empty list when they say nothing yet. */
export function contactLines(shop: PolicyShop, labels: ContactLabels): string[] {
  const lines: string[] = [];
  if (shop.contactEmail) lines.push(`- ${labels.email}: <${shop.contactEmail}>`);
  if (shop.contactPhone) lines.push(`- ${labels.phone}: ${escape(shop.contactPhone)}`);
  const place = [shop.address, shop.city && shop.pincode ? `${shop.city} ${shop.pincode}` : shop.city || shop.pincode, shop.state].filter(Boolean);
  if (place.length > 0) lines.push(`- ${labels.address}: ${escape(place.join(', '))}`);
  return lines;
}

function contactBlock(shop: PolicyShop): string {
  const lines = contactLines(shop, CONTACT_LABELS);
  return lines.length > 0 ? lines.join('\n') : '- Use the contact details in the footer of this site.';
}

function returns(shop: PolicyShop): string {
  return `# Returns and refunds

We want you to be happy with what you buy from ${seller(shop)}.

## Cancelling an order

You can cancel an order yourself from its page in your account until it is shipped. There is no charge for
cancelling. An order paid online is refunded in full when it is cancelled.

## Returns

- You can ask to return an item within **7 days of delivery** if it is damaged, defective, wrong, or not as
  described on its page. Please write to us with your order number and a photo of the item.
- Items must be unused, with their tags and in their original packaging.
- For hygiene and safety, we cannot take back groceries and other food, opened beauty and personal-care
  products, or innerwear, unless they arrived damaged, defective or wrong.
- Please tell us about a damaged parcel or a missing item within 48 hours of delivery.

## Refunds

- Once we have received and checked the returned item, we refund it within 7 working days.
- An order paid online is refunded to the card, UPI or bank account it was paid from; your bank may take a few
  more working days to show it.
- An order paid in cash on delivery is refunded to your bank account or UPI ID: we ask you for it when we
  agree the return.
- Delivery charges are refunded when the item was damaged, defective or wrong.

## Contact

${contactBlock(shop)}
`;
}

function shipping(shop: PolicyShop): string {
  return `# Shipping policy

${seller(shop)} delivers across India, to the pincodes our checkout accepts.

## Delivery charges

Any delivery charge, and any fee for cash on delivery, is shown in your cart and at checkout before you place
the order. Nothing is added afterwards.

## When your order ships

- We pack and hand over most orders to our courier within 1 to 2 working days.
- When your order ships, we e-mail you the courier's name and the tracking number, and the order's page in
  your account shows them.
- Delivery usually takes 2 to 7 working days after shipping, depending on your pincode.

## Cash on delivery

Where cash on delivery is offered at checkout, please keep the exact amount ready. The courier may call the
mobile number you gave to confirm the delivery.

## Contact

${contactBlock(shop)}
`;
}

function privacy(shop: PolicyShop): string {
  return `# Privacy policy

This page says what personal data ${seller(shop)} collects when you shop here, why, and what you can ask of us.
We follow India's Digital Personal Data Protection Act, 2023.

## What we collect

- Your name, e-mail address and mobile number, and the delivery addresses you give.
- Your orders, payments, reviews and newsletter subscription.
- Your cart, kept in your browser and, when you are signed in, with your account.

We never see your full card details or UPI PIN: online payments are made on our payment provider's secure
page.

## Why we use it

- To deliver your orders, tell you about them, and answer your questions.
- To issue invoices and keep the accounts the GST law asks for (at least 6 years).
- To send the newsletter, only if you subscribed; every newsletter says how to stop it.

We do not sell your personal data. We share it only with the courier who delivers your order, the payment
provider who takes your payment, and authorities when the law requires it.

## Your rights

You can see and correct your details in your account, and ask us to delete your account. We keep what the tax
law requires us to keep. Write to us:

${contactBlock(shop)}
`;
}

function terms(shop: PolicyShop): string {
  const courts = shop.city ? `the courts at ${escape(shop.city)}` : 'the courts of India';
  return `# Terms and conditions

These terms apply when you buy from ${seller(shop)} on this site.

## Orders and prices

- Prices are in Indian rupees. The total you see before placing an order, with GST and any delivery charge,
  is what you pay.
- An order is accepted when we confirm it by e-mail. We may cancel an order, in full and with a full refund,
  when an item is out of stock or its price was shown wrongly.

## Payment

You can pay online, or in cash on delivery where it is offered. An online payment must be completed within
the time the payment page shows, or the order is cancelled and its items released.

## Cancellations, returns and refunds

You can cancel an order until it ships, free of charge. Returns and refunds follow our
[returns and refunds policy](/pages/returns); delivery follows our [shipping policy](/pages/shipping).

## Grievances

For any complaint about an order, write to our grievance officer. We acknowledge every complaint within 48
hours and resolve it within one month.

${contactBlock(shop)}

## Law

These terms are governed by the laws of India; ${courts} have jurisdiction.
`;
}

const TEXTS: Record<PolicySlug, (shop: PolicyShop) => string> = { returns, shipping, privacy, terms };

export function startingText(slug: PolicySlug, shop: PolicyShop): string {
  return TEXTS[slug](shop);
}
