import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { localDescription, localName } from '@messages/locale';
import * as m from '@messages/product';
import { findCategory } from '../../shared/categories.js';
import type { Product, Variant } from '../../shared/schemas/product.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { GoBack } from '../components/GoBack.js';
import { InclGst } from '../components/InclGst.js';
import { ProductContact } from '../features/catalog/ProductContact.js';
import { DeliveryLine } from '../features/catalog/DeliveryLine.js';
import { useCategories } from '../features/catalog/use-categories.js';
import { useVariantChoice, VariantPicker } from '../features/catalog/VariantPicker.js';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import { percentOff, pricePaid } from '../../shared/mrp.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { withRedirect } from '../lib/redirect.js';
import { formatDate } from '../lib/format.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { rupees } from '../components/Price.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { QtySelect } from '../components/QtySelect.js';
import { Rating, reviewCount } from '../components/Rating.js';
import { toastError } from '../lib/toasts.js';
import { useTitle } from '../lib/use-title.js';
import { addToCart } from '../state/cart.js';
import { afterNextPaint } from '../lib/after-paint.js';
import { useSession } from '../state/session.js';
import { errorMessage, errorStatus, trpc } from '../trpc.js';
import { NotFoundPage } from './NotFound.page.js';
import { Notice } from '../components/Notice.js';
import { Placeholder } from '../components/Placeholder.js';
import { PlainButton } from '../components/PlainButton.js';
import { ProductGallery } from '../features/catalog/ProductGallery.js';
import classes from './Product.module.css';

/** Stands for a link in a message, to be cut out of it. */
const LINK = '\u0000';

/** 'M.R.P. Rs 2,499/- · 28% off', struck through, when there is an MRP above what the shopper pays. */
function MrpLine({ price, mrp: mrpRupees, gstRate, inclusive }: { price: number; mrp: number | null; gstRate: number; inclusive: boolean }) {
  const mrp = mrpRupees === null ? null : rupeesToPaise(mrpRupees);
  const paid = pricePaid(rupeesToPaise(price), gstRate, inclusive);
  const off = percentOff(mrp, paid);
  if (off === null || mrp === null) return null;
  return (
    <Text size="sm">
      {m.mrp} <s>{formatRupees(mrp)}</s>
      {inclusive ? '' : ` · ${m.youPayWithGst({ amount: formatRupees(paid) })}`} ·{' '}
      <Text span fw={700} c="green.8" size="sm">
        {m.percentOff({ percent: off })}
      </Text>
    </Text>
  );
}

/** 'Rs 499/-', or 'from Rs 499/-' while no variant is chosen and the variants' prices differ. */
function shownPrice(product: Product, variant: Variant | undefined): string {
  if (variant) return rupees(variant.price);
  return product.maxPrice > product.price ? m.fromPrice({ price: rupees(product.price) }) : rupees(product.price);
}

