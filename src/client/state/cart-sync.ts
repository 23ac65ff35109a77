/**
 * The signed-in shopper's cart follows them (docs/decisions/037-server-cart.md). Loaded only once someone is
 * signed in, so a visitor's page carries none of it.
 *
 * - The first time this browser's cart meets an account (a sign-in), it is merged into the account's saved
 *   cart (POST /api/cart/merge, with a key kept until the answer arrives, so a merge whose answer was lost to
 *   a page change is not added twice) and the result shown; from then on this browser shows the saved cart
 *   (GET /api/cart on each page load) and saves every change (PUT /api/cart).
 * - Signing out forgets the cart here: it is kept in the account, and the next person to use the browser
 *   does not see it.
 */
import { LANGUAGE } from '@messages/locale';
import type { CartView } from '../../shared/schemas/cart.js';
import { apiLine, clearCart, getCart, lineKey, replaceCart, subscribeToCart, type CartItem } from './cart.js';
import { getSession, subscribeToSession } from './session.js';

/** Whose saved cart this browser's cart is (an account id), once merged. */
const SYNCED_KEY = 'cartAccount';
/** The key of a merge sent and not yet answered: sent again with it, the server adds nothing twice. */
const MERGE_KEY = 'cartMergeKey';
/** Set while a change made here has not been saved: the next page saves it instead of reading the server's. */
const UNSAVED_KEY = 'cartUnsaved';
const SAVE_DELAY_MS = 400;

let started = false;
let syncedFor: string | null = null;
let applying = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode: kept for this page only.
  }
}

const readSyncedFor = () => read(SYNCED_KEY);

function writeSyncedFor(id: string | null): void {
  syncedFor = id;
  write(SYNCED_KEY, id);
}

/** The pending merge's key, made and kept before it is sent. */
function mergeKey(): string {
  const pending = read(MERGE_KEY);
  if (pending) return pending;
  const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  write(MERGE_KEY, key);
  return key;
}

async function call(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<CartView | null> {
  const session = getSession();
  if (!session) return null;
  try {
    const response = await fetch(path, {
      method,
      // A save sent as the page goes (a link followed at once) still arrives.
      keepalive: method !== 'GET',
      headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.ok ? ((await response.json()) as CartView) : null;
  } catch {
    return null;
  }
}

/** The lines, with the page's language: a cart reminder is written in it. */
const lines = (items: readonly CartItem[]) => ({ cartItems: items.map(apiLine), language: LANGUAGE });

function show(items: CartItem[]): void {
  applying = true;
  try {
    replaceCart(items);
  } finally {
    applying = false;
  }
}

/**
 * The server's cart with what the shopper changed here while it was being asked for (a product added
 * between the sign-in and the answer): each line's change since `sent` is applied to the server's, so
 * neither side's change is lost. True when anything was changed here.
 */
function withChangesSince(view: CartView, sent: readonly CartItem[]): { items: CartItem[]; changed: boolean } {
  const items: CartItem[] = view.cartItems.map((line) => ({ ...line }));
  const now = getCart();
  if (now === sent) return { items, changed: false };
  const before = new Map(sent.map((item) => [lineKey(item), item.qty]));
  for (const item of now) {
    const delta = item.qty - (before.get(lineKey(item)) ?? 0);
    if (delta === 0) continue;
    const line = items.find((i) => lineKey(i) === lineKey(item));
    if (line) line.qty = Math.max(1, Math.min(line.qty + delta, item.countInStock));
    else items.push({ ...item });
  }
  const kept = new Set(now.map(lineKey));
  return { items: items.filter((item) => !before.has(lineKey(item)) || kept.has(lineKey(item))), changed: true };
}

async function onSession(): Promise<void> {
  const session = getSession();
  if (!session) {
    write(MERGE_KEY, null);
    write(UNSAVED_KEY, null);
    if (syncedFor) {
      writeSyncedFor(null);
      clearCart();
    }
    return;
  }
  const account = session._id;
  const merged = readSyncedFor() === account;
  const sent = getCart();
  const view = !merged
    ? await call('POST', '/api/cart/merge', { ...lines(sent), mergeKey: mergeKey() })
    : read(UNSAVED_KEY)
      ? // A change made here whose save never arrived: this browser's cart is the newest.
        await save(sent)
      : await call('GET', '/api/cart');
  // Someone else signed in meanwhile, or the server did not answer: the cart stays as it is here, and a
  // merge is sent again at the next page with the same key.
  if (!view || getSession()?._id !== account) return;
  const { items, changed } = withChangesSince(view, sent);
  show(items);
  writeSyncedFor(account);
  write(MERGE_KEY, null);
  if (changed) saveSoon();
}

/** Saves the cart; once the server has it, and nothing changed here meanwhile, it is no longer unsaved. */
async function save(items: readonly CartItem[]): Promise<CartView | null> {
  const view = await call('PUT', '/api/cart', lines(items));
  if (view && getCart() === items) write(UNSAVED_KEY, null);
  return view;
}

function saveNow(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  void save(getCart());
}

function saveSoon(): void {
  write(UNSAVED_KEY, '1');
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, SAVE_DELAY_MS);
}

function onCartChange(): void {
  if (applying || !syncedFor || getSession()?._id !== syncedFor) return;
  saveSoon();
}

export function startCartSync(): void {
  if (started) return;
  started = true;
  syncedFor = readSyncedFor();
  subscribeToSession(() => void onSession());
  subscribeToCart(onCartChange);
  // A save still waiting when the page goes is sent at once.
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) saveNow();
  });
  void onSession();
}
