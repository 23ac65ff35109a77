/**
 * Further photos of a few demo products, so the demo shows a gallery (docs/decisions/045-product-photos.md):
 * each is the product's own artwork seen another way (or in other colours), drawn and cached exactly like
 * the first photo (docs/decisions/030-demo-artwork-cache.md).
 */
import type { ArtworkProduct } from './artwork-cache.js';
import type { ArtSpec } from './artwork.js';
import { demoProducts, type DemoProduct } from './catalog-data.js';

export interface DemoPhoto {
  /** The product's key in catalog-data.ts. */
  productKey: string;
  alt: string;
  /** How this photo differs from the product's first: a view, other colours. */
  art: Partial<ArtSpec>;
}

/** After each product's first photo (whose alt text is the product's name), in order. */
export const demoPhotos: readonly DemoPhoto[] = [
  { productKey: 'wildcraft-45l-trekking-rucksack', alt: 'Close-up of the rucksack’s pockets and zips', art: { view: 'close-up' } },
  { productKey: 'wildcraft-45l-trekking-rucksack', alt: 'The rucksack from the other side', art: { view: 'turned' } },
  { productKey: 'puma-smash-v2-sneakers', alt: 'The sneaker from the other side', art: { view: 'turned' } },
  { productKey: 'puma-smash-v2-sneakers', alt: 'Close-up of the sneaker’s stripe and laces', art: { view: 'close-up' } },
  { productKey: 'jbl-go-3', alt: 'Close-up of the speaker grille', art: { view: 'close-up' } },
  // The kurta's second colour, the photo its maroon variants show (demo-variants.ts).
  { productKey: 'fabindia-cotton-slub-kurta', alt: 'The kurta in maroon', art: { primary: '#8d1b3d', secondary: '#f3e5ab', background: '#f5dde3' } },
];

function productOf(key: string): DemoProduct {
  const product = demoProducts.find((p) => p.key === key);
  if (!product) throw new Error(`A demo photo refers to an unknown product ${key}`);
  return product;
}

/** Each product's further photos, in order, with their file names in uploads/demo (`<product key>-photo-<n>`, n from 2). */
export function demoPhotosByProduct(): Map<string, (DemoPhoto & { key: string })[]> {
  const byProduct = new Map<string, (DemoPhoto & { key: string })[]>();
  for (const photo of demoPhotos) {
    const list = byProduct.get(photo.productKey) ?? [];
    list.push({ ...photo, key: `${photo.productKey}-photo-${list.length + 2}` });
    byProduct.set(photo.productKey, list);
  }
  return byProduct;
}

/** Every picture the demo draws: each product's first photo, then the further ones. */
export function demoArtwork(): ArtworkProduct[] {
  const further = [...demoPhotosByProduct().values()].flat().map((photo) => {
    const product = productOf(photo.productKey);
    return { key: photo.key, name: product.name, brand: product.brand, art: { ...product.art, ...photo.art } };
  });
  return [...demoProducts, ...further];
}
