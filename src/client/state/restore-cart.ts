import { getCart, lineKey, replaceCart, type CartItem } from './cart.js';

/**
 * The lines of a reminded cart (its e-mail's link) join this browser's cart (docs/decisions/039-abandoned-carts.md):
 * a product already here keeps the larger of the two quantities, as the link is most likely the same cart
 * opened again, not more of it; new products follow in the cart's order. Answers how many lines were added
 * or raised.
 */
export function restoreCartLines(lines: readonly CartItem[]): number {
  const items = getCart().map((item) => ({ ...item }));
  let changed = 0;
  for (const line of lines) {
    if (line.countInStock <= 0) continue;
    const here = items.find((item) => lineKey(item) === lineKey(line));
    if (!here) {
      items.push({ ...line, qty: Math.min(line.qty, line.countInStock) });
      changed += 1;
    } else if (line.qty > here.qty) {
      Object.assign(here, line, { qty: Math.min(line.qty, line.countInStock) });
      changed += 1;
    }
  }
  if (changed > 0) replaceCart(items);
  return changed;
}
