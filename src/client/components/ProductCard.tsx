import { Link } from 'wouter';
import * as m from '@messages/home';
import { localName } from '@messages/locale';
import type { ProductSummary } from '../../shared/schemas/product.js';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import { percentOff, pricePaid } from '../../shared/mrp.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { rupees } from './Price.js';
import { ProductImage } from './ProductImage.js';
import { Rating, reviewCount } from './Rating.js';
import classes from './ProductCard.module.css';
import { FIRST_IMAGE } from '../lib/first-image.js';

/**
 * A product in a list. Plain elements styled by the card's own CSS module (the look of the theme's Card
 * and Text): a list page draws up to 24 of them, and Mantine's components cost the phone's main thread
 * several times more to draw and hydrate than the elements they stand for (docs/decisions/019-page-weight.md).
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const inclusive = useShopSettings()?.pricesIncludeGst ?? false;
  const mrp = product.mrp === null ? null : rupeesToPaise(product.mrp);
  const off = percentOff(mrp, pricePaid(rupeesToPaise(product.price), product.gstRate, inclusive));
  return (
    <Link href={`/product/${product._id}`} className={classes.card} data-testid="product-card">
      <div className={classes.media}>
        <ProductImage
          src={product.image}
          sizes="(min-width: 75em) 300px, (min-width: 62em) 33vw, 50vw"
          alt={localName(product)}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          {...(eager ? FIRST_IMAGE : {})}
          decoding="async"
          className={classes.image}
        />
      </div>
      <p className={classes.brand}>{product.brand}</p>
      <h3 className={classes.name}>{localName(product)}</h3>
      <Rating value={product.rating} text={reviewCount(product.numReviews)} className={classes.rating} />
      <p className={classes.price}>
        {product.maxPrice > product.price ? m.fromPrice({ price: rupees(product.price) }) : rupees(product.price)}
        {inclusive && <span className={classes.incl}> {m.inclGst}</span>}
      </p>
      {off !== null && mrp !== null && (
        <p className={classes.mrp}>
          {m.mrp} <s>{formatRupees(mrp)}</s> <span className={classes.off}>{m.percentOff({ off })}</span>
        </p>
      )}
    </Link>
  );
}
