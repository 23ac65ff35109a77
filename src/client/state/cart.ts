import { hasShape } from './guards.js';
import { storedValue, useStoredValue } from './store.js';

export const CART_KEY = 'cartItems';

/** A cart line as docs/spec.md §3 has it: the product's fields (price in rupees, as the API gives it) plus qty. */
export interface CartItem {
  _id: string;
  name: string;
  image: string;
  price: number;
  countInStock: number;
  qty: number;
}

const isCartItem = (raw: unknown): raw is CartItem =>
  hasShape<CartItem>(raw, { _id: 'string', name: 'string', image: 'string', price: 'number', countInStock: 'number', qty: 'number' }) &&
  Number.isInteger(raw.qty) &&
  raw.qty >= 1;

/** Unreadable lines are dropped rather than losing the whole cart. */
const parseCart = (raw: unknown): CartItem[] | undefined => (Array.isArray(raw) ? raw.filter(isCartItem) : undefined);

const cartStore = storedValue<CartItem[]>(CART_KEY, [], parseCart);

export const getCart = (): CartItem[] => cartStore.get();
export const useCart = (): CartItem[] => useStoredValue(cartStore);

/** Adding an item already in the cart replaces that entry (with its new qty); otherwise it is appended. */
export function addToCart(item: CartItem): void {
  const items = cartStore.get();
  const exists = items.some((i) => i._id === item._id);
  cartStore.set(exists ? items.map((i) => (i._id === item._id ? item : i)) : [...items, item]);
}

export function removeFromCart(id: string): void {
  cartStore.set(cartStore.get().filter((i) => i._id !== id));
}

/** Replaces every line at once (used when fresh prices and stock arrive from the server). */
export function replaceCart(items: CartItem[]): void {
  cartStore.set(items);
}

export function clearCart(): void {
  cartStore.clear();
}

export const cartQuantity = (items: readonly CartItem[]): number => items.reduce((sum, i) => sum + i.qty, 0);
