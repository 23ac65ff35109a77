import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import * as m from '@messages/product-zoom';
import type { ProductImage as Photo } from '../../../shared/schemas/product.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.js';
import { ProductImage } from '../../components/ProductImage.js';
import classes from './ProductZoom.module.css';

const ZOOM = 2;
/** A pointer that moves further than this between press and release was panning, not clicking. */
const DRAG_PX = 6;

/**
 * The larger view of a product's photos: the browser's own modal <dialog> (it keeps the focus inside and
 * closes on Escape), one photo filling the screen, arrows and the arrow keys for the others, and a 2× zoom
 * that a click on the photo or the Zoom button toggles, panned by scrolling, a finger or dragging. Loaded
 * only when opened (docs/decisions/045-product-photos.md). `onClose` hears the photo last shown.
 */
export default function ProductZoom({
  images,
  name,
  start,
  onClose,
}: {
  images: readonly Photo[];
  name: string;
  start: number;
  onClose: (last: number) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  /** The point of the photo to keep under the pointer when zooming in, as a share of the viewport. */
  const focusPoint = useRef<{ x: number; y: number } | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const count = images.length;
  const image = images[index] ?? images[0];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // The page behind stays where it is while the photo is panned.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const point = focusPoint.current ?? { x: 0.5, y: 0.5 };
    focusPoint.current = null;
    // Zoomed in: the point clicked stays where it was; zoomed out, there is nothing to scroll.
    box.scrollLeft = zoomed ? point.x * box.scrollWidth - point.x * box.clientWidth : 0;
    box.scrollTop = zoomed ? point.y * box.scrollHeight - point.y * box.clientHeight : 0;
  }, [zoomed, index]);

  const go = (to: number) => {
    setIndex((to + count) % count);
    setZoomed(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count > 1 && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      go(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    const box = viewport.current;
    if (!zoomed || !box || event.pointerType !== 'mouse') return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false };
    box.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    const box = viewport.current;
    const from = drag.current;
    if (!box || !from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) + Math.abs(dy) > DRAG_PX) from.moved = true;
    box.scrollLeft = from.left - dx;
    box.scrollTop = from.top - dy;
  };

  const onPointerUp = () => {
    // The click that follows a drag is no click: it is dropped in onPhotoClick.
    setTimeout(() => (drag.current = null));
  };

  const onPhotoClick = (event: MouseEvent) => {
    if (drag.current?.moved) return;
    const box = viewport.current;
    if (box && !zoomed) {
      const area = box.getBoundingClientRect();
      focusPoint.current = { x: (event.clientX - area.left) / area.width, y: (event.clientY - area.top) / area.height };
    }
    setZoomed(!zoomed);
  };

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-label={count > 1 ? m.namedPhotoOf({ name, index: index + 1, count }) : name}
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
    >
      <div className={classes.bar}>
        <span className={classes.count}>{count > 1 ? m.photoOf({ index: index + 1, count }) : ''}</span>
        <button type="button" className={classes.button} aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
          {zoomed ? m.zoomOut : m.zoomIn}
        </button>
        <button type="button" className={classes.button} onClick={() => dialog.current?.close()}>
          {m.close}
        </button>
      </div>
      <div
        ref={viewport}
        className={`${classes.viewport} ${zoomed ? classes.zoomed : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        // On the viewport, not the photo: while a drag has the pointer captured, the click comes to the viewport.
        onClick={onPhotoClick}
      >
        <ProductImage
          key={image.id}
          src={image.url}
          sizes={zoomed ? `${ZOOM * 100}vw` : '100vw'}
          alt={image.alt || name}
          className={classes.photo}
          draggable={false}
        />
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${classes.button} ${classes.step} ${classes.previous}`} aria-label={m.previousPhoto} onClick={() => go(index - 1)}>
            <ChevronLeftIcon size={24} />
          </button>
          <button type="button" className={`${classes.button} ${classes.step} ${classes.next}`} aria-label={m.nextPhoto} onClick={() => go(index + 1)}>
            <ChevronRightIcon size={24} />
          </button>
        </>
      ) : null}
    </dialog>
  );
}
