import { Text } from '@mantine/core';
import * as m from '@messages/layout';
import { LANGUAGE } from '@messages/locale';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { useSession } from '../state/session.js';
import { trpc } from '../trpc.js';
import classes from './PromoBanner.module.css';

/**
 * The offer banner above the header, in the words the server made (from the banner promotion, or the owner's
 * text); none when there is nothing to offer. A drawn page carries everyone's banner, so for a signed-in
 * shopper the server is asked whether its code is still theirs to use (a first order only, say).
 */
export function PromoBanner() {
  const offer = useShopSettings()?.banner;
  const session = useSession();
  const mine = trpc.promotions.banner.useQuery(undefined, { enabled: Boolean(session && offer?.code) });
  const banner = session && mine.data ? mine.data.banner : offer;
  if (!banner) return null;
  return (
    <aside className={classes.banner} aria-label={m.offer}>
      <Text size="sm" fw={600} ta="center">
        {LANGUAGE === 'hi' ? banner.textHi : banner.text}
      </Text>
    </aside>
  );
}

/** Every page says so while online payments take no real money (so a shop never takes test payments by mistake; docs/decisions/008-test-payment-gateway.md). */
export function TestModeStrip() {
  const settings = useShopSettings();
  if (!settings?.testMode) return null;
  return (
    <div className={classes.testMode} role="note" aria-label={m.testMode}>
      <Text size="xs" fw={700} ta="center">
        {m.testModeText}
      </Text>
    </div>
  );
}
