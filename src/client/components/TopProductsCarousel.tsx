import { Box, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as m from '@messages/home';
import { localName } from '@messages/locale';
import { findCategory } from '../../shared/categories.js';
import { imageSrcSet } from '../../shared/images.js';
import { useCategories } from '../features/catalog/use-categories.js';
import { trpc, type RouterOutputs } from '../trpc.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { rupees } from './Price.js';
import { PlainBadge } from './PlainBadge.js';
import { Placeholder } from './Placeholder.js';
import { PlainButton } from './PlainButton.js';
import classes from './TopProductsCarousel.module.css';
import { FIRST_IMAGE } from '../lib/first-image.js';

/** docs/spec.md §9: autoplay every 3 s, a 350 ms transition, looping. */
const AUTOPLAY_DELAY_MS = 3000;
const TRANSITION_MS = 350;

export function TopProductsCarousel() {
  const top = trpc.products.top.useQuery(undefined);

  useEffect(() => {
    // docs/spec.md §8: carousel errors are logged only (a home page without its carousel is still whole).
    if (top.error) console.error('Could not load the top products:', top.error.message);
  }, [top.error]);

  if (top.isPending) return <Placeholder height={320} marginBottom="var(--mantine-spacing-xl)" />;
  if (!top.data?.length) return null;
  return <Slides products={top.data} />;
}

/**
 * The slides are a row that scrolls sideways and snaps to each product (docs/decisions/019-page-weight.md):
 * the browser gives swiping, and without JavaScript the row still scrolls. The script adds autoplay, the
 * arrows and the dots, and glides between slides in 350 ms. Hovering or focusing the carousel pauses it.
 */
function Slides({ products }: { products: RouterOutputs['products']['top'] }) {
  // A product names its category by id: shown by the category's name in the page's language.
  const categories = useCategories();
  const categoryName = (id: string) => {
    const found = findCategory(categories, (category) => category._id === id);
    return found ? localName(found.category) : id;
  };
  const id = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = products.length;

  const show = (index: number) => {
    const element = viewport.current;
    if (element) glide(element, ((index + count) % count) * element.clientWidth);
  };

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => {
      if (!document.hidden) show(active + 1);
    }, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
    // `show` reads only the ref and the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, paused, count]);

  const onScroll = () => {
    const element = viewport.current;
    if (element && element.clientWidth) setActive(Math.min(count - 1, Math.round(element.scrollLeft / element.clientWidth)));
  };

  // The dots are tabs: arrow keys move between them (and the slides with them).
  const onDotKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + count) % count;
    show(next);
    document.getElementById(`${id}-dot-${next}`)?.focus();
  };

  return (
    <section
      aria-label={m.topProducts}
      aria-roledescription="carousel"
      className={classes.section}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div ref={viewport} className={classes.viewport} onScroll={onScroll}>
        {products.map((product, i) => (
          <div
            key={product._id}
            id={`${id}-slide-${i}`}
            role="tabpanel"
            aria-label={m.slideOf({ n: i + 1, count })}
            className={`${classes.slide} ${classes[`slide${i % 5}`]}`}
          >
            {/* The picture comes first in the page, so a phone drawing the page before it has all of it never
                pushes the words down when the picture arrives (docs/decisions/019-page-weight.md). */}
            <img
              src={product.image}
              srcSet={imageSrcSet(product.image)}
              sizes="(max-width: 48em) 170px, 280px"
              alt={localName(product)}
              width={280}
              height={280}
              className={classes.image}
              loading={i === 0 ? 'eager' : 'lazy'}
              {...(i === 0 ? FIRST_IMAGE : {})}
            />
            <Stack gap="xs" className={classes.copy}>
              <PlainBadge size="lg" radius="sm" bg="var(--mantine-color-saffron-3)" color="#2b1700">
                {m.topRatedIn({ category: categoryName(product.category) })}
              </PlainBadge>
              <Title order={2} className={classes.title}>
                {localName(product)}
              </Title>
              <Text className={classes.price} fw={800}>
                {rupees(product.price)}
              </Text>
              <Box>
                <PlainButton href={`/product/${product._id}`} colours={{ bg: 'var(--mantine-color-white)', hover: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-brand-9)' }} size="md" radius="xl">
                  {m.shopNow}<span className="visually-hidden">: {localName(product)}</span>
                </PlainButton>
              </Box>
            </Stack>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${classes.control} ${classes.previous}`} aria-label={m.previousProduct} onClick={() => show(active - 1)}>
            <ChevronLeftIcon size={16} />
          </button>
          <button type="button" className={`${classes.control} ${classes.next}`} aria-label={m.nextProduct} onClick={() => show(active + 1)}>
            <ChevronRightIcon size={16} />
          </button>
          <div role="tablist" aria-label={m.chooseProduct} className={classes.dots}>
            {products.map((product, i) => (
              <button
                key={product._id}
                id={`${id}-dot-${i}`}
                type="button"
                role="tab"
                aria-label={m.showProduct({ n: i + 1 })}
                aria-selected={i === active}
                aria-controls={`${id}-slide-${i}`}
                tabIndex={i === active ? 0 : -1}
                className={classes.dot}
                onClick={() => show(i)}
                onKeyDown={(event) => onDotKey(event, i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** Scrolls the row to `left` in TRANSITION_MS, easing out; at once when the shopper asks for less motion. */
function glide(element: HTMLElement, left: number) {
  const from = element.scrollLeft;
  if (from === left) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    element.scrollLeft = left;
    return;
  }
  // Snapping would pull the row back while it moves.
  element.style.scrollSnapType = 'none';
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / TRANSITION_MS);
    element.scrollLeft = from + (left - from) * (1 - (1 - t) ** 3);
    if (t < 1) requestAnimationFrame(step);
    else element.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}
