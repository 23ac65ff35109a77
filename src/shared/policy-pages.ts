/**
 * The shop's policy pages: what a shopper reads before buying and a payment gateway asks for before it
 * activates a shop (docs/decisions/040-policy-pages.md). Each has a starting text until the owner writes one.
 */
export const POLICY_PAGES = [
  { slug: 'returns', title: 'Returns and refunds' },
  { slug: 'shipping', title: 'Shipping policy' },
  { slug: 'privacy', title: 'Privacy policy' },
  { slug: 'terms', title: 'Terms and conditions' },
] as const;

export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];
export const POLICY_SLUGS = POLICY_PAGES.map((page) => page.slug) as [PolicySlug, ...PolicySlug[]];

/** The longest text an owner may save for one page (about 15 printed pages). */
export const MAX_POLICY_LENGTH = 40_000;

export const policyPath = (slug: PolicySlug) => `/pages/${slug}`;
export const policyTitle = (slug: PolicySlug) => POLICY_PAGES.find((page) => page.slug === slug)?.title ?? slug;
export const isPolicySlug = (value: string): value is PolicySlug => POLICY_SLUGS.some((slug) => slug === value);
