import { Card, Divider } from '@mantine/core';
import type { Product } from '../../../shared/schemas/product.js';
import { ProductOptionsEditor } from './ProductOptionsEditor.js';
import { VariantGrid } from './VariantGrid.js';

/** The product edit page's options and variants: the options editor, and the variant grid once there are options. */
export function ProductVariants({ product }: { product: Product }) {
  return (
    <Card padding="lg" mt="lg">
      <ProductOptionsEditor product={product} />
      {product.options.length > 0 ? (
        <>
          <Divider my="lg" />
          <VariantGrid product={product} />
        </>
      ) : null}
    </Card>
  );
}
