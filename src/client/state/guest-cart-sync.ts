/**
 * A guest's cart kept on the server (docs/decisions/039-abandoned-carts.md). Loaded only when a guest has given
 * an e-mail and mobile number at checkout and nobody is signed in, so a visitor's page carries none of it.
 *
 * Every change of the cart is saved whole (PUT /api/cart/guest) under a random key this browser makes once and
 * keeps, with the guest's contact, so the owner learns of a cart left behind and may remind the guest. The
 * server answers the cart alone; nothing is read back from it. Once someone signs in, the account's cart takes
 * over (cart-sync.ts); the key is forgotten with the contact, so the next guest here starts another cart.
 */
import { LANGUAGE } from '@messages/locale';
import { apiLine, getCart, subscribeToCart, type CartItem } from './cart.js';
import { getGuestContact, subscribeToGuestContact, type StoredGuestContact } from './checkout.js';
import { getSession, subscribeToSession } from './session.js';

const GUEST_KEY = 'guestCartKey';
/** What the server last accepted, kept across pages: a page load sends nothing when nothing changed, so the cart keeps its age. */
const SENT_KEY = 'guestCartSent';
const SAVE_DELAY_MS = 400;

let started = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function read(name: string): string | null {
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(name, value);
    else window.localStorage.removeItem(name);
  } catch {
    // Private mode: kept for this page only.
  }
}

const readKey = () => read(GUEST_KEY);
const writeKey = (key: string | null) => write(GUEST_KEY, key);

let memoryKey: string | null = null;

/** 24 random bytes as 32 URL-safe characters. */
function guestKey(): string {
  const kept = readKey() ?? memoryKey;
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  memoryKey = key;
  writeKey(key);
  return key;
}

/** The guest's contact while it is theirs to save under: nobody signed in. */
function guestContact(): StoredGuestContact | null {
  return getSession() ? null : getGuestContact();
}

function body(contact: StoredGuestContact, items: readonly CartItem[]): string {
  return JSON.stringify({
    guestKey: guestKey(),
    email: contact.email,
    phone: contact.phone,
    cartItems: items.map(apiLine),
    // A cart reminder is written in the page's language.
    language: LANGUAGE,
  });
}

function saveNow(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  const contact = guestContact();
  if (!contact) return;
  const payload = body(contact, getCart());
  if (payload === read(SENT_KEY)) return;
  // A save sent as the page goes (a link followed at once) still arrives. A refusal (a product sold out
  // meanwhile) changes nothing here: the cart page shows the stock, and the next change is saved; one that
  // never arrived is sent again at the next page.
  void fetch('/api/cart/guest', { method: 'PUT', keepalive: true, headers: { 'content-type': 'application/json' }, body: payload })
    .then((response) => {
      if (response.ok) write(SENT_KEY, payload);
    })
    .catch(() => undefined);
}

function saveSoon(): void {
  if (!guestContact()) return;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, SAVE_DELAY_MS);
}

function onContactChange(): void {
  if (getGuestContact()) {
    saveSoon();
    return;
  }
  // The contact was forgotten (a sign-out, another person): so is this cart's key.
  clearTimeout(saveTimer);
  saveTimer = undefined;
  memoryKey = null;
  writeKey(null);
  write(SENT_KEY, null);
}

export function startGuestCartSync(): void {
  if (started) return;
  started = true;
  subscribeToCart(saveSoon);
  subscribeToGuestContact(onContactChange);
  subscribeToSession(() => {
    if (getSession()) clearTimeout(saveTimer);
  });
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) saveNow();
  });
  saveSoon();
}
