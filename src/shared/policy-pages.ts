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

/**
 * What a policy page asks for in a language (pages.get): the same input in the server's page data and in
 * the browser's query, so the page's data lands where the browser reads it.
 */
export function policyPageQuery(slug: PolicySlug, locale: 'en' | 'hi'): { slug: PolicySlug; language?: 'hi' } {
  return locale === 'en' ? { slug } : { slug, language: locale };
}
