/** Escaping for the bits of HTML the server writes into the client's index.html. */
import { localePath, type Locale } from '../../shared/i18n/locales.js';
import { pageTexts } from './catalogue/index.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * JSON safe to place inside a <script> element: no `</script>`, `<!--` or line separators can end or
 * confuse the element, whatever the data holds (product names and reviews are user input).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What a page that needs its script shows when JavaScript is off, instead of nothing: the cart, sign-in and
 * checkout pages (drawn in the browser) and the sign-in forms (drawn, but sent by the script). Outside the
 * app's root, so the script finds the root as the server left it. In the page's language.
 */
export function needsScriptNotice(locale: Locale): string {
  const t = pageTexts(locale);
  return (
    `<noscript><div class="needs-script" role="alert"><p><strong>${escapeHtml(t('needsScriptTitle'))}</strong> ` +
    `${escapeHtml(t('needsScriptText'))}</p><p><a href="${localePath(locale, '/')}">${escapeHtml(t('needsScriptHome'))}</a></p></div></noscript>`
  );
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  url: string;
  /** Absolute URL of the share image, when the page has one. */
  image?: string;
  imageAlt?: string;
  type: 'website' | 'product';
  /** schema.org JSON-LD objects. */
  jsonLd?: unknown[];
  /** Tell crawlers not to index (unknown products, empty searches). */
  noindex?: boolean;
  /** The shop's name (Open Graph site name). */
  siteName: string;
  /** The page's language (English when not given). */
  locale?: Locale;
  /** The page in each language, for search engines: `<link rel="alternate" hreflang>`. */
  alternates?: { hreflang: string; href: string }[];
}

/** Open Graph's name of each language's region. */
const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_IN', hi: 'hi_IN' };

export function renderHead(meta: PageMeta): string {
  const siteName = meta.siteName;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[meta.locale ?? 'en']}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
    if (meta.imageAlt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`);
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  for (const version of meta.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${version.hreflang}" href="${escapeHtml(version.href)}" />`);
  }
  for (const item of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  return tags.join('\n    ');
}
