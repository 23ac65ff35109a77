import { INDIAN_STATES } from '../../../shared/india.js';
import type { Order } from '../../../shared/schemas/order.js';

/**
 * The order's place of supply as 'Maharashtra (27)': the state its GST code names, which for a business buyer
 * is its GSTIN's state rather than the delivery state (docs/decisions/047-credit-notes-and-gstr1.md); an order
 * without a code shows the delivery state alone.
 */
export function placeOfSupplyText(place: Order['placeOfSupply']): string {
  if (!place.code) return place.state;
  const state = INDIAN_STATES.find((s) => s.code === place.code)?.name ?? place.state;
  return `${state} (${place.code})`;
}
