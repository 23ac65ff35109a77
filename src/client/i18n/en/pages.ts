/** The not-found page and the shop's policy pages (pages/NotFound.page.tsx, pages/Policy.page.tsx). */
export const productNotFound = 'Product not found';
export const pageNotFound = 'Page not found';
export const noSuchProduct = 'We could not find that product';
export const noSuchPage = 'We could not find that page';
export const productGone = 'It may have been sold out for good or removed from the shop. Plenty more to discover, though.';
export const pageGone = 'The link may be old or mistyped. Let us take you back to the shop.';
export const continueShopping = 'Continue shopping';

export const policyLoadFailed = 'Could not load this page';
