import { eq } from 'drizzle-orm';
import MarkdownIt from 'markdown-it';
import { shopPages } from '../../../drizzle/schema.js';
import { isPolicySlug, policyTitle, type PolicySlug } from '../../shared/policy-pages.js';
import type { PolicyPage } from '../../shared/schemas/policy-page.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
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

/**
 * The page as a shopper sees it: the owner's text, or the starting text made from today's settings, in the
 * page's language (the owner's own text is shown as written).
 */
export function getPolicyPage(deps: AppDeps, slug: PolicySlug, locale: Locale = 'en'): PolicyPage {
  const row = deps.db.select().from(shopPages).where(eq(shopPages.slug, slug)).get();
  const body = row?.body ?? (locale === 'hi' ? startingTextHi : startingText)(slug, deps.settings.get());
  return {
    slug,
    title: locale === 'hi' ? POLICY_TITLES_HI[slug] : policyTitle(slug),
    body,
    html: renderMarkdown(body),
    custom: row !== undefined,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves the owner's text; an empty (or blank) text removes it, and the starting text shows again. */
export function savePolicyPage(deps: AppDeps, slug: PolicySlug, body: string, now = new Date()): PolicyPage {
  const text = body.replace(/\r\n?/g, '\n');
  if (text.trim() === '') {
    deps.db.delete(shopPages).where(eq(shopPages.slug, slug)).run();
  } else {
    deps.db
      .insert(shopPages)
      .values({ slug, body: text, updatedAt: now })
      .onConflictDoUpdate({ target: shopPages.slug, set: { body: text, updatedAt: now } })
      .run();
  }
  return getPolicyPage(deps, slug);
}
