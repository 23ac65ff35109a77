import { isEmptySearch, LATEST_WHEN_EMPTY } from '../../shared/empty-search.js';
import { LOCALE_TAGS, LOCALES, localePath, type Locale } from '../../shared/i18n/locales.js';
import { formatRupees, paiseToMoneyString, rupeesToPaise } from '../../shared/money.js';
import type { Product } from '../../shared/schemas/product.js';
import { pageAddress, readPageParams, storefrontPage, writePageParams, type PrefetchedQuery, type StorefrontPage } from '../../shared/storefront-pages.js';
import { categoryIndex, type CategoryIndex } from '../categories/category-index.js';
import { categoryOfSlug } from '../categories/manage-categories.js';
import { getProduct } from '../catalog/get-product.js';
import { listProducts } from '../catalog/list-products.js';
import { countSearch, isNewSearch } from '../catalog/search-stats.js';
import { topProducts } from '../catalog/top-products.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { isPolicySlug, policyPageQuery } from '../../shared/policy-pages.js';
import { getPolicyPage } from '../pages/policy-pages.js';
import { shopSettings } from '../settings/store-settings.js';
import { pageTexts } from './catalogue/index.js';
import type { PageMeta } from './html.js';
import type { DrawnValues, ShopperPage } from './shopper-pages.js';

/**
 * The pages drawn alike for every visitor, which a CDN may keep (docs/decisions/052-cdn-caching.md). The cart's
 * drawn page holds nobody's lines either, but it is the shopper's own page, and its reminder links are private.
 */
const SHARED_KINDS = new Set<StorefrontPage['kind']>(['home', 'search', 'category', 'product', 'policy']);

export interface PageData {
  status: number;
  /** Where the page has moved to (a category's old slug): answered with a 301 and nothing drawn. */
  redirect?: string;
  /** Whether the server draws the page (the storefront's browse pages); other pages are drawn in the browser. */
  render: boolean;
  /**
   * The path and the parameters the page reads (pageAddress): what it is drawn from, kept under and
   * canonically called. Parameters it ignores (utm_source, fbclid, `?r=123`) are not in it.
   */
  address: string;
  /**
   * Whether the drawn page is worth keeping for the next visitor: a list page past its last page is not
   * (there are as many of them as page numbers, and each would push a real page out).
   */
  keep: boolean;
  meta: PageMeta;
  queries: PrefetchedQuery[];
  /**
   * Whether the page is the same for every visitor, so a CDN may keep it (the storefront's browse, product
   * and policy pages, found or not); the sign-in forms and the pages drawn in the browser (cart, checkout,
   * account, admin) are not kept by anyone (docs/decisions/052-cdn-caching.md).
   */
  shared: boolean;
  /**
   * Whether the page does nothing without its script though it is drawn (the sign-in and register forms):
   * it carries the notice that says so, as every page the server does not draw does.
   */
  needsScript: boolean;
  /** The browser's stored values a page drawn for one shopper was drawn with (shopper-pages.ts). */
  drawn?: DrawnValues;
}

/** A description fit for a meta tag: one line, at most about 160 characters. */
function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A product's or category's name in the page's language: the Hindi one where the owner gave it. */
function localName(locale: Locale, item: { name: string; nameHi?: string | null }): string {
  return (locale === 'hi' && item.nameHi?.trim()) || item.name;
}

/** The trail of a category's page, or of a product in it: Home, its parent if it has one, the category. */
function categoryTrail(categories: CategoryIndex, id: string, site: string, locale: Locale): { name: string; url: string }[] {
  const category = categories.get(id);
  if (!category) return [];
  const parent = category.parentId === null ? undefined : categories.get(category.parentId);
  const home = { name: pageTexts(locale)('home'), url: `${site}/` };
  return [home, ...[parent, category].flatMap((c) => (c ? [{ name: localName(locale, c), url: `${site}/category/${encodeURIComponent(c.slug)}` }] : []))];
}

/**
 * The page in each language, and which one a visitor whose language the shop does not speak is shown
 * (English): the `hreflang` links of a page search engines index.
 */
function languageVersions(origin: string, address: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE_TAGS[locale], href: `${origin}${localePath(locale, address)}` })),
    { hreflang: 'x-default', href: `${origin}${address}` },
  ];
}

function breadcrumbJsonLd(trail: { name: string; url?: string }[]): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, ...(step.url ? { item: step.url } : {}) })),
  };
}

