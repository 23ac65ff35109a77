import { Group, Text, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { parseCategory } from '../../shared/constants.js';
import { categoryListInput, safeDecode, searchListInput, type ProductListQuery } from '../../shared/storefront-pages.js';
import { GoBack } from '../components/GoBack.js';
import { ProductGrid } from '../components/ProductGrid.js';
import { usePageParam } from '../lib/use-page-param.js';
import { useTitle } from '../lib/use-title.js';
import { trpc } from '../trpc.js';

function ListPage({ title, input, page, hrefFor }: { title: string; input: ProductListQuery; page: number; hrefFor: (p: number) => string }) {
  const list = trpc.products.list.useQuery(input, { placeholderData: (previous) => previous });
  useTitle(title);
  return (
    <>
      <GoBack />
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
        {list.data && (
          <Text size="sm" c="dimmed">
            {list.data.total} {list.data.total === 1 ? 'product' : 'products'}
          </Text>
        )}
      </Group>
      <ProductGrid list={list} page={page} hrefFor={hrefFor} eagerFirst />
    </>
  );
}

export function SearchPage() {
  const params = useParams<{ keyword: string }>();
  const keyword = safeDecode(params.keyword);
  const [page, hrefFor] = usePageParam();
  return <ListPage title={`Search Results for ${keyword}`} input={searchListInput(keyword, page)} page={page} hrefFor={hrefFor} />;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

export function CategoryPage() {
  const params = useParams<{ category: string }>();
  const raw = safeDecode(params.category);
  const title = parseCategory(raw) ?? capitalise(raw);
  const [page, hrefFor] = usePageParam();
  return <ListPage title={title} input={categoryListInput(raw, page)} page={page} hrefFor={hrefFor} />;
}
