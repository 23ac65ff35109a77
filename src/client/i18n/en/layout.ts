/** The page's frame: header, category bar, offer strip, skip link (src/client/layout). */
import { icu } from '../icu.js';

export const languageSwitch = 'Language';
export const skipToContent = 'Skip to main content';
export const accountAndCart = 'Account and cart';
export const cart = 'Cart';
export const cartItems = icu<{ count: number }>('({count, plural, one {# item} other {# items}})');
export const signIn = 'Sign In';
export const admin = 'Admin';
export const deliverTo = 'Deliver to';
export const yourLocation = 'Your Location';
export const searchPlaceholder = 'Search for products, brands and more';
export const searchProducts = 'Search products';
export const search = 'Search';
export const categories = 'Categories';
export const offer = 'Offer';
export const testMode = 'Test mode';
export const testModeText = 'Test mode — no money is taken';
