import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as m from '@messages/product';
import type { ProductImage as Photo } from '../../../shared/schemas/product.js';
import { ProductImage } from '../../components/ProductImage.js';
import classes from './ProductGallery.module.css';
import { FIRST_IMAGE } from '../../lib/first-image.js';

/** The larger view: its own chunk, asked for when the shopper reaches for a photo (docs/decisions/045-product-photos.md). */
const loadZoom = () => import('./ProductZoom.js');
const ProductZoom = lazy(loadZoom);

/** Where the main photo sits on the page: the picture column, or the whole width on a phone. */
const MAIN_SIZES = '(min-width: 62em) 520px, 100vw';
const THUMB = 64;
const SCROLL_SETTLE_MS = 120;

const prefersLessMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A product's photos on its page: the main photo (the first is the page's LCP image, drawn exactly as a
 * product with one photo always was), thumbnails below it that choose the photo shown, a strip that a
 * phone swipes through (CSS scroll snapping), and a larger view with zoom on a tap or click. `images` is
 * what the page shows now (the chosen variant's photos); a product with one photo shows no thumbnails.
 */
export function ProductGallery({ images, name }: { images: readonly Photo[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  const id = useId();
  const strip = useRef<HTMLDivElement>(null);
  const count = images.length;
  // Other photos (another variant chosen): back to the first, without an effect that draws twice.
  const signature = images.map((image) => image.id).join(' ');
  const [shownSignature, setShownSignature] = useState(signature);
  if (shownSignature !== signature) {
    setShownSignature(signature);
    setCurrent(0);
  }
  useEffect(() => {
    strip.current?.scrollTo({ left: 0, behavior: 'instant' });
  }, [signature]);

  const altOf = (image: Photo) => image.alt || name;
  const open = (index: number) => setZoomAt(index);

  const show = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setCurrent(next);
    const row = strip.current;
    row?.scrollTo({ left: next * row.clientWidth, behavior: prefersLessMotion() ? 'instant' : 'smooth' });
    return next;
  };

  // The strip says which photo is in view once a swipe or a glide has come to rest (not every browser has
  // the scrollend event yet).
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onScroll = () => {
    clearTimeout(settling.current);
    settling.current = setTimeout(() => {
      const row = strip.current;
      if (row && row.clientWidth > 0) setCurrent(Math.min(count - 1, Math.round(row.scrollLeft / row.clientWidth)));
    }, SCROLL_SETTLE_MS);
  };
  useEffect(() => () => clearTimeout(settling.current), []);

  // The photo in view and the thumbnails are a tab panel and its tabs: the arrow keys go from photo to photo.
  const onKey = (event: KeyboardEvent, index: number, focus: 'tab' | 'panel') => {
    if ((event.key === 'Enter' || event.key === ' ') && focus === 'panel') {
      event.preventDefault();
      open(index);
      return;
    }
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const shown = show(to);
    // The strip glides to the photo; moving the focus must not make it jump there first.
    document.getElementById(`${id}-${focus}-${shown}`)?.focus({ preventScroll: true });
  };

  const photo = (image: Photo, index: number) => (
    <ProductImage
      src={image.url}
      sizes={MAIN_SIZES}
      alt={altOf(image)}
      width={800}
      height={800}
      // The first photo is the page's LCP image; the others wait until they come into view.
      {...(index === 0 ? FIRST_IMAGE : {})}
      loading={index === 0 ? undefined : 'lazy'}
      className={classes.zoomable}
      style={{ aspectRatio: '1 / 1', width: '100%', height: 'auto', objectFit: 'contain' }}
      onClick={() => open(index)}
    />
  );

  const enlarge = (
    <button type="button" className={classes.enlarge} onClick={() => open(current)} onFocus={() => void loadZoom()}>
      {m.viewLarger}
    </button>
  );

  return (
    <div onPointerEnter={() => void loadZoom()}>
      {count <= 1 ? (
        <div className={classes.picture}>
          {images[0] ? photo(images[0], 0) : null}
          {images[0] ? enlarge : null}
        </div>
      ) : (
        <section aria-roledescription="carousel" aria-label={m.photosOf({ name })}>
          <div className={classes.picture}>
            <div ref={strip} className={classes.strip} onScroll={onScroll}>
              {images.map((image, index) => (
                <div
                  key={image.id}
                  id={`${id}-panel-${index}`}
                  role="tabpanel"
                  aria-label={m.photoOf({ index: index + 1, count })}
                  tabIndex={index === current ? 0 : -1}
                  className={classes.slide}
                  onKeyDown={(event) => onKey(event, index, 'panel')}
                >
                  {photo(image, index)}
                </div>
              ))}
            </div>
            <span className={classes.counter} aria-hidden="true">
              {current + 1} / {count}
            </span>
            {enlarge}
          </div>
          <div className={classes.thumbs} role="tablist" aria-label={m.choosePhoto}>
            {images.map((image, index) => (
              <button
                key={image.id}
                id={`${id}-tab-${index}`}
                type="button"
                role="tab"
                className={classes.thumb}
                aria-label={m.photoOf({ index: index + 1, count })}
                aria-selected={index === current}
                aria-controls={`${id}-panel-${index}`}
                tabIndex={index === current ? 0 : -1}
                onClick={() => show(index)}
                onKeyDown={(event) => onKey(event, index, 'tab')}
              >
                <ProductImage src={image.url} sizes={`${THUMB}px`} alt="" width={THUMB} height={THUMB} loading="lazy" className={classes.thumbImage} />
              </button>
            ))}
          </div>
        </section>
      )}
      {zoomAt !== null ? (
        <Suspense fallback={null}>
          <ProductZoom
            images={images}
            name={name}
            start={zoomAt}
            onClose={(last) => {
              setZoomAt(null);
              if (count > 1) show(last);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
