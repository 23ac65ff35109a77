import { useEffect } from 'react';
import { useShopName } from '../features/settings/use-shop-settings.js';

/** Sets the tab title for the page ('Cart | My Shop'), with the shop's name from its settings. */
export function useTitle(title: string | undefined): void {
  const shopName = useShopName();
  useEffect(() => {
    if (title) document.title = `${title} | ${shopName}`;
  }, [title, shopName]);
}
