import type { OrderRow } from '../../../drizzle/schema.js';
import { INDIAN_STATES } from '../../shared/india.js';

/**
 * The order's place of supply as documents and the API name it: the state of its code (a business buyer's
 * GSTIN state, else the delivery state: docs/decisions/047-credit-notes-and-gstr1.md), or the delivery state
 * as typed when the code is not known (orders placed before codes were kept).
 */
export function placeOfSupplyOf(order: Pick<OrderRow, 'state' | 'placeOfSupplyCode'>): { state: string; code: string | null } {
  const state = INDIAN_STATES.find((s) => s.code === order.placeOfSupplyCode);
  return { state: state?.name ?? order.state, code: order.placeOfSupplyCode };
}
