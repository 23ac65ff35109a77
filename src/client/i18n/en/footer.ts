/** The footer (layout/Footer.tsx, a chunk of its own): promises, about, links, contact, newsletter. */
import type { PolicySlug } from '../../../shared/policy-pages.js';
import { icu } from '../icu.js';

// The promises the shipping rules make true (the owner's own are shown as entered)
export const freeDelivery = 'Free delivery';
export const freeDeliveryFrom = icu<{ amount: string }>('Free delivery from {amount}');
export const chargesShown = 'Delivery charges shown before you pay';
export const doorstepIndia = 'To your doorstep, anywhere in India';
export const doorstepPincodes = 'To your doorstep, in the pincodes we serve';
export const cashOnDelivery = 'Cash on delivery';
export const payOnArrival = 'Pay when your order arrives';
export const whereOffered = 'Where the checkout offers it';

/** Shown until the owner writes an about text of their own. */
export const defaultAbout =
  'A neighbourhood shop, online. We bring fashion, electronics, bags, footwear, groceries and beauty products from trusted Indian sellers to your door, with honest prices in rupees and cash on delivery.';
export const about = icu<{ shop: string }>('About {shop}');
export const followUs = 'Follow us';
export const facebook = 'Facebook';
export const instagram = 'Instagram';
export const x = 'X (Twitter)';
export const youtube = 'YouTube';

export const shopByCategory = 'Shop by category';
export const shop = 'Shop';
export const contactUs = 'Contact us';
export const writeOrCall = 'Questions about an order? Write to us or call us.';
export const write = 'Questions about an order? Write to us.';
/** The message a shopper's WhatsApp starts with. */
export const whatsappHello = icu<{ shop: string }>('Hello {shop}');
export const whatsapp = 'Chat with us on WhatsApp';

export const newsletter = 'Newsletter';
export const newsletterTitle = 'Subscribe to our newsletter';
export const newsletterNote = 'Deals and new arrivals by e-mail. No spam.';
export const emailPlaceholder = 'Your email address';
export const emailLabel = 'Email address for the newsletter';
export const subscribe = 'Subscribe';

export const policies = 'Shop policies';
/** The policy pages' titles, as src/shared/policy-pages.ts names them. */
export const policyTitles: Readonly<Record<PolicySlug, string>> = {
  returns: 'Returns and refunds',
  shipping: 'Shipping policy',
  privacy: 'Privacy policy',
  terms: 'Terms and conditions',
};
export const gstIncluded = icu<{ year: number; name: string }>('© {year} {name}. Prices in Indian rupees, GST included.');
export const gstExtra = icu<{ year: number; name: string }>('© {year} {name}. Prices in Indian rupees, GST extra at checkout.');
