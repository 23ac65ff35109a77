/**
 * The demo kurta in sizes and colours (docs/decisions/043-variants.md): each size and colour with its own
 * stock, XL a little dearer, and each colour shown by its own photo (demo-photos.ts draws the maroon one).
 * Set through the owner's own calls, so the demo holds exactly what the admin would have made.
 */
import { productImages } from '../../../../drizzle/schema.js';
import { asc, eq } from 'drizzle-orm';
import { paiseToRupees } from '../../../shared/money.js';
import { setProductOptions, updateVariants } from '../../catalog/manage-variants.js';
import type { Db } from '../database.js';

export interface DemoVariants {
  productKey: string;
  options: { name: string; values: { value: string; colour?: string }[] }[];
  variants: { values: string[]; pricePaise: number; countInStock: number; photo: number }[];
}

const KURTA_SIZES: Record<string, { pricePaise: number; indigo: number; maroon: number }> = {
  S: { pricePaise: 179000, indigo: 3, maroon: 2 },
  M: { pricePaise: 179000, indigo: 5, maroon: 3 },
  L: { pricePaise: 179000, indigo: 4, maroon: 0 },
  XL: { pricePaise: 189000, indigo: 0, maroon: 2 },
};

export const demoVariants: readonly DemoVariants[] = [
  {
    productKey: 'fabindia-cotton-slub-kurta',
    options: [
      { name: 'Size', values: Object.keys(KURTA_SIZES).map((value) => ({ value })) },
      {
        name: 'Colour',
        values: [
          { value: 'Indigo', colour: '#3949ab' },
          { value: 'Maroon', colour: '#8d1b3d' },
        ],
      },
    ],
    variants: Object.entries(KURTA_SIZES).flatMap(([size, { pricePaise, indigo, maroon }]) => [
      { values: [size, 'Indigo'], pricePaise, countInStock: indigo, photo: 0 },
      { values: [size, 'Maroon'], pricePaise, countInStock: maroon, photo: 1 },
    ]),
  },
];

/** Gives the demo products their options and variants; each variant's photo is the product's photo at `photo`. */
export function seedDemoVariants(db: Db, productIds: ReadonlyMap<string, string>): void {
  for (const demo of demoVariants) {
    const productId = productIds.get(demo.productKey);
    if (!productId) throw new Error(`Demo variants refer to an unknown product ${demo.productKey}`);
    const product = setProductOptions(db, productId, demo.options.map((option) => ({ name: option.name, values: option.values.map((v) => ({ value: v.value, colour: v.colour ?? null })) })));
    const photos = db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position)).all();
    const changes = demo.variants.map((wanted) => {
      const variant = product.variants.find((v) => v.optionValues.join('/') === wanted.values.join('/'));
      if (!variant) throw new Error(`Demo variant ${wanted.values.join('/')} of ${demo.productKey} was not made`);
      const photo = photos[wanted.photo];
      return {
        id: variant.id,
        price: paiseToRupees(wanted.pricePaise),
        countInStock: wanted.countInStock,
        sku: `${demo.productKey.toUpperCase()}-${wanted.values.map((v) => v.toUpperCase()).join('-')}`,
        ...(photo ? { imageIds: [photo.id] } : {}),
      };
    });
    updateVariants(db, productId, changes, false);
  }
}
