import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LOCALES, localePath } from '../../shared/i18n/locales.js';
import { POLICY_PAGES, policyPath } from '../../shared/policy-pages.js';
import { categoryIndex } from '../categories/category-index.js';
import type { AppDeps } from '../deps.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { escapeHtml } from './html.js';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read per query while a product sitemap streams: the database is never held for long. */
const BATCH = 2_000;

/** The shopper's own pages, in every language. */
const SHOPPERS_OWN = ['/cart', '/shipping', '/payment', '/placeorder', '/order/', '/profile', '/login', '/register'];
/** Paths crawlers have no business in: the admin area, the shopper's own pages and the API. */
const DISALLOWED = ['/admin', ...LOCALES.flatMap((locale) => SHOPPERS_OWN.map((path) => localePath(locale, path))), '/api/', '/trpc/'];

const XML_TYPE = 'application/xml; charset=utf-8';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

const loc = (url: string) => `<url><loc>${escapeHtml(url)}</loc></url>\n`;

/**
 * robots.txt and the sitemaps. `/sitemap.xml` is an index of one sitemap of the fixed pages (home, categories,
 * policies) and as many product sitemaps of at most 50,000 URLs as the catalogue needs, for each language: the
 * Hindi ones are the same pages under /hi, listed as /sitemaps/hi/… (docs/decisions/057-storefront-languages.md);
 * a product sitemap is
 * streamed in small batches
 * (keyed by rowid, never one long-running statement), so a million products cost little memory and never
 * hold the one database connection between batches. Drafts are never listed.
 */
export async function seoRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const origin = deps.config.publicUrl;
  const sqlite = deps.db.$client;
  const countPublished = sqlite.prepare<[], { n: number }>('select count(*) as n from products where is_published = 1');
  const firstRowidOfPage = sqlite.prepare<[number], { rowid: number }>(
    'select rowid from products where is_published = 1 order by rowid limit 1 offset ?',
  );
  const batchAfter = sqlite.prepare<[number, number], { rowid: number; id: string }>(
    'select rowid, id from products where is_published = 1 and rowid >= ? order by rowid limit ?',
  );

  app.get('/robots.txt', (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', (_request, reply) => {
    const pages = Math.max(1, Math.ceil(countPublished.get()!.n / SITEMAP_URL_LIMIT));
    const files = LOCALES.flatMap((locale) => {
      const folder = `/sitemaps${localePath(locale, '')}`;
      return [`${folder}/categories.xml`, ...Array.from({ length: pages }, (_, i) => `${folder}/products-${i + 1}.xml`)];
    });
    const body =
      `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      files.map((file) => `<sitemap><loc>${escapeHtml(origin + file)}</loc></sitemap>\n`).join('') +
      '</sitemapindex>\n';
    return reply.type(XML_TYPE).header('cache-control', 'public, max-age=3600').send(body);
  });

  for (const locale of LOCALES) {
    const folder = `/sitemaps${localePath(locale, '')}`;
    const site = `${origin}${localePath(locale, '')}`;
    app.get(`${folder}/categories.xml`, (_request, reply) => {
      const urls = [
        `${site}/`,
        ...categoryIndex(deps.db).ordered.map((category) => `${site}/category/${encodeURIComponent(category.slug)}`),
        ...POLICY_PAGES.map((page) => `${site}${policyPath(page.slug)}`),
      ];
      return reply.type(XML_TYPE).header('cache-control', 'public, max-age=3600').send(URLSET_OPEN + urls.map(loc).join('') + '</urlset>\n');
    });

    app.get<{ Params: { file: string } }>(`${folder}/:file`, (request, reply) => {
      const match = /^products-([1-9]\d{0,4})\.xml$/.exec(request.params.file);
      if (!match) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      const page = Number(match[1]);
      const start = firstRowidOfPage.get((page - 1) * SITEMAP_URL_LIMIT);
      if (!start && page > 1) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);

      function* chunks(): Generator<string> {
        yield URLSET_OPEN;
        let next = start?.rowid;
        let left = SITEMAP_URL_LIMIT;
        while (next !== undefined && left > 0) {
          const want = Math.min(BATCH, left);
          const rows = batchAfter.all(next, want);
          yield rows.map((row) => loc(`${site}/product/${encodeURIComponent(row.id)}`)).join('');
          left -= rows.length;
          next = rows.length === want ? rows[rows.length - 1].rowid + 1 : undefined;
        }
        yield '</urlset>\n';
      }
      return reply.type(XML_TYPE).header('cache-control', 'public, max-age=3600').send(Readable.from(chunks()));
    });
  }
}
