import { Group, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import * as m from '@messages/catalog';
import { localName } from '@messages/locale';
import { findCategory } from '../../shared/categories.js';
import { isEmptySearch } from '../../shared/empty-search.js';
import {
  categoryListInput,
  filterInput,
  readPageParams,
  safeDecode,
  searchListInput,
  writePageParams,
  type ListFilters,
  type ProductListQuery,
} from '../../shared/storefront-pages.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { GoBack } from '../components/GoBack.js';
import { ProductGrid } from '../components/ProductGrid.js';
import { EmptySearch } from '../features/catalog/EmptySearch.js';
import { useCategories } from '../features/catalog/use-categories.js';
import { useTitle } from '../lib/use-title.js';
import { NotFoundPage } from './NotFound.page.js';
import { trpc } from '../trpc.js';
import classes from './ProductList.module.css';

// The filters (number inputs, selects) are their own chunk: a shopper who only browses never loads them,
// and a server-drawn page shows them at once (docs/decisions/016-server-rendering.md).
const CatalogFilters = lazy(async () => ({ default: (await import('../features/catalog/CatalogFilters.js')).CatalogFilters }));

interface ListPageProps {
  title: string;
  /** The page's own list (keyword or category) for a page number. */
  baseInput: (page: number) => ProductListQuery;
  searching: boolean;
  /** A search page's words, as the shopper gave them. */
  keyword?: string;
  /** Above the title: a category's place among the categories. */
  trail?: ReactNode;
}

/**
 * A search or category page: the list with its filters and sort, all in the address (a changed filter is a
 * new history entry and starts again at page 1).
 */
function ListPage({ title, baseInput, searching, keyword, trail }: ListPageProps) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // Only the parameters this kind of page reads (PAGE_PARAMS): the server drew the page from the same ones.
  const { page, filters } = readPageParams(searching ? 'search' : 'category', search);
  const input = { ...baseInput(page), ...filterInput(filters) };
  const list = trpc.products.list.useQuery(input, { placeholderData: (previous) => previous });
  useTitle(title);
  const hrefFor = (next: number) => `${location}${writePageParams({ filters, page: next })}`;
  const setFilters = (next: ListFilters) => navigate(`${location}${writePageParams({ filters: next, page: 1 })}`);
  const corrected = list.data?.correctedKeyword;
  return (
    <>
      <GoBack />
      {trail}
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
        {list.data && (
          <Text size="sm" c="dimmed" role="status">
            {m.productCount({ count: list.data.total })}
          </Text>
        )}
      </Group>
      {corrected && (
        <Text mb="md" data-testid="corrected-keyword">
          {m.showingResultsFor({ keyword: corrected })}
        </Text>
      )}
      {keyword !== undefined && list.data && isEmptySearch(input, list.data.total) ? (
        <EmptySearch keyword={keyword.trim()} nearestKeyword={list.data.nearestKeyword} />
      ) : (
        <div className={classes.layout}>
          <div>
            <Suspense fallback={null}>
              <CatalogFilters filters={filters} onChange={setFilters} brands={list.data?.facets.brands ?? []} searching={searching} listInput={baseInput(1)} />
            </Suspense>
          </div>
          <div>
            {/* Headings go down one level at a time (the cards' names are h3) for people who move by heading. */}
            <h2 className="visually-hidden">{m.products}</h2>
            <ProductGrid list={list} page={page} hrefFor={hrefFor} eagerFirst />
          </div>
        </div>
      )}
    </>
  );
}

export function SearchPage() {
  const params = useParams<{ keyword: string }>();
  const keyword = safeDecode(params.keyword);
  return <ListPage title={m.searchTitle({ keyword })} baseInput={(page) => searchListInput(keyword, page)} searching keyword={keyword} />;
}

/** A category's page by its slug, with the products of the categories inside it; the server sends old slugs to the new one. */
export function CategoryPage() {
  const params = useParams<{ category: string }>();
  const slug = categoryListInput(safeDecode(params.category), 1).category ?? '';
  const tree = useCategories();
  const category = findCategory(tree, (c) => c.slug === slug)?.category;
  if (!category) return tree.length ? <NotFoundPage /> : null;
  return (
    <ListPage
      title={localName(category)}
      baseInput={(page) => categoryListInput(slug, page)}
      searching={false}
      trail={<Breadcrumbs tree={tree} category={category} />}
    />
  );
}
