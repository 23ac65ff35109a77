/**
 * Every (state, action) pair of the order state machine (docs/decisions/011-order-state-machine.md), through
 * the REST API. States are the reachable pairs of payment × fulfilment status for cash-on-delivery and online
 * orders, each reached through the API; actions are pay, ship, deliver, cancel (owner, admin), refund
 * (partial, full) and the payment window's expiry. An allowed action changes exactly what it should; any
 * other is a 409 that says why and changes nothing at all. The admin's order screen offers an action exactly
 * when the server accepts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedActions, type AdminAction } from '../../src/client/admin/lib/order-status.js';
import type { FulfilmentStatus, PaymentStatus } from '../../src/shared/order-status.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { expireUnpaidOrders } from '../../src/server/orders/expire-unpaid-orders.js';
import { createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi, placeLines, SHIPMENT, snapshot, stocksBefore, takeTestPayment, type PlacedOrder } from '../helpers/orders.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { money } from '../helpers/shop.js';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let calls: ReturnType<typeof orderApi>;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, admin] = await Promise.all([createUser(t.deps, { name: 'Kavya' }), createUser(t.deps, { name: 'Shop Admin', isAdmin: true })]);
  calls = orderApi(t);
  // Dozens of cash-on-delivery orders from one buyer to one address: the COD limits (cod-limits.test.ts) raised, as an owner would.
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const PARTIAL_PAISE = 1_000;
const WINDOW_MINUTES = 60;

type Step = 'pay' | 'ship' | 'deliver' | 'cancelOwner' | 'cancelAdmin' | 'refundPartial' | 'refundFull';
const ACTIONS = ['pay', 'ship', 'deliver', 'cancelOwner', 'cancelAdmin', 'refundPartial', 'refundFull', 'expire'] as const;
type Action = (typeof ACTIONS)[number];
/** The admin screen's button for each action an admin takes there. */
const BUTTON: Partial<Record<Action, AdminAction>> = { ship: 'ship', deliver: 'deliver', cancelAdmin: 'cancel', refundPartial: 'refund', refundFull: 'refund' };

interface Built {
  order: PlacedOrder;
  /** The test gateway payment taken for an online order (the order may or may not have been told of it). */
  paymentId: string | null;
}

/** What the table expects: the new statuses, a refusal (409 with a message matching), or no change at all. */
type Outcome =
  | { to: [PaymentStatus, FulfilmentStatus] }
  | { refused: RegExp }
  /** Pay for an order already paid: the repeat is harmless, 200 and nothing changes (settle-payment.ts). */
  | { unchanged: 200 }
  /** Pay a cash-on-delivery order online: a 400, the request itself is wrong; nothing changes. */
  | { badRequest: RegExp }
  /** The payment window's job leaves the order alone. */
  | { untouched: true };

const to = (payment: PaymentStatus, fulfilment: FulfilmentStatus): Outcome => ({ to: [payment, fulfilment] });
const no = (reason: RegExp): Outcome => ({ refused: reason });
const REPEAT_PAY: Outcome = { unchanged: 200 };
const COD_PAY: Outcome = { badRequest: /cash on delivery/ };
const UNTOUCHED: Outcome = { untouched: true };

const NOT_PAID_REFUND = no(/This order has not been paid, so there is nothing to refund/);
const ALL_REFUNDED = no(/This order has already been refunded in full/);
const DELIVERED = no(/This order has already been delivered$/);
const DELIVERED_CANCEL = no(/This order has already been delivered and can no longer be cancelled/);
const SHIPPED = no(/This order has already shipped$/);
const SHIPPED_CANCEL = no(/This order has already shipped and can no longer be cancelled/);
const CANCELLED_SHIP = no(/This order has been cancelled and can no longer ship/);
const CANCELLED_DELIVER = no(/This order has been cancelled and can no longer be delivered/);
const CANCELLED_CANCEL = no(/This order has already been cancelled/);
const UNPAID_SHIP = no(/This order is not paid yet: an order paid online ships only once paid/);
const UNPAID_DELIVER = no(/This order is not paid yet: an order paid online is delivered only once paid/);
const REFUNDED_SHIP = no(/This order has been refunded in full and can no longer ship/);
const REFUNDED_DELIVER = no(/This order has been refunded in full and can no longer be delivered/);

interface StateCase {
  name: string;
  method: 'COD' | 'Razorpay';
  steps: Step[];
  state: [PaymentStatus, FulfilmentStatus];
  outcomes: Record<Action, Outcome>;
}

