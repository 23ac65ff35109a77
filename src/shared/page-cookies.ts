/**
 * The cookies the browser writes for the two pages the server draws from a shopper's own state, place order
 * and an order's page (docs/decisions/061-shopper-pages-drawn.md). Each is sent to those pages' addresses only
 * (its Path), so every other page stays anonymous and a CDN may keep it (docs/decisions/052-cdn-caching.md).
 */
/** The session's token, for /placeorder and /order/…: read for drawing those pages, never for the API. */
export const SESSION_COOKIE = 'shop_session';
/** The address, payment method, a guest's contact and the cart's lines, for /placeorder. */
export const CHECKOUT_COOKIE = 'shop_checkout';
/** The paths each is sent to, after the language's prefix (/hi). */
export const SESSION_COOKIE_PATHS = ['/placeorder', '/order'] as const;
export const CHECKOUT_COOKIE_PATH = '/placeorder';
/** A browser drops a cookie over 4,096 bytes; a larger cart is not copied (its page is filled in by the browser). */
export const PAGE_COOKIE_MAX_BYTES = 3800;

// The browser's local-storage keys of what these pages show (src/client/state/): also the keys of the values a
// page was drawn with (ShopData.drawn), which the browser's stores hydrate with. One string each, so the
// bundler writes each where it is used.
export const SESSION_STORAGE_KEY = 'userInfo';
export const CART_STORAGE_KEY = 'cartItems';
export const SHIPPING_STORAGE_KEY = 'shippingAddress';
export const PAYMENT_METHOD_STORAGE_KEY = 'paymentMethod';
export const GUEST_CONTACT_STORAGE_KEY = 'guestContact';
