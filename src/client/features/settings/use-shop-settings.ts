import { MAX_LINE_QUANTITY, SHOP_NAME } from '../../../shared/constants.js';
import type { ShopSettings } from '../../../shared/schemas/settings.js';
import { trpc } from '../../trpc.js';

/**
 * The shop's public settings (name, contact, texts, payment mode, limits). Every page the server sends
 * carries them (docs/decisions/004-server-embedded-page-data.md), so this rarely calls the API; an owner's
 * change shows on the next page load.
 */
export function useShopSettings(): ShopSettings | undefined {
  return trpc.settings.get.useQuery(undefined, { staleTime: 5 * 60_000 }).data;
}

/** The shop's name, the constant default until the settings are known. */
export function useShopName(): string {
  return useShopSettings()?.shopName || SHOP_NAME;
}

/** Units of one product one order may hold (MAX_LINE_QTY on the server); the API's own limit until known. */
export function useMaxLineQty(): number {
  return useShopSettings()?.maxLineQty ?? MAX_LINE_QUANTITY;
}
