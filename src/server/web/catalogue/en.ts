/**
 * What the server writes around a storefront page in English (docs/decisions/057-storefront-languages.md): its
 * title and description for search engines and shared links, and the notice for a browser without JavaScript.
 * hi.ts has the same keys in Hindi.
 */
export const en = {
  homeTitle: '{shop}: shop online in rupees',
  defaultDescription:
    'Fashion, electronics, bags, footwear, groceries and beauty from trusted Indian sellers, priced in rupees, with cash on delivery.',
  searchTitle: 'Search Results for {keyword} | {shop}',
  searchDescription: '{count, plural, one {# product matches} other {# products match}} “{keyword}” at {shop}.',
  categoryNotFound: 'Category not found | {shop}',
  categoryTitle: '{name} | {shop}',
  categoryDescription: 'Shop {name} online at {shop}: {count, plural, one {# product} other {# products}}, prices in rupees, cash on delivery.',
  signInTitle: 'Sign In | {shop}',
  registerTitle: 'Register | {shop}',
  cartTitle: 'Shopping Cart | {shop}',
  shippingTitle: 'Shipping | {shop}',
  placeOrderTitle: 'Place Order | {shop}',
  orderTitle: 'Order | {shop}',
  pageNotFound: 'Page not found | {shop}',
  policyTitle: '{title} | {shop}',
  policyDescription: '{title} of {shop}: read before you buy.',
  productNotFound: 'Product not found | {shop}',
  productTitle: '{name} | {shop}',
  inStock: 'In Stock',
  outOfStock: 'Out Of Stock',
  home: 'Home',
  needsScriptTitle: 'This page needs JavaScript.',
  needsScriptText:
    'Signing in, your cart and checking out work only with JavaScript turned on: turn it on in your browser’s settings. You can still browse the shop without it.',
  needsScriptHome: 'Go to the home page',
} as const;

export type PageTextKey = keyof typeof en;
