import * as m from '@messages/order';
import type { Order } from '../../../shared/schemas/order.js';
import { formatDate } from '../../lib/format.js';
import classes from './OrderProgress.module.css';

interface Step {
  label: string;
  at: string | null;
  done: boolean;
  cancelled?: boolean;
}

/** The steps of an order: Placed → Paid → Shipped → Delivered (cash on delivery is paid at the door), or Placed → Cancelled. */
export function orderSteps(order: Order): Step[] {
  const placed: Step = { label: m.steps.placed, at: order.createdAt, done: true };
  const paid: Step = { label: m.steps.paid, at: order.paidAt, done: order.isPaid };
  if (order.fulfilmentStatus === 'cancelled') {
    return [placed, ...(order.isPaid ? [paid] : []), { label: m.steps.cancelled, at: order.cancelledAt, done: true, cancelled: true }];
  }
  const shipped: Step = { label: m.steps.shipped, at: order.shipment?.shippedAt ?? null, done: order.fulfilmentStatus === 'shipped' || order.fulfilmentStatus === 'delivered' };
  const delivered: Step = { label: m.steps.delivered, at: order.deliveredAt, done: order.fulfilmentStatus === 'delivered' };
  return order.paymentMethod === 'COD' ? [placed, shipped, delivered, paid] : [placed, paid, shipped, delivered];
}

/** The order's status stepper; the last step reached is the current one. */
export function OrderProgress({ order }: { order: Order }) {
  const steps = orderSteps(order);
  const current = steps.reduce((last, step, i) => (step.done ? i : last), 0);
  return (
    <ol className={classes.steps} aria-label={m.orderStatus}>
      {steps.map((step, i) => (
        <li
          key={step.label}
          className={classes.step}
          data-done={step.done && !step.cancelled ? '' : undefined}
          data-cancelled={step.cancelled ? '' : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={classes.dot} aria-hidden="true">
            {step.cancelled ? '✕' : step.done ? '✓' : i + 1}
          </span>
          <span className={classes.label}>
            {step.label}
            <span className="visually-hidden"> {step.done ? m.stepDone : m.stepNotYet}</span>
          </span>
          {step.done && step.at && <span className={classes.date}>{formatDate(step.at)}</span>}
        </li>
      ))}
    </ol>
  );
}
