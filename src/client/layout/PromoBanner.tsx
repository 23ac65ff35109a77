import { Text } from '@mantine/core';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '../../shared/constants.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import classes from './PromoBanner.module.css';

/** Until the settings are known (they come with every page, so rarely), the spec's banner without a code. */
const FALLBACK = `Get ${FIRST_ORDER_DISCOUNT_PERCENT}% off your first order with our promo code. Shop now!`;

/** The offer banner above the header, with the owner's text from the store settings; none when they emptied it. */
export function PromoBanner() {
  const settings = useShopSettings();
  const text = settings ? settings.bannerText.trim() : FALLBACK;
  if (!text) return null;
  return (
    <aside className={classes.banner} aria-label="Offer">
      <Text size="sm" fw={600} ta="center">
        {text}
      </Text>
    </aside>
  );
}

export const TEST_MODE_TEXT = 'Test mode — no money is taken';

/** Every page says so while online payments take no real money (so a shop never takes test payments by mistake; docs/decisions/008-test-payment-gateway.md). */
export function TestModeStrip() {
  const settings = useShopSettings();
  if (!settings?.testMode) return null;
  return (
    <div className={classes.testMode} role="note" aria-label="Test mode">
      <Text size="xs" fw={700} ta="center">
        {TEST_MODE_TEXT}
      </Text>
    </div>
  );
}
