import { Text } from '@mantine/core';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '../../shared/constants.js';
import classes from './PromoBanner.module.css';

export function PromoBanner() {
  return (
    <aside className={classes.banner} aria-label="Offer">
      <Text size="sm" fw={600} ta="center">
        Get {FIRST_ORDER_DISCOUNT_PERCENT}% off your first order with our promo code. Shop now!
      </Text>
    </aside>
  );
}
