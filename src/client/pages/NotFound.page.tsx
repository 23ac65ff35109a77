import { Center, Stack, Text, Title } from '@mantine/core';
import { PlainButton } from '../components/PlainButton.js';
import { useTitle } from '../lib/use-title.js';

export function NotFoundPage({ what = 'page' }: { what?: 'page' | 'product' }) {
  useTitle(what === 'product' ? 'Product not found' : 'Page not found');
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Text fz={64} fw={800} c="brand.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={28}>
          {what === 'product' ? 'We could not find that product' : 'We could not find that page'}
        </Title>
        <Text c="dimmed">
          {what === 'product'
            ? 'It may have been sold out for good or removed from the shop. Plenty more to discover, though.'
            : 'The link may be old or mistyped. Let us take you back to the shop.'}
        </Text>
        <PlainButton href="/" size="md" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          Continue shopping
        </PlainButton>
      </Stack>
    </Center>
  );
}
