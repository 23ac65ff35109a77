import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import * as m from '@messages/cartSummary';
import { LANGUAGE, localName } from '@messages/locale';
import { errorStatus, trpc } from '../trpc.js';
import { useMaxLineQty } from '../features/settings/use-shop-settings.js';
import { describeLine } from '../../shared/variants.js';
import { getCart, lineKey, replaceCart, useCart, type CartItem } from './cart.js';

/**
 * The cart with prices, names, images and stock refreshed from the server (one batched request). Lines
 * whose product is gone are dropped; quantities above the new stock are lowered to it.
 */
export function useFreshCart(): { items: CartItem[]; refreshing: boolean } {
  const items = useCart();
  const maxLineQty = useMaxLineQty();
  const results = trpc.useQueries((t) => items.map((item) => t.products.byId({ id: item._id }, { staleTime: 0 })));
  const refreshing = results.some((r) => r.isFetching);
  const settled = results.length > 0 && results.every((r) => !r.isFetching && (r.data || r.error));

  useEffect(() => {
    if (!settled) return;
    const current = getCart();
    const removed: string[] = [];
    const next: CartItem[] = [];
    let changed = false;
    current.forEach((item) => {
      const index = items.findIndex((i) => lineKey(i) === lineKey(item));
      const result = index >= 0 ? results[index] : undefined;
      // The line's variant as it is now: the product's only one when none was chosen.
      const variant = result?.data?.variants.find((v) => v.id === (item.variant ?? item._id));
      if ((result && errorStatus(result.error) === 404) || (result?.data && !variant)) {
        removed.push(describeLine(localName(item), item.variantTitle));
        changed = true;
        return;
      }
      const fresh = result?.data;
      if (!fresh || !variant) return void next.push(item);
      if (variant.countInStock <= 0) {
        removed.push(describeLine(localName(fresh), variant.title));
        changed = true;
        return;
      }
      const qty = Math.max(1, Math.min(item.qty, variant.countInStock, maxLineQty));
      const updated: CartItem = {
        _id: fresh._id,
        name: fresh.name,
        // Only the pages that show it keep it: the English cart stays as it always was.
        ...(LANGUAGE === 'hi' && fresh.nameHi ? { nameHi: fresh.nameHi } : {}),
        image: variant.images[0]?.url ?? fresh.image,
        price: variant.price,
        countInStock: variant.countInStock,
        qty,
        gstRate: fresh.gstRate,
        ...(item.variant ? { variant: variant.id, variantTitle: variant.title } : {}),
      };
      if (
        updated.name !== item.name ||
        updated.nameHi !== item.nameHi ||
        updated.image !== item.image ||
        updated.price !== item.price ||
        updated.countInStock !== item.countInStock ||
        updated.qty !== item.qty ||
        updated.gstRate !== item.gstRate ||
        updated.variantTitle !== item.variantTitle
      ) {
        changed = true;
      }
      next.push(updated);
    });
    if (!changed) return;
    replaceCart(next);
    if (removed.length) {
      notifications.show({ color: 'orange', message: m.noLongerAvailable({ names: removed.join(', ') }) });
    }
    // Only a finished refresh matters; the results array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return { items, refreshing };
}
