import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as m from '@messages/product';
import type { Product, Variant } from '../../../shared/schemas/product.js';
import classes from './VariantPicker.module.css';

/** One value per option, in the options' order; undefined where the shopper has not chosen yet. */
export type Picked = (string | undefined)[];

const matches = (variant: Variant, picked: Picked, except = -1) => picked.every((value, i) => i === except || value === undefined || variant.optionValues[i] === value);

/** The variant the choices name, once every option is chosen (a product sold one way: its only one). */
export function variantOf(product: Product, picked: Picked): Variant | undefined {
  if (product.options.length === 0) return product.variants[0];
  if (picked.length < product.options.length || picked.some((value) => value === undefined)) return undefined;
  return product.variants.find((variant) => matches(variant, picked));
}

/** The choices a shared address names (`?variant=`), else each option that has only one value. */
function initialPicks(product: Product, variantId: string | null): Picked {
  const named = product.variants.find((variant) => variant.id === variantId);
  if (named && product.options.length > 0) return [...named.optionValues];
  return product.options.map((option) => (option.values.length === 1 ? option.values[0].value : undefined));
}

/**
 * The shopper's choice of a product's variant, kept in the address (`/product/{id}?variant={variantId}`)
 * once complete, so it can be shared and survives a reload; the server draws the page with it too.
 */
export function useVariantChoice(product: Product) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const variantId = new URLSearchParams(search).get('variant');
  const [picked, setPicked] = useState<Picked>(() => initialPicks(product, variantId));
  // Another variant's address opened on this page (a link from the cart): its choices replace these.
  const [shownFor, setShownFor] = useState(variantId);
  if (shownFor !== variantId) {
    setShownFor(variantId);
    const named = product.variants.find((variant) => variant.id === variantId);
    if (named && product.options.length > 0) setPicked([...named.optionValues]);
  }
  const pick = (index: number, value: string) => {
    // Only values that go with the other choices can be picked (the rest are disabled), so no choice is undone.
    const next = [...picked];
    next[index] = value;
    setPicked(next);
    const variant = variantOf(product, next);
    const wanted = variant ? `${location}?variant=${encodeURIComponent(variant.id)}` : location;
    if (variant?.id !== (variantId ?? undefined)) navigate(wanted, { replace: true });
  };
  const variant = variantOf(product, picked);
  return { picked, pick, variant, images: variant?.images ?? partlyChosenImages(product, picked) };
}

/**
 * The photos to show before every option is chosen: those of the variants the choices so far leave, when
 * they all show the same ones (a colour chosen, the size not yet), else the product's.
 */
function partlyChosenImages(product: Product, picked: Picked) {
  if (picked.every((value) => value === undefined)) return product.images;
  const left = product.variants.filter((variant) => matches(variant, picked));
  const first = left[0]?.images;
  const same = first && left.every((variant) => variant.images.map((image) => image.id).join() === first.map((image) => image.id).join());
  return same ? first : product.images;
}

type Availability = 'available' | 'out' | 'none';

/** Whether a value can be had with the other choices made: some variant in stock, only sold-out ones, or none. */
function availability(product: Product, picked: Picked, index: number, value: string): Availability {
  const candidates = product.variants.filter((variant) => variant.optionValues[index] === value && matches(variant, picked, index));
  if (candidates.length === 0) return 'none';
  return candidates.some((variant) => variant.countInStock > 0) ? 'available' : 'out';
}

/** A value's name, and why it cannot be chosen when it cannot. */
const LABELS: Record<Availability, (value: string) => string> = {
  available: (value) => value,
  out: (value) => m.valueOutOfStock({ value }),
  none: (value) => m.valueNotAvailable({ value }),
};

/** A picker per option: colour values as swatches, others as buttons; what cannot be had is shown so and cannot be chosen. */
export function VariantPicker({ product, picked, onPick, missing }: { product: Product; picked: Picked; onPick: (index: number, value: string) => void; missing: boolean }) {
  return (
    <>
      {product.options.map((option, index) => {
        const labelId = `option-${index}`;
        return (
          <div key={option.name} role="radiogroup" aria-labelledby={labelId}>
            <span id={labelId}>
              <strong>{option.name}:</strong> {picked[index] ?? (missing ? <span className={classes.missing}>{m.chooseOption({ option: option.name })}</span> : m.chooseOne)}
            </span>
            <div className={classes.values}>
              {option.values.map((value) => {
                const state = availability(product, picked, index, value.value);
                const chosen = picked[index] === value.value;
                const label = LABELS[state](value.value);
                return (
                  <button
                    key={value.value}
                    type="button"
                    role="radio"
                    aria-checked={chosen}
                    aria-label={label}
                    title={label}
                    disabled={state !== 'available'}
                    className={value.colour ? `${classes.value} ${classes.swatch}` : classes.value}
                    style={value.colour ? { backgroundColor: value.colour } : undefined}
                    onClick={() => onPick(index, value.value)}
                  >
                    {value.colour ? null : value.value}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </>
  );
}