const STATES: StateCase[] = [
  // Cash on delivery: paid only by its delivery.
  {
    name: 'COD unpaid, unfulfilled',
    method: 'COD',
    steps: [],
    state: ['unpaid', 'unfulfilled'],
    outcomes: {
      pay: COD_PAY,
      ship: to('unpaid', 'shipped'),
      deliver: to('paid', 'delivered'),
      cancelOwner: to('unpaid', 'cancelled'),
      cancelAdmin: to('unpaid', 'cancelled'),
      refundPartial: NOT_PAID_REFUND,
      refundFull: NOT_PAID_REFUND,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'COD unpaid, shipped',
    method: 'COD',
    steps: ['ship'],
    state: ['unpaid', 'shipped'],
    outcomes: {
      pay: COD_PAY,
      ship: SHIPPED,
      deliver: to('paid', 'delivered'),
      cancelOwner: SHIPPED_CANCEL,
      cancelAdmin: to('unpaid', 'cancelled'),
      refundPartial: NOT_PAID_REFUND,
      refundFull: NOT_PAID_REFUND,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'COD unpaid, cancelled before shipping',
    method: 'COD',
    steps: ['cancelOwner'],
    state: ['unpaid', 'cancelled'],
    outcomes: {
      pay: COD_PAY,
      ship: CANCELLED_SHIP,
      deliver: CANCELLED_DELIVER,
      cancelOwner: CANCELLED_CANCEL,
      cancelAdmin: CANCELLED_CANCEL,
      refundPartial: NOT_PAID_REFUND,
      refundFull: NOT_PAID_REFUND,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'COD unpaid, cancelled after shipping (refused at the door)',
    method: 'COD',
    steps: ['ship', 'cancelAdmin'],
    state: ['unpaid', 'cancelled'],
    outcomes: {
      pay: COD_PAY,
      ship: CANCELLED_SHIP,
      deliver: CANCELLED_DELIVER,
      cancelOwner: CANCELLED_CANCEL,
      cancelAdmin: CANCELLED_CANCEL,
      refundPartial: NOT_PAID_REFUND,
      refundFull: NOT_PAID_REFUND,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'COD paid, delivered',
    method: 'COD',
    steps: ['ship', 'deliver'],
    state: ['paid', 'delivered'],
    outcomes: {
      pay: COD_PAY,
      ship: DELIVERED,
      deliver: DELIVERED,
      cancelOwner: DELIVERED_CANCEL,
      cancelAdmin: DELIVERED_CANCEL,
      refundPartial: to('partially_refunded', 'delivered'),
      refundFull: to('refunded', 'delivered'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'COD partially refunded, delivered',
    method: 'COD',
    steps: ['deliver', 'refundPartial'],
    state: ['partially_refunded', 'delivered'],
    outcomes: {
      pay: COD_PAY,
      ship: DELIVERED,
      deliver: DELIVERED,
      cancelOwner: DELIVERED_CANCEL,
      cancelAdmin: DELIVERED_CANCEL,
      refundPartial: to('partially_refunded', 'delivered'),
      refundFull: to('refunded', 'delivered'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'COD refunded, delivered',
    method: 'COD',
    steps: ['deliver', 'refundFull'],
    state: ['refunded', 'delivered'],
    outcomes: {
      pay: COD_PAY,
      ship: DELIVERED,
      deliver: DELIVERED,
      cancelOwner: DELIVERED_CANCEL,
      cancelAdmin: DELIVERED_CANCEL,
      refundPartial: ALL_REFUNDED,
      refundFull: ALL_REFUNDED,
      expire: UNTOUCHED,
    },
  },
  // Online (Razorpay = the configured gateway, here the test gateway): ships only once paid.
  {
    name: 'online unpaid, unfulfilled',
    method: 'Razorpay',
    steps: [],
    state: ['unpaid', 'unfulfilled'],
    outcomes: {
      pay: to('paid', 'unfulfilled'),
      ship: UNPAID_SHIP,
      deliver: UNPAID_DELIVER,
      cancelOwner: to('unpaid', 'cancelled'),
      cancelAdmin: to('unpaid', 'cancelled'),
      refundPartial: NOT_PAID_REFUND,
      refundFull: NOT_PAID_REFUND,
      expire: to('unpaid', 'cancelled'),
    },
  },
  {
    name: 'online unpaid, cancelled',
    method: 'Razorpay',
    steps: ['cancelOwner'],
    state: ['unpaid', 'cancelled'],
    outcomes: {
      // The payment arrives after all: it is recorded and refunded at once; the order stays cancelled.
      pay: to('refunded', 'cancelled'),
      ship: CANCELLED_SHIP,
      deliver: CANCELLED_DELIVER,
      cancelOwner: CANCELLED_CANCEL,
      cancelAdmin: CANCELLED_CANCEL,
      refundPartial: NOT_PAID_REFUND,
      refundFull: NOT_PAID_REFUND,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online paid, unfulfilled',
    method: 'Razorpay',
    steps: ['pay'],
    state: ['paid', 'unfulfilled'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: to('paid', 'shipped'),
      deliver: to('paid', 'delivered'),
      cancelOwner: to('refunded', 'cancelled'),
      cancelAdmin: to('refunded', 'cancelled'),
      refundPartial: to('partially_refunded', 'unfulfilled'),
      refundFull: to('refunded', 'unfulfilled'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online paid, shipped',
    method: 'Razorpay',
    steps: ['pay', 'ship'],
    state: ['paid', 'shipped'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: SHIPPED,
      deliver: to('paid', 'delivered'),
      cancelOwner: SHIPPED_CANCEL,
      cancelAdmin: to('refunded', 'cancelled'),
      refundPartial: to('partially_refunded', 'shipped'),
      refundFull: to('refunded', 'shipped'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online paid, delivered',
    method: 'Razorpay',
    steps: ['pay', 'ship', 'deliver'],
    state: ['paid', 'delivered'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: DELIVERED,
      deliver: DELIVERED,
      cancelOwner: DELIVERED_CANCEL,
      cancelAdmin: DELIVERED_CANCEL,
      refundPartial: to('partially_refunded', 'delivered'),
      refundFull: to('refunded', 'delivered'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online partially refunded, unfulfilled',
    method: 'Razorpay',
    steps: ['pay', 'refundPartial'],
    state: ['partially_refunded', 'unfulfilled'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: to('partially_refunded', 'shipped'),
      deliver: to('partially_refunded', 'delivered'),
      cancelOwner: to('refunded', 'cancelled'),
      cancelAdmin: to('refunded', 'cancelled'),
      refundPartial: to('partially_refunded', 'unfulfilled'),
      refundFull: to('refunded', 'unfulfilled'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online partially refunded, shipped',
    method: 'Razorpay',
    steps: ['pay', 'ship', 'refundPartial'],
    state: ['partially_refunded', 'shipped'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: SHIPPED,
      deliver: to('partially_refunded', 'delivered'),
      cancelOwner: SHIPPED_CANCEL,
      cancelAdmin: to('refunded', 'cancelled'),
      refundPartial: to('partially_refunded', 'shipped'),
      refundFull: to('refunded', 'shipped'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online partially refunded, delivered',
    method: 'Razorpay',
    steps: ['pay', 'deliver', 'refundPartial'],
    state: ['partially_refunded', 'delivered'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: DELIVERED,
      deliver: DELIVERED,
      cancelOwner: DELIVERED_CANCEL,
      cancelAdmin: DELIVERED_CANCEL,
      refundPartial: to('partially_refunded', 'delivered'),
      refundFull: to('refunded', 'delivered'),
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online refunded, unfulfilled',
    method: 'Razorpay',
    steps: ['pay', 'refundFull'],
    state: ['refunded', 'unfulfilled'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: REFUNDED_SHIP,
      deliver: REFUNDED_DELIVER,
      cancelOwner: to('refunded', 'cancelled'),
      cancelAdmin: to('refunded', 'cancelled'),
      refundPartial: ALL_REFUNDED,
      refundFull: ALL_REFUNDED,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online refunded, shipped',
    method: 'Razorpay',
    steps: ['pay', 'ship', 'refundFull'],
    state: ['refunded', 'shipped'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: SHIPPED,
      deliver: REFUNDED_DELIVER,
      cancelOwner: SHIPPED_CANCEL,
      cancelAdmin: to('refunded', 'cancelled'),
      refundPartial: ALL_REFUNDED,
      refundFull: ALL_REFUNDED,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online refunded, delivered',
    method: 'Razorpay',
    steps: ['pay', 'deliver', 'refundFull'],
    state: ['refunded', 'delivered'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: DELIVERED,
      deliver: DELIVERED,
      cancelOwner: DELIVERED_CANCEL,
      cancelAdmin: DELIVERED_CANCEL,
      refundPartial: ALL_REFUNDED,
      refundFull: ALL_REFUNDED,
      expire: UNTOUCHED,
    },
  },
  {
    name: 'online refunded, cancelled (paid, then cancelled)',
    method: 'Razorpay',
    steps: ['pay', 'cancelAdmin'],
    state: ['refunded', 'cancelled'],
    outcomes: {
      pay: REPEAT_PAY,
      ship: CANCELLED_SHIP,
      deliver: CANCELLED_DELIVER,
      cancelOwner: CANCELLED_CANCEL,
      cancelAdmin: CANCELLED_CANCEL,
      refundPartial: ALL_REFUNDED,
      refundFull: ALL_REFUNDED,
      expire: UNTOUCHED,
    },
  },
];

type OrderView = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field

function leftPaise(order: OrderView): number {
  return Math.round(Number(order.totalPrice) * 100) - Math.round(Number(order.refundedPrice) * 100);
}

/** Runs one step (or the action under test) through the API. */
async function run(action: Action, built: Built, current: OrderView) {
  const { id } = built.order;
  switch (action) {
    case 'pay':
      return calls.pay(id, built.paymentId ?? 'testpay_none', buyer.token);
    case 'ship':
      return calls.ship(id, admin.token);
    case 'deliver':
      return calls.deliver(id, admin.token);
    case 'cancelOwner':
      return calls.cancel(id, buyer.token);
    case 'cancelAdmin':
      return calls.cancel(id, admin.token, 'Refused at the door');
    case 'refundPartial':
      return calls.refund(id, admin.token, money(PARTIAL_PAISE), 'Late delivery');
    case 'refundFull':
      // Everything that is left; a fully refunded or unpaid order is asked for its whole total.
      return calls.refund(id, admin.token, money(leftPaise(current) > 0 ? leftPaise(current) : Math.round(Number(current.totalPrice) * 100)), 'Returned');
    case 'expire': {
      const cancelled = await expireUnpaidOrders(t.deps, new Date(Date.now() + (WINDOW_MINUTES + 1) * 60_000));
      return { status: 200, body: { cancelled } };
    }
  }
}

async function build(state: StateCase): Promise<Built> {
  const order = await placeLines(t, buyer, { paymentMethod: state.method });
  const built: Built = { order, paymentId: state.method === 'Razorpay' ? await takeTestPayment(t, buyer, order.id) : null };
  for (const step of state.steps) {
    const current = (await calls.get(order.id, admin.token)).body as OrderView;
    ok(await run(step, built, current));
  }
  const view = (await calls.get(order.id, admin.token)).body as OrderView;
  expect([view.paymentStatus, view.fulfilmentStatus]).toEqual(state.state);
  return built;
}

const actorOf = (action: Action) => (action === 'cancelOwner' ? 'customer' : action === 'expire' ? 'system' : action === 'pay' ? 'test' : 'admin');

/** The events an allowed action appends, in order. */
function expectedEvents(action: Action, before: OrderView, state: StateCase): { type: string; actor: string }[] {
  const actor = actorOf(action);
  const moneyIn = before.paymentStatus === 'paid' || before.paymentStatus === 'partially_refunded';
  switch (action) {
    case 'pay':
      return before.fulfilmentStatus === 'cancelled'
        ? [
            { type: 'paid_after_cancel', actor: 'test' },
            { type: 'refunded', actor: 'system' },
          ]
        : [{ type: 'paid', actor }];
    case 'ship':
      return [{ type: 'shipped', actor }];
    case 'deliver':
      return state.method === 'COD' && before.paymentStatus === 'unpaid'
        ? [
            { type: 'delivered', actor },
            { type: 'paid', actor },
          ]
        : [{ type: 'delivered', actor }];
    case 'cancelOwner':
    case 'cancelAdmin':
    case 'expire':
      return moneyIn
        ? [
            { type: 'refunded', actor },
            { type: 'cancelled', actor },
          ]
        : [{ type: 'cancelled', actor }];
    case 'refundPartial':
    case 'refundFull':
      return [{ type: 'refunded', actor }];
  }
}

/** The paise an allowed action gives back. */
function refundOf(action: Action, before: OrderView): number {
  const moneyIn = before.paymentStatus === 'paid' || before.paymentStatus === 'partially_refunded';
  if (action === 'refundPartial') return PARTIAL_PAISE;
  if (action === 'refundFull') return leftPaise(before);
  if ((action === 'cancelOwner' || action === 'cancelAdmin') && moneyIn) return leftPaise(before);
  if (action === 'pay' && before.fulfilmentStatus === 'cancelled') return Math.round(Number(before.totalPrice) * 100);
  return 0;
}

describe.each(STATES)('$name', (state) => {
  it.each(ACTIONS)('%s', async (action) => {
    const built = await build(state);
    const before = await snapshot(t, admin, built.order);
    const outcome = state.outcomes[action];
    const res = await run(action, built, before.order);
    const after = await snapshot(t, admin, built.order);
    const button = BUTTON[action];
    if (button) expect(allowedActions(before.order as Order)[button], `the admin screen's ${button} button`).toBe(res.status === 200);

    if ('refused' in outcome || 'badRequest' in outcome) {
      expect(res.status, JSON.stringify(res.body)).toBe('refused' in outcome ? 409 : 400);
      expect(res.body.message).toMatch('refused' in outcome ? outcome.refused : outcome.badRequest);
      expect(after).toEqual(before);
      return;
    }
    if ('unchanged' in outcome || 'untouched' in outcome) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(after).toEqual(before);
      return;
    }

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [paymentStatus, fulfilmentStatus] = outcome.to;
    const b = before.order;
    const a = after.order;
    const refundPaise = refundOf(action, b);
    const refundedPaise = Math.round(Number(b.refundedPrice) * 100) + refundPaise;
    const cancelling = fulfilmentStatus === 'cancelled' && b.fulfilmentStatus !== 'cancelled';
    const nowPaid = b.paymentStatus === 'unpaid' && paymentStatus !== 'unpaid';

    // Exactly these fields change; every other field of the order stays as it was.
    const expected: OrderView = {
      ...b,
      paymentStatus,
      fulfilmentStatus,
      isPaid: paymentStatus !== 'unpaid',
      isDelivered: fulfilmentStatus === 'delivered',
      refundedPrice: refundedPaise / 100,
      paymentDueAt: paymentStatus === 'unpaid' && fulfilmentStatus !== 'cancelled' ? b.paymentDueAt : null,
      events: [...b.events, ...expectedEvents(action, b, state).map((e) => ({ ...e, at: expect.any(String), note: expect.toSatisfy((n) => n === null || typeof n === 'string') }))],
      refunds: refundPaise > 0 ? [...b.refunds, { _id: expect.any(String), amount: refundPaise / 100, reason: expect.any(String), status: 'succeeded', createdAt: expect.any(String) }] : b.refunds,
    };
    if (action === 'ship') expected.shipment = { ...SHIPMENT, shippedAt: expect.any(String) };
    if (action === 'deliver') expected.deliveredAt = expect.any(String);
    if (nowPaid) expected.paidAt = expect.any(String);
    if (cancelling) {
      expected.cancelledAt = expect.any(String);
      expected.cancelReason = action === 'cancelOwner' ? 'Cancelled by the customer' : action === 'expire' ? `Not paid within ${WINDOW_MINUTES} minutes` : 'Refused at the door';
      expected.orderItems = b.orderItems.map((item: OrderView) => ({ ...item, restockedQty: item.qty }));
    }
    if (action === 'pay') {
      expected.paymentResult = { id: built.paymentId, status: 'succeeded', update_time: expect.any(String), email_address: buyer.user.email };
      expected.isTestPayment = true;
    }
    // The invoice is issued when an online order is paid (unless it had been cancelled: then it is refunded),
    // or when the goods leave, whichever is first.
    const invoicing = (action === 'pay' && b.fulfilmentStatus !== 'cancelled') || action === 'ship' || action === 'deliver';
    if (invoicing && !b.invoice) expected.invoice = { number: expect.any(String), kind: expect.any(String), issuedAt: expect.any(String), cancelledBy: null };
    expect(a).toEqual(expected);

    // The dates are the action's own.
    const lastEvent = a.events.at(-1);
    if (action === 'ship') expect(a.shipment.shippedAt).toBe(lastEvent.at);
    if (action === 'deliver') expect(a.deliveredAt).toBe(a.events.find((e: OrderView) => e.type === 'delivered' && !b.events.includes(e))?.at ?? lastEvent.at);
    if (action === 'deliver' && nowPaid) expect(a.paidAt).toBe(a.deliveredAt);
    if (cancelling) expect(a.cancelledAt).toBe(lastEvent.at);

    // Stock comes back exactly when the order is cancelled.
    expect(after.stock).toEqual(cancelling ? stocksBefore(built.order) : before.stock);
    expect(after.refunds.filter((r) => r.status !== 'succeeded')).toEqual([]);
  });
});

describe('the table covers the state machine', () => {
  it('lists every action for every reachable state of both payment methods', () => {
    for (const state of STATES) expect(Object.keys(state.outcomes).sort()).toEqual([...ACTIONS].sort());
    const reached = new Set(STATES.map((s) => `${s.method} ${s.state.join(' ')}`));
    expect(reached.size).toBe(18);
  });
});
