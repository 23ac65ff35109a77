import type { UserRow } from '../../../drizzle/schema.js';
import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { transition } from './transition.js';

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
}

/** PUT /api/orders/{id}/ship (admin): the order leaves the shop with a carrier and a tracking number. */
export function shipOrder(deps: AppDeps, admin: UserRow, orderId: string, shipment: Shipment): Promise<Order> {
  return deps.payments.locks.run(orderId, async () =>
    transition(deps, {
      orderId,
      action: 'ship',
      role: 'admin',
      actor: admin.id,
      note: `${shipment.carrier} ${shipment.trackingNumber}`,
      changes: { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, trackingUrl: shipment.trackingUrl ?? null },
    }),
  );
}

/**
 * PUT /api/orders/{id}/deliver (admin): handed over. A cash-on-delivery order is paid by it (the cash was
 * collected at the door); an order paid online must be paid first.
 */
export function deliverOrder(deps: AppDeps, admin: UserRow, orderId: string): Promise<Order> {
  return deps.payments.locks.run(orderId, async () => transition(deps, { orderId, action: 'deliver', role: 'admin', actor: admin.id }));
}
