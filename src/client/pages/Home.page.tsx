import { Group, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { homeListInput } from '../../shared/storefront-pages.js';
import { FeaturedCategories } from '../components/FeaturedCategories.js';
import { ProductGrid } from '../components/ProductGrid.js';
import { usePageParam } from '../lib/use-page-param.js';
import { useShopName } from '../features/settings/use-shop-settings.js';
import { useTitle } from '../lib/use-title.js';
import { trpc } from '../trpc.js';

// The carousel (and embla) load in parallel with the page's data instead of inside the first bundle.
const TopProductsCarousel = lazy(async () => ({ default: (await import('../components/TopProductsCarousel.js')).TopProductsCarousel }));

export const CAROUSEL_HEIGHT = 320;

export function HomePage() {
  const [page, hrefFor] = usePageParam();
  const list = trpc.products.list.useQuery(homeListInput(page), { placeholderData: (previous) => previous });
  const shopName = useShopName();
  useTitle(`${shopName}: shop online in rupees`);

  return (
    <>
      <h1 className="visually-hidden">{shopName}</h1>
      {page === 1 && (
        <Suspense fallback={<Skeleton height={CAROUSEL_HEIGHT} radius="lg" mb="xl" />}>
          <TopProductsCarousel />
        </Suspense>
      )}
      {page === 1 && <FeaturedCategories />}
      <section aria-labelledby="latest-products">
        <Group justify="space-between" align="baseline" mb="md">
          <Title order={2} id="latest-products" fz={{ base: 20, sm: 24 }}>
            Latest Products
          </Title>
          {list.data && (
            <Text size="sm" c="dimmed">
              {list.data.total} products
            </Text>
          )}
        </Group>
        <ProductGrid list={list} page={page} hrefFor={hrefFor} />
      </section>
    </>
  );
}
