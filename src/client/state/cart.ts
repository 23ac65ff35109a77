import { CART_STORAGE_KEY } from '../../shared/page-cookies.js';
import { hasShape } from './guards.js';
import { storedValue, useStoredValue } from './store.js';

export const CART_KEY = CART_STORAGE_KEY;

/** A cart line as docs/spec.md §3 has it: the product's fields (price in rupees, as the API gives it) plus qty. */
export interface CartItem {
  _id: string;
  name: string;
  /** The product's Hindi name, kept by the Hindi pages once the cart is refreshed (the order keeps `name`). */
  nameHi?: string;
  image: string;
  price: number;
  countInStock: number;
  qty: number;
  /** The product's GST rate in percent (carts saved before per-product rates have none: 18% until refreshed). */
  gstRate?: number;
  /** The variant chosen ('Size: M · Colour: Indigo' its title); absent or the product's own id for a product sold one way. */
  variant?: string;
  variantTitle?: string;
}

/** A line's identity: the product and the variant chosen (a product's own id names its only variant). */
export const lineKey = (item: Pick<CartItem, '_id' | 'variant'>): string => (item.variant && item.variant !== item._id ? `${item._id}|${item.variant}` : item._id);

/** A line as the API takes it: the product, its variant, the quantity. */
export const apiLine = (item: Pick<CartItem, '_id' | 'variant' | 'qty'>) => ({ product: item._id, ...(item.variant ? { variant: item.variant } : {}), qty: item.qty });

const isCartItem = (raw: unknown): raw is CartItem =>
  hasShape<CartItem>(raw, { _id: 'string', name: 'string', image: 'string', price: 'number', countInStock: 'number', qty: 'number' }) &&
  Number.isInteger(raw.qty) &&
  raw.qty >= 1 &&
  (raw.gstRate === undefined || typeof raw.gstRate === 'number') &&
  (raw.nameHi === undefined || typeof raw.nameHi === 'string') &&
  (raw.variant === undefined || typeof raw.variant === 'string') &&
  (raw.variantTitle === undefined || typeof raw.variantTitle === 'string');

/** Unreadable lines are dropped rather than losing the whole cart. */
const parseCart = (raw: unknown): CartItem[] | undefined => (Array.isArray(raw) ? raw.filter(isCartItem) : undefined);

const cartStore = storedValue<CartItem[]>(CART_KEY, [], parseCart);

export const getCart = (): CartItem[] => cartStore.get();
export const subscribeToCart = (listener: () => void): (() => void) => cartStore.subscribe(listener);
export const useCart = (): CartItem[] => useStoredValue(cartStore);

/** Adding an item already in the cart replaces that entry (with its new qty); otherwise it is appended. */
export function addToCart(item: CartItem): void {
  const items = cartStore.get();
  const key = lineKey(item);
  const exists = items.some((i) => lineKey(i) === key);
  cartStore.set(exists ? items.map((i) => (lineKey(i) === key ? item : i)) : [...items, item]);
}

/** Removes the line with this key (lineKey). */
export function removeFromCart(key: string): void {
  cartStore.set(cartStore.get().filter((i) => lineKey(i) !== key));
}

/** Replaces every line at once (used when fresh prices and stock arrive from the server). */
export function replaceCart(items: CartItem[]): void {
  cartStore.set(items);
}

/** Empties the cart after an order is placed; the promo code applied to it goes too. */
export function clearCart(): void {
  cartStore.clear();
  promoStore.clear();
}

export const cartQuantity = (items: readonly CartItem[]): number => items.reduce((sum, i) => sum + i.qty, 0);

export const PROMO_KEY = 'promoCode';

/** The promo code the shopper applied, kept with the cart until the order is placed or the code removed. */
const promoStore = storedValue<string | null>(PROMO_KEY, null, (raw) => (typeof raw === 'string' && raw.trim() ? raw : undefined));

export const usePromoCode = (): string | null => useStoredValue(promoStore);
export const savePromoCode = (code: string): void => promoStore.set(code);
export const removePromoCode = (): void => promoStore.clear();
