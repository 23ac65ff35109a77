import * as m from '@messages/checkout';
import { CheckIcon } from './icons.js';
import classes from './CheckoutSteps.module.css';

const STEPS = [m.signIn, m.shipping, m.payment, m.placeOrder] as const;

/** Where the shopper is in the checkout: 1 = Shipping, 2 = Payment, 3 = Place Order. */
export function CheckoutSteps({ active }: { active: 1 | 2 | 3 }) {
  return (
    <nav aria-label={m.progress} className={classes.nav}>
      <ol className={classes.steps}>
        {STEPS.map((label, i) => (
          <li key={label} className={classes.step} data-state={i < active ? 'done' : i === active ? 'current' : 'todo'} aria-current={i === active ? 'step' : undefined}>
            <span className={classes.dot} aria-hidden="true">
              {i < active ? <CheckIcon size={14} /> : i + 1}
            </span>
            <span className={classes.label}>{label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
