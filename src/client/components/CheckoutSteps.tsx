import { Stepper } from '@mantine/core';

const STEPS = ['Sign In', 'Shipping', 'Payment', 'Place Order'] as const;

/** Where the shopper is in the checkout: 1 = Shipping, 2 = Payment, 3 = Place Order. */
export function CheckoutSteps({ active }: { active: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Checkout steps">
      <Stepper active={active} size="sm" mb="xl" iconSize={30} allowNextStepsSelect={false} wrap={false}>
        {STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
    </nav>
  );
}
