import { Group, Text, Title } from '@mantine/core';
import * as m from '@messages/home';
import { homeListInput } from '../../shared/storefront-pages.js';
import { FeaturedCategories } from '../components/FeaturedCategories.js';
import { HydrateApart } from '../components/HydrateApart.js';
import { ProductGrid } from '../components/ProductGrid.js';
import { TopProductsCarousel } from '../components/TopProductsCarousel.js';
import { usePageParam } from '../lib/use-page-param.js';
import { useShopName } from '../features/settings/use-shop-settings.js';
import { useTitle } from '../lib/use-title.js';
import { trpc } from '../trpc.js';

export function HomePage() {
  const [page, hrefFor] = usePageParam();
  const list = trpc.products.list.useQuery(homeListInput(page), { placeholderData: (previous) => previous });
  const shopName = useShopName();
  useTitle(m.title({ shop: shopName }));

  return (
    <>
      <h1 className="visually-hidden">{shopName}</h1>
      {page === 1 && (
        <HydrateApart>
          <TopProductsCarousel />
        </HydrateApart>
      )}
      {page === 1 && (
        <HydrateApart>
          <FeaturedCategories />
        </HydrateApart>
      )}
      <section aria-labelledby="latest-products">
        <Group justify="space-between" align="baseline" mb="md">
          <Title order={2} id="latest-products" fz={{ base: 20, sm: 24 }}>
            {m.latestProducts}
          </Title>
          {list.data && (
            <Text size="sm" c="dimmed">
              {m.productCount({ count: list.data.total })}
            </Text>
          )}
        </Group>
        <ProductGrid list={list} page={page} hrefFor={hrefFor} />
      </section>
    </>
  );
}
