import { Center, Stack, Text, Title } from '@mantine/core';
import * as m from '@messages/pages';
import { PlainButton } from '../components/PlainButton.js';
import { useTitle } from '../lib/use-title.js';

export function NotFoundPage({ what = 'page' }: { what?: 'page' | 'product' }) {
  useTitle(what === 'product' ? m.productNotFound : m.pageNotFound);
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Text fz={64} fw={800} c="brand.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={28}>
          {what === 'product' ? m.noSuchProduct : m.noSuchPage}
        </Title>
        <Text c="dimmed">
          {what === 'product' ? m.productGone : m.pageGone}
        </Text>
        <PlainButton href="/" size="md" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          {m.continueShopping}
        </PlainButton>
      </Stack>
    </Center>
  );
}
