import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import { rupees } from './Price.js';
import { PlainList } from './PlainList.js';
import { ProductImage } from './ProductImage.js';

export interface OrderLine {
  key: string;
  productId: string | null;
  name: string;
  image: string;
  price: number;
  qty: number;
  /** The variant bought and its title ('Size: M · Colour: Indigo'), for a product with options. */
  variant?: string | null;
  variantTitle?: string | null;
}

/** A product's page, with the variant chosen when there is one (`/product/{id}?variant={variantId}`). */
export const productHref = (productId: string, variant?: string | null): string =>
  variant && variant !== productId ? `/product/${productId}?variant=${encodeURIComponent(variant)}` : `/product/${productId}`;

/** Order lines: image, name (linked while the product exists), qty × price = line total. */
export function OrderItems({ lines }: { lines: OrderLine[] }) {
  return (
    <PlainList gap="sm">
      {lines.map((line) => (
        <Group key={line.key} component="li" wrap="nowrap" gap="md">
          <ProductImage src={line.image} sizes="56px" alt={line.name} width={56} height={56} radius="sm" style={{ width: 56, height: 56, flex: 'none', objectFit: 'cover' }} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            {line.productId ? (
              <Anchor component={Link} href={productHref(line.productId, line.variant)} c="gray.9" fw={600} lineClamp={2}>
                {line.name}
              </Anchor>
            ) : (
              <Text fw={600}>{line.name}</Text>
            )}
            {line.variantTitle && (
              <Text size="sm" c="dimmed">
                {line.variantTitle}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {line.qty} x {rupees(line.price)} = <strong>{formatRupees(rupeesToPaise(line.price) * line.qty)}</strong>
            </Text>
          </Stack>
        </Group>
      ))}
    </PlainList>
  );
}
