/**
 * The admin's order screens offer exactly the actions the server's state machine accepts
 * (docs/decisions/011-order-state-machine.md): for every payment status × fulfilment status × payment method
 * × admin action, a button is shown when, and only when, `decide` lets an admin take that action. The server
 * side of the same promise, through the API on every reachable state, is in
 * tests/server/order-state-machine.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, allowedActions } from '../../src/client/admin/lib/order-status.js';
import { PAYMENT_METHODS } from '../../src/shared/constants.js';
import { decide, ORDER_ACTIONS, type OrderState } from '../../src/shared/order-state-machine.js';
import { FULFILMENT_STATUSES, PAYMENT_STATUSES, type PaymentStatus } from '../../src/shared/order-status.js';

/** An order of Rs 1,234.56: what has been refunded follows from its payment status. */
const TOTAL_PAISE = 123_456;
const REFUNDED_PAISE: Record<PaymentStatus, number> = { unpaid: 0, claimed: 0, paid: 0, partially_refunded: 23_456, refunded: TOTAL_PAISE };

const combinations = PAYMENT_METHODS.flatMap((paymentMethod) =>
  PAYMENT_STATUSES.flatMap((paymentStatus) =>
    FULFILMENT_STATUSES.flatMap((fulfilmentStatus) =>
      ADMIN_ACTIONS.map((action) => ({ paymentMethod, paymentStatus, fulfilmentStatus, action })),
    ),
  ),
);

/** Whether the server accepts the action from an admin; a refund is tried at a paisa, half and all of what is left. */
function serverAccepts(state: OrderState, action: (typeof ADMIN_ACTIONS)[number]): boolean {
  if (action !== 'refund') return decide(state, action, 'admin').allowed;
  const left = state.totalPaise - state.refundedPaise;
  const tried = [1, Math.floor(left / 2), left].filter((amount) => amount > 0);
  const accepted = tried.map((amount) => decide(state, 'refund', 'admin', amount).allowed);
  // Any refund the screen could send is accepted alike: all of these, or none.
  expect(new Set(accepted).size).toBeLessThanOrEqual(1);
  return accepted.length > 0 && accepted.every(Boolean);
}

describe('the admin screen offers what the server accepts', () => {
  it('covers every combination: 3 methods × 5 payment statuses × 4 fulfilment statuses × 4 admin actions', () => {
    expect(combinations).toHaveLength(240);
    // Every admin action of the screen is an action of the state machine.
    for (const action of ADMIN_ACTIONS) expect(ORDER_ACTIONS).toContain(action);
  });

  it.each(combinations)('$paymentMethod $paymentStatus $fulfilmentStatus: $action', ({ paymentMethod, paymentStatus, fulfilmentStatus, action }) => {
    const state: OrderState = { paymentMethod, paymentStatus, fulfilmentStatus, totalPaise: TOTAL_PAISE, refundedPaise: REFUNDED_PAISE[paymentStatus] };
    // The screen sees the order as the API shows it: rupee amounts.
    const shown = allowedActions({ paymentMethod, paymentStatus, fulfilmentStatus, totalPrice: TOTAL_PAISE / 100, refundedPrice: REFUNDED_PAISE[paymentStatus] / 100 });
    expect(shown[action]).toBe(serverAccepts(state, action));
  });

  it('offers no refund on a paid order with nothing left to give back (a free order)', () => {
    const free = { paymentMethod: 'COD', paymentStatus: 'paid', fulfilmentStatus: 'delivered', totalPrice: 0, refundedPrice: 0 } as const;
    expect(allowedActions(free).refund).toBe(false);
    expect(decide({ ...free, totalPaise: 0, refundedPaise: 0 }, 'refund', 'admin', 1).allowed).toBe(false);
  });
});

describe('the table itself', () => {
  it('lets an admin cancel until delivery and ship an online order only once paid', () => {
    const order: OrderState = { paymentMethod: 'Razorpay', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled', totalPaise: TOTAL_PAISE, refundedPaise: 0 };
    expect(allowedActions({ ...order, totalPrice: 1234.56, refundedPrice: 0 })).toEqual({ ship: false, deliver: false, cancel: true, refund: false });
    expect(decide(order, 'ship', 'admin')).toEqual({ allowed: false, reason: 'This order is not paid yet: an order paid online ships only once paid' });
    const paid = { ...order, paymentStatus: 'paid' as const };
    expect(allowedActions({ ...paid, totalPrice: 1234.56, refundedPrice: 0 })).toEqual({ ship: true, deliver: true, cancel: true, refund: true });
    expect(decide(paid, 'cancel', 'admin')).toEqual({
      allowed: true,
      next: { paymentStatus: 'refunded', fulfilmentStatus: 'cancelled', refundPaise: TOTAL_PAISE, cashCollected: false },
    });
  });
});
