import { useEffect } from 'react';

export const SHOP_NAME = 'Rupee Shop';

/** Sets the tab title for the page ('Cart | Rupee Shop'). */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SHOP_NAME}`;
  }, [title]);
}
