/**
 * Copies what place order and an order's page show into the cookies the server reads when it draws them
 * (src/shared/page-cookies.ts; docs/decisions/061-shopper-pages-drawn.md): the session's token, and the
 * address, payment method, a guest's contact and the cart's lines. Each cookie goes to those pages' addresses
 * only, SameSite=Strict, and is rewritten whenever what it copies changes (in any tab: the stores hear of
 * other tabs' changes), so a page loaded later finds it current. Nothing here is more than local storage
 * already holds; the server never takes the token from a cookie for anything but drawing these pages.
 */
import { BASE } from '@messages/locale';
import { CHECKOUT_COOKIE, CHECKOUT_COOKIE_PATH, PAGE_COOKIE_MAX_BYTES, SESSION_COOKIE, SESSION_COOKIE_PATHS } from '../../shared/page-cookies.js';
import { getCart, subscribeToCart } from './cart.js';
import { getGuestContact, getPaymentMethod, getShippingAddress, subscribeToCheckout } from './checkout.js';
import { getSession, subscribeToSession } from './session.js';

/** A cookie of 30 days for this language's page at `path`, or its removal when `value` is undefined. */
function setCookie(name: string, value: string | undefined, path: string): void {
  document.cookie = `${name}=${value ?? ''};Path=${BASE}${path};Max-Age=${value ? 2_592_000 : 0};SameSite=Strict${location.protocol === 'https:' ? ';Secure' : ''}`;
}

function write(): void {
  const token = getSession()?.token;
  const address = getShippingAddress();
  const method = getPaymentMethod();
  const cart = getCart();
  let checkout =
    address && method && cart.length
      ? encodeURIComponent(JSON.stringify({ a: address, m: method, g: getGuestContact() ?? undefined, c: cart.map((item) => [item._id, item.variant ?? '', item.qty]) }))
      : undefined;
  // Too large for a cookie: the page is filled in by the browser, as it was before.
  if (checkout && checkout.length > PAGE_COOKIE_MAX_BYTES) checkout = undefined;
  for (const path of SESSION_COOKIE_PATHS) setCookie(SESSION_COOKIE, token, path);
  setCookie(CHECKOUT_COOKIE, checkout, CHECKOUT_COOKIE_PATH);
}

export function startPageCookies(): void {
  write();
  subscribeToSession(write);
  subscribeToCart(write);
  subscribeToCheckout(write);
}
