import { Card, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ProductSummary } from '../../shared/schemas/product.js';
import { rupees } from './Price.js';
import { ProductImage } from './ProductImage.js';
import { Rating, reviewCount } from './Rating.js';
import classes from './ProductCard.module.css';

export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  return (
    <Card component={Link} href={`/product/${product._id}`} className={classes.card} padding="md" data-testid="product-card">
      <Card.Section className={classes.media}>
        <ProductImage
          src={product.image}
          sizes="(min-width: 75em) 300px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw"
          alt={product.name}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className={classes.image}
        />
      </Card.Section>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed" mt="sm">
        {product.brand}
      </Text>
      <Text component="h3" fw={600} size="md" lineClamp={2} className={classes.name}>
        {product.name}
      </Text>
      <Group gap="xs" mt={6}>
        <Rating value={product.rating} text={reviewCount(product.numReviews)} />
      </Group>
      <Text fw={700} size="lg" mt="xs" c="brand.9">
        {rupees(product.price)}
      </Text>
    </Card>
  );
}
