/**
 * What a signed-in visitor's pages load besides the page itself: the header's account menus and the cart that
 * follows them. Both live in the `checkout` chunk group (vite.config.ts), and the bundler answers each dynamic
 * import into a group with a small file of its own that only re-exports from the group (about 450 bytes with
 * its headers): imported through this one module, they cost one such file instead of two
 * (docs/decisions/019-page-weight.md).
 */
export { AdminMenu, UserMenu } from './AccountMenus.js';
export { startCartSync } from '../state/cart-sync.js';
