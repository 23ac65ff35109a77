import { Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import { LANGUAGE, localName } from '@messages/locale';
import * as m from '@messages/product';
import { localePath } from '../../../shared/i18n/locales.js';
import type { Product } from '../../../shared/schemas/product.js';
import { whatsappLink } from '../../../shared/whatsapp.js';
import { PlainButton } from '../../components/PlainButton.js';
import { toastProblem, toastSuccess } from '../../lib/toasts.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useShopSettings } from '../settings/use-shop-settings.js';

/**
 * Under the buy box: 'Ask on WhatsApp' (the shop's number, when it has given one, with the product's name and
 * link prefilled) and 'Share' (the phone's own share sheet through the Web Share API; where there is none, a
 * WhatsApp message to anyone and 'Copy link').
 */
export function ProductContact({ product }: { product: Pick<Product, '_id' | 'name' | 'nameHi'> }) {
  const settings = useShopSettings();
  const [fallback, setFallback] = useState(false);
  const hydrated = useHydrated();
  if (!settings) return null;
  // The page in this language (/hi/product/… in Hindi), as shared/whatsapp.ts's productUrl makes it in English.
  const url = `${settings.publicUrl.replace(/\/+$/, '')}${localePath(LANGUAGE, `/product/${product._id}`)}`;
  const name = localName(product);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to do. Anything else: the other ways below.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setFallback(true);
  };
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toastSuccess(m.linkCopied),
      () => toastProblem(m.couldNotCopy({ url })),
    );
  return (
    <Group gap="sm" justify={settings.whatsappNumber ? 'space-between' : 'flex-end'} wrap="wrap">
      {settings.whatsappNumber ? (
        <Anchor href={whatsappLink(m.whatsappQuestion({ name, url }), settings.whatsappNumber)} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
          {m.askOnWhatsapp}
        </Anchor>
      ) : null}
      {fallback ? (
        <Group gap="xs">
          <Anchor href={whatsappLink(`${name}: ${url}`)} target="_blank" rel="noopener noreferrer" size="sm">
            {m.shareOnWhatsapp}
          </Anchor>
          <PlainButton variant="subtle" size="xs" onClick={() => void copy()}>
            {m.copyLink}
          </PlainButton>
        </Group>
      ) : (
        <PlainButton variant="subtle" size="xs" disabled={!hydrated} onClick={() => void share()}>
          {m.share}
        </PlainButton>
      )}
    </Group>
  );
}