function productJsonLd(product: Product, url: string, image: string, locale: Locale): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localName(locale, product),
    description: (locale === 'hi' && product.descriptionHi.trim()) || product.description,
    image: [image],
    sku: product._id,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: paiseToMoneyString(rupeesToPaise(product.price)),
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.numReviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(product.rating * 10) / 10, reviewCount: product.numReviews, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * What the server puts into the HTML of a storefront page: its data (so the first screen needs no API
 * round trip) and its meta tags (so a shared link shows the product, its image and its price).
 * `origin` is the shop's absolute base URL, used for canonical and Open Graph links. `rawPath` is the page's
 * path without its language's prefix (/cart for /hi/cart); the page's address, links and texts are in `locale`.
 * `shopper`: place order or an order's page as the asking shopper's browser would draw it (shopper-pages.ts).
 */
export function pageData(deps: AppDeps, rawPath: string, search: string, locale: Locale = 'en', shopper?: ShopperPage): PageData {
  const { db } = deps;
  const origin = deps.config.publicUrl;
  const site = `${origin}${localePath(locale, '')}`;
  const t = pageTexts(locale);
  const settings = shopSettings(deps);
  const SHOP_NAME = settings.shopName;
  const shop = SHOP_NAME;
  const address = localePath(locale, pageAddress(rawPath, search));
  const url = `${origin}${address}`;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  // Every page carries the shop's settings and its categories: its name, links, the test-mode strip and the
  // category bar need no round trip.
  const settingsQuery: PrefetchedQuery = { path: 'settings.get', input: undefined, data: settings };
  const categories = categoryIndex(db);
  const categoriesQuery: PrefetchedQuery = { path: 'categories.list', input: undefined, data: categories.tree };
  const shared = [settingsQuery, categoriesQuery];
  const description = (locale === 'hi' && settings.aboutTextHi.trim()) || settings.aboutText || t('defaultDescription');
  const page = storefrontPage(rawPath, search);
  // The pages search engines index name their other language (the noindex ones do not need it).
  const versions = languageVersions(origin, pageAddress(rawPath, search));
  const base: PageData = {
    status: 200,
    render: false,
    address,
    keep: true,
    shared: page !== undefined && SHARED_KINDS.has(page.kind),
    needsScript: false,
    queries: shared,
    meta: { title: t('homeTitle', { shop }), description, url, type: 'website', siteName: SHOP_NAME, locale },
  };
  if (!page) return base;

  switch (page.kind) {
    case 'home': {
      const top = topProducts(db);
      const list = listProducts(db, page.list);
      const image = top[0]?.image ?? list.products[0]?.image;
      return {
        ...base,
        render: true,
        keep: page.list.pageNumber <= list.pages,
        queries: [...shared, { path: 'products.top', input: undefined, data: top }, { path: 'products.list', input: page.list, data: list }],
        meta: { ...base.meta, image: image ? absolute(image) : undefined, imageAlt: top[0] && localName(locale, top[0]), alternates: versions },
      };
    }
    case 'search': {
      const list = listProducts(db, page.list);
      if (isNewSearch(page.list)) countSearch(db, page.list.keyword ?? '', list.total > 0);
      const first = list.products[0];
      // A search that finds nothing shows the newest products instead, drawn with the page like its results.
      const latest: PrefetchedQuery[] = isEmptySearch(page.list, list.total)
        ? [{ path: 'products.list', input: LATEST_WHEN_EMPTY, data: listProducts(db, LATEST_WHEN_EMPTY) }]
        : [];
      return {
        ...base,
        render: true,
        keep: page.list.pageNumber <= list.pages,
        queries: [...shared, { path: 'products.list', input: page.list, data: list }, ...latest],
        meta: {
          ...base.meta,
          title: t('searchTitle', { keyword: page.keyword, shop }),
          description: t('searchDescription', { count: list.total, keyword: summary(page.keyword, 60), shop }),
          image: first ? absolute(first.image) : undefined,
          imageAlt: first && localName(locale, first),
          noindex: true,
        },
      };
    }
    case 'category': {
      const found = categoryOfSlug(db, page.category);
      if (!found) {
        return { ...base, status: 404, meta: { ...base.meta, title: t('categoryNotFound', { shop }), noindex: true } };
      }
      const { category } = found;
      // An old slug, or the category named otherwise (/category/Fashion): the one address it has now.
      if (!found.current) {
        return {
          ...base,
          status: 301,
          redirect: localePath(locale, `/category/${encodeURIComponent(category.slug)}${writePageParams(readPageParams('category', search))}`),
        };
      }
      const list = listProducts(db, page.list);
      const first = list.products[0];
      const image = category.image ?? first?.image;
      const about = locale === 'hi' ? category.descriptionHi.trim() : category.description;
      return {
        ...base,
        render: true,
        keep: page.list.pageNumber <= list.pages,
        queries: [...shared, { path: 'products.list', input: page.list, data: list }],
        meta: {
          ...base.meta,
          title: t('categoryTitle', { name: localName(locale, category), shop }),
          description: about
            ? summary(about)
            : t('categoryDescription', { name: locale === 'en' ? category.name.toLowerCase() : localName(locale, category), shop, count: list.total }),
          image: image ? absolute(image) : undefined,
          imageAlt: category.image ? localName(locale, category) : first && localName(locale, first),
          jsonLd: [breadcrumbJsonLd(categoryTrail(categories, category.id, site, locale))],
          alternates: versions,
        },
      };
    }
    case 'login':
    case 'register':
      return {
        ...base,
        render: true,
        needsScript: true,
        meta: { ...base.meta, title: t(page.kind === 'login' ? 'signInTitle' : 'registerTitle', { shop }), noindex: true },
      };
    case 'cart':
      return { ...base, render: true, needsScript: true, meta: { ...base.meta, title: t('cartTitle', { shop }), noindex: true } };
    case 'shipping':
    case 'placeorder': {
      const meta = { ...base.meta, title: t(page.kind === 'shipping' ? 'shippingTitle' : 'placeOrderTitle', { shop }), noindex: true };
      // One shopper's page is never kept for the next request.
      if (page.kind === 'placeorder' && shopper) return { ...base, render: true, needsScript: true, keep: false, queries: [...shared, ...shopper.queries], drawn: shopper.drawn, meta };
      return { ...base, render: true, needsScript: true, meta };
    }
    case 'order': {
      const meta = { ...base.meta, title: t('orderTitle', { shop }), noindex: true };
      if (shopper) return { ...base, render: true, needsScript: true, keep: false, queries: [...shared, ...shopper.queries], drawn: shopper.drawn, meta };
      // Drawn alike for every id (the order is read in the browser): one kept page is enough, not one per id.
      return { ...base, render: true, needsScript: true, keep: false, meta };
    }
    case 'policy': {
      if (!isPolicySlug(page.slug)) {
        return { ...base, status: 404, meta: { ...base.meta, title: t('pageNotFound', { shop }), noindex: true } };
      }
      const input = policyPageQuery(page.slug, locale);
      const policy = getPolicyPage(deps, page.slug, locale);
      return {
        ...base,
        render: true,
        queries: [...shared, { path: 'pages.get', input, data: policy }],
        meta: {
          ...base.meta,
          title: t('policyTitle', { title: policy.title, shop }),
          description: t('policyDescription', { title: policy.title, shop }),
          alternates: versions,
        },
      };
    }
    case 'product': {
      let product: Product;
      try {
        product = getProduct(db, page.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          return { ...base, status: 404, queries: shared, meta: { ...base.meta, title: t('productNotFound', { shop }), noindex: true } };
        }
        throw error;
      }
      const image = absolute(product.image);
      const price = formatRupees(rupeesToPaise(product.price));
      // One canonical page per product, whichever variant its address chose (`?variant=` only draws it chosen).
      const url = `${site}${rawPath}`;
      const name = localName(locale, product);
      const about = (locale === 'hi' && product.descriptionHi.trim()) || product.description;
      const trail = [...categoryTrail(categories, categories.named(product.category)?.id ?? '', site, locale), { name }];
      return {
        ...base,
        render: true,
        queries: [...shared, { path: 'products.byId', input: { id: page.id }, data: product }],
        meta: {
          siteName: SHOP_NAME,
          locale,
          title: t('productTitle', { name, shop }),
          description: summary(`${price} · ${t(product.countInStock > 0 ? 'inStock' : 'outOfStock')} · ${about}`),
          url,
          image,
          imageAlt: name,
          type: 'product',
          jsonLd: [productJsonLd(product, url, image, locale), breadcrumbJsonLd(trail)],
          alternates: languageVersions(origin, rawPath),
        },
      };
    }
  }
}
