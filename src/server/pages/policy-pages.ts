import { eq } from 'drizzle-orm';
import MarkdownIt from 'markdown-it';
import { shopPages } from '../../../drizzle/schema.js';
import { isPolicySlug, policyTitle, type PolicySlug } from '../../shared/policy-pages.js';
import type { PolicyPage } from '../../shared/schemas/policy-page.js';
import type { AppDeps } from '../deps.js';
import { badRequest, notFound } from '../errors.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { startingText } from './starting-texts.js';
import { POLICY_TITLES_HI, startingTextHi } from './starting-texts-hi.js';

/**
 * Markdown drawn safely (docs/decisions/040-policy-pages.md): raw HTML is shown as text, never passed through;
 * markdown-it's link check keeps javascript:, vbscript:, file: and data: addresses from becoming links.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}

export const NO_SUCH_POLICY = 'There is no such page: the shop’s pages are returns, shipping, privacy and terms';

/** One of the policy pages' names, or a 404. */
export function policySlug(value: string): PolicySlug {
  if (!isPolicySlug(value)) throw notFound(NO_SUCH_POLICY);
  return value;
}

export const HINDI_NEEDS_OWN_TEXT = 'Write the page’s own text first: the Hindi text is a version of it, and the starting text has its own Hindi';

/**
 * The page as a shopper sees it: the owner's text, or the starting text made from today's settings, in the
 * page's language. The owner's own text is shown as written, on the Hindi pages in the owner's Hindi version
 * when there is one (docs/decisions/057-storefront-languages.md).
 */
export function getPolicyPage(deps: AppDeps, slug: PolicySlug, locale: Locale = 'en'): PolicyPage {
  const row = deps.db.select().from(shopPages).where(eq(shopPages.slug, slug)).get();
  const owned = row ? (locale === 'hi' ? (row.bodyHi ?? row.body) : row.body) : undefined;
  const body = owned ?? (locale === 'hi' ? startingTextHi : startingText)(slug, deps.settings.get());
  return {
    slug,
    title: locale === 'hi' ? POLICY_TITLES_HI[slug] : policyTitle(slug),
    body,
    html: renderMarkdown(body),
    custom: row !== undefined,
    bodyHi: row?.bodyHi ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Line ends as the browser's textarea sends them differ by system: kept as \n. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * Saves the owner's text; an empty (or blank) text removes it, and the starting text shows again in every
 * language. `bodyHi`, when given, is the owner's Hindi version of it: blank removes it (the Hindi pages then
 * show the owner's text as written); left out, it stays as it was.
 */
export function savePolicyPage(deps: AppDeps, slug: PolicySlug, body: string, bodyHi?: string, now = new Date()): PolicyPage {
  const text = lines(body);
  const hindiText = bodyHi === undefined ? undefined : lines(bodyHi);
  const hindi = hindiText?.trim() === '' ? null : hindiText;
  if (text.trim() === '') {
    if (hindi) throw badRequest(HINDI_NEEDS_OWN_TEXT);
    deps.db.delete(shopPages).where(eq(shopPages.slug, slug)).run();
  } else {
    const set = { body: text, updatedAt: now, ...(hindi === undefined ? {} : { bodyHi: hindi }) };
    deps.db
      .insert(shopPages)
      .values({ slug, ...set })
      .onConflictDoUpdate({ target: shopPages.slug, set })
      .run();
  }
  return getPolicyPage(deps, slug);
}
