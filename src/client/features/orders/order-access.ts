import { createContext, useContext } from 'react';

/**
 * How the order page reaches its order: through the signed-in buyer's session, or through a guest order's
 * private link (`token`), which then stands in for the session when paying, cancelling and downloading the
 * invoice (docs/decisions/038-guest-checkout.md).
 */
export type OrderAccess = { token: string } | null;

export const OrderAccessContext = createContext<OrderAccess>(null);

export const useOrderAccess = (): OrderAccess => useContext(OrderAccessContext);

/** The storefront's page of a private link. */
export const orderLinkPath = (token: string) => `/order-link/${token}`;
