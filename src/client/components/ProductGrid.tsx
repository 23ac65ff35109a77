import { Text } from '@mantine/core';
import * as m from '@messages/home';
import type { ProductSummary } from '../../shared/schemas/product.js';
import { ColumnGrid } from './ColumnGrid.js';
import { HydrateApart } from './HydrateApart.js';
import { LoadError } from './LoadError.js';
import { Pager } from './Pager.js';
import { Placeholder } from './Placeholder.js';
import { ProductCard } from './ProductCard.js';

/** Cards visible without scrolling on a desktop; their images load at once, the rest lazily. */
const ABOVE_THE_FOLD = 4;

/** Two cards a row on a phone (a shopper sees more than one product per screen), then three and four as the screen widens. */
const PRODUCT_COLUMNS = { base: 2, md: 3, lg: 4 };

/** The little of a products.list query the grid needs. */
export interface ProductListState {
  data?: { products: ProductSummary[]; page: number; pages: number };
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ProductGridProps {
  list: ProductListState;
  /** The page asked for, shown in the pager until the server says which page it sent. */
  page: number;
  /** Where each page of the list is; none for a list shown as a handful, without a pager. */
  hrefFor?: (page: number) => string;
  eagerFirst?: boolean;
}

export function ProductGrid({ list, page, hrefFor, eagerFirst = false }: ProductGridProps) {
  const products = list.data?.products;
  // A failed list is not an empty one: it says why, and offers to ask again.
  if (list.error && !products) {
    return <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  if (list.isPending && !products) {
    return (
      <ColumnGrid cols={PRODUCT_COLUMNS} gap="var(--mantine-spacing-lg)" aria-busy="true" aria-label={m.loadingProducts}>
        {Array.from({ length: 8 }, (_, i) => (
          <Placeholder key={i} height={380} />
        ))}
      </ColumnGrid>
    );
  }
  if (!products?.length) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {m.noProducts}
      </Text>
    );
  }
  return (
    <>
      <ColumnGrid cols={PRODUCT_COLUMNS} gap="var(--mantine-spacing-lg)">
        {products.map((product, i) => (
          <HydrateApart key={product._id}>
            <ProductCard product={product} eager={eagerFirst && i < ABOVE_THE_FOLD} />
          </HydrateApart>
        ))}
      </ColumnGrid>
      {hrefFor && <Pager page={list.data?.page ?? page} pages={list.data?.pages ?? 1} hrefFor={hrefFor} />}
    </>
  );
}