/**
 * Whether `target` has scrolled up out of view: above the top of the screen, or under the header that stays
 * at its top. False while it is in view, and while it is still further down the page.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    // The watched area runs from under the header to far below the screen, so leaving it means only one thing
    // (gone up past the top), and a jump straight from below the screen to above it (End, a link) still
    // crosses its edge: with the screen alone as the area, both sides are "not in view" and nothing is told.
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting), {
      rootMargin: `-${Math.round(header)}px 0px 1000000px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

function BuyBox({ product, choice }: { product: Product; choice: ReturnType<typeof useVariantChoice> }) {
  const inclusive = useShopSettings()?.pricesIncludeGst ?? false;
  const [qty, setQty] = useState(1);
  const [missing, setMissing] = useState(false);
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  const { variant } = choice;
  const stock = variant ? variant.countInStock : product.countInStock;
  const inStock = stock > 0;
  const options = product.options.length > 0;
  const box = useRef<HTMLElement>(null);
  const button = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(button);
  const disabled = !inStock || !hydrated;
  const add = () => {
    if (!variant) return setMissing(true);
    addToCart({
      _id: product._id,
      name: product.name,
      image: variant.images[0]?.url ?? product.image,
      price: variant.price,
      countInStock: variant.countInStock,
      qty: Math.min(qty, variant.countInStock),
      gstRate: product.gstRate,
      ...(options ? { variant: variant.id, variantTitle: variant.title } : {}),
    });
    // The header's cart count shows the tap landed; the cart page follows.
    afterNextPaint(() => navigate('/cart'));
  };
  return (
    <>
      <section ref={box} className={`${classes.card} ${classes.raised}`} aria-label={m.buy}>
        <Stack gap="sm">
          {options && (
            <>
              <VariantPicker product={product} picked={choice.picked} onPick={(index, value) => (setMissing(false), choice.pick(index, value))} missing={missing} />
              <hr className={classes.divider} />
            </>
          )}
          <Group justify="space-between">
            <Text>{m.priceLabel}</Text>
            <Text fw={700} size="lg">
              {shownPrice(product, variant)}
              <InclGst shown={inclusive} />
            </Text>
          </Group>
          <hr className={classes.divider} />
          <Group justify="space-between">
            <Text>{m.statusLabel}</Text>
            <StatusBadge tone={inStock ? 'good' : 'bad'} size="lg">
              {inStock ? m.inStock : m.outOfStock}
            </StatusBadge>
          </Group>
          {inStock && variant && (
            <>
              <hr className={classes.divider} />
              <Group justify="space-between">
                <Text>{m.qtyLabel}</Text>
                <QtyWithId stock={variant.countInStock} value={Math.min(qty, variant.countInStock)} onChange={setQty} disabled={!hydrated} />
              </Group>
            </>
          )}
          <div ref={button} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
            <PlainButton size="md" fullWidth disabled={disabled} onClick={add}>
              {m.addToCart}
            </PlainButton>
          </div>
          {inStock && <DeliveryLine price={variant?.price ?? product.price} />}
          <ProductContact product={product} />
        </Stack>
      </section>
      {scrolledPast && (
        <BuyBar
          price={
            <>
              {shownPrice(product, variant)}
              <InclGst shown={inclusive} />
            </>
          }
          disabled={disabled}
          onAdd={() => {
            add();
            // A size or colour to choose first: the choice, and what it asks for, come into view.
            if (!variant) box.current?.scrollIntoView({ block: 'center' });
          }}
        />
      )}
    </>
  );
}

/**
 * On a phone, once the buy box's button has scrolled away: the price and the same button, fixed to the bottom
 * of the screen in the room the page keeps free for it (Product.module.css).
 */
function BuyBar({ price, disabled, onAdd }: { price: ReactNode; disabled: boolean; onAdd: () => void }) {
  return (
    <div className={classes.buyBar} role="region" aria-label={m.addToCartBar} data-testid="buy-bar">
      <Text fw={700} size="lg" c="brand.9" className={classes.buyBarPrice}>
        {price}
      </Text>
      <PlainButton size="md" disabled={disabled} onClick={onAdd}>
        {m.addToCart}
      </PlainButton>
    </div>
  );
}

function QtyWithId(props: { stock: number; value: number; onChange: (n: number) => void; disabled: boolean }) {
  return (
    <Box w={90}>
      <QtySelect {...props} label={m.quantity} hideLabel />
    </Box>
  );
}

// The form only a signed-in buyer sees, never part of the server-drawn page: its chunk loads when needed.
const ReviewIfBought = lazy(() => import('../features/catalog/ReviewIfBought.js'));

