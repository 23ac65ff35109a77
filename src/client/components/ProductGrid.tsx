import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ProductSummary } from '../../shared/schemas/product.js';
import { Pager } from './Pager.js';
import { ProductCard } from './ProductCard.js';

/** Cards visible without scrolling on a desktop; their images load at once, the rest lazily. */
const ABOVE_THE_FOLD = 4;

interface ProductGridProps {
  products: ProductSummary[] | undefined;
  loading: boolean;
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  eagerFirst?: boolean;
}

export function ProductGrid({ products, loading, page, pages, hrefFor, eagerFirst = false }: ProductGridProps) {
  if (loading && !products) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={380} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (!products?.length) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        No products found
      </Text>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {products.map((product, i) => (
          <ProductCard key={product._id} product={product} eager={eagerFirst && i < ABOVE_THE_FOLD} />
        ))}
      </SimpleGrid>
      <Pager page={page} pages={pages} hrefFor={hrefFor} />
    </>
  );
}