function Reviews({ product }: { product: Product }) {
  const session = useSession();
  const [location] = useLocation();
  // Whether this shopper may review, and which review is theirs: theirs is marked, and they get no second form.
  const standing = trpc.products.canReview.useQuery({ id: product._id }, { enabled: session !== null, staleTime: 0 });
  const yours = session ? standing.data?.yourReview?._id : undefined;
  // The sentence around the sign-in link, where the language puts it.
  const [beforeSignIn, afterSignIn] = m.signInToReview({ link: LINK }).split(LINK);
  return (
    <div className={classes.reviews}>
      <div>
        <Title order={2} fz={22} mb="md">
          {m.reviews}
        </Title>
        {product.reviews.length === 0 ? (
          <Notice>{m.noReviews}</Notice>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {product.reviews.map((review) => (
              <li key={review._id} className={classes.review}>
                <Group justify="space-between" mb={4}>
                  <Group gap="xs">
                    <Text fw={700}>{review.name}</Text>
                    {review._id === yours && (
                      <StatusBadge tone="info" size="sm">
                        {m.yourReviewBadge}
                      </StatusBadge>
                    )}
                    {review.verifiedPurchase && (
                      <StatusBadge tone="good" size="sm">
                        {m.verifiedPurchase}
                      </StatusBadge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatDate(review.createdAt)}
                  </Text>
                </Group>
                <Rating value={review.rating} />
                <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  {review.comment}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </div>
      <div>
        <div className={classes.card}>
          <Title order={2} fz={20} mb="md">
            {yours ? m.yourReviewTitle : m.writeReview}
          </Title>
          {session ? (
            <Suspense fallback={<Placeholder height={120} radius="md" />}>
              <ReviewIfBought productId={product._id} standing={standing} shown={product.reviews.some((review) => review._id === yours)} />
            </Suspense>
          ) : (
            <Notice>
              {beforeSignIn}
              <Anchor component={Link} href={withRedirect('/login', location)}>
                {m.signInLink}
              </Anchor>
              {afterSignIn}
            </Notice>
          )}
        </div>
      </div>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const inclusive = useShopSettings()?.pricesIncludeGst ?? false;
  const choice = useVariantChoice(product);
  const { variant, images } = choice;
  // The product names its category by its (English) name: shown by the category's name in this language.
  const category = findCategory(useCategories(), (c) => c.name === product.category)?.category;
  return (
    <div className={classes.main}>
      <div>
        <ProductGallery images={images} name={localName(product)} />
      </div>
      <div>
        <Stack gap="sm">
          <Text size="sm" tt="uppercase" fw={600} c="dimmed">
            {product.brand} · {category ? localName(category) : product.category}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
            {localName(product)}
          </Title>
          <Rating value={product.rating} text={reviewCount(product.numReviews)} />
          <hr className={classes.divider} />
          <Text fz={28} fw={800} c="brand.9">
            {m.price({ price: shownPrice(product, variant) })}
          </Text>
          <Text size="sm" c="dimmed">
            {inclusive ? m.inclusiveOfGst({ rate: product.gstRate }) : m.gstAddedAtCheckout({ rate: product.gstRate })}
          </Text>
          <MrpLine price={variant?.price ?? product.price} mrp={variant ? variant.mrp : product.mrp} gstRate={product.gstRate} inclusive={inclusive} />
          <hr className={classes.divider} />
          <Text style={{ whiteSpace: 'pre-line' }}>{m.description({ description: localDescription(product) })}</Text>
        </Stack>
      </div>
      <div>
        <BuyBox product={product} choice={choice} />
      </div>
    </div>
  );
}

export function ProductPage() {
  const params = useParams<{ id: string }>();
  const id = safeDecode(params.id);
  const query = trpc.products.byId.useQuery({ id });
  const status = errorStatus(query.error);
  const categories = useCategories();
  useTitle(query.data && localName(query.data));
  useEffect(() => {
    if (query.error && status !== 404) toastError(query.error);
  }, [query.error, status]);

  if (status === 404) return <NotFoundPage what="product" />;
  const product = query.data;

  return (
    <>
      <GoBack />
      {product && <Breadcrumbs tree={categories} category={{ name: product.category }} current={localName(product)} />}
      {query.isPending ? (
        <div className={classes.loading}>
          <Placeholder height={400} />
          <div>
            <Placeholder height={28} width="70%" radius="md" marginBottom="var(--mantine-spacing-md)" />
            <Placeholder height={16} width="40%" radius="md" marginBottom="var(--mantine-spacing-md)" />
            <Placeholder height={120} radius="md" />
          </div>
        </div>
      ) : !product ? (
        <Notice color="red" title={m.couldNotLoad}>
          {errorMessage(query.error)}
        </Notice>
      ) : (
        <>
          <ProductDetails product={product} />
          <Reviews product={product} />
        </>
      )}
    </>
  );
}
