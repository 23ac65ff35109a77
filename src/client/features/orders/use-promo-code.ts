import { useEffect, useState } from 'react';
import * as m from '@messages/cartSummary';
import { rupeesToPaise, type Paise } from '../../../shared/money.js';
import { apiLine, lineKey, removePromoCode, savePromoCode, usePromoCode, type CartItem } from '../../state/cart.js';
import { errorMessage, trpc } from '../../trpc.js';

export interface PromoState {
  /** The code the shopper applied (kept with the cart), or null. */
  code: string | null;
  /** The discount the server gives that code for these very lines now; 0 until it said so. */
  discount: Paise;
  /** The code is being checked against the current lines. */
  checking: boolean;
  /** Why the last code tried does not apply, in the server's words ('Invalid promo code', 'This code is for your first order only', …). */
  error: string | null;
  apply(code: string): void;
  remove(): void;
}

/**
 * The promo code of the cart: applied codes are checked with the server (POST /api/promotions/validate)
 * for the current lines, and again whenever the lines change, so the discount shown is the one the order
 * will get (the server checks once more when the order is placed, docs/decisions/015-promotions.md). A code
 * that no longer applies is dropped, with the reason shown.
 */
export function usePromoCodeFor(items: readonly CartItem[]): PromoState {
  const code = usePromoCode();
  const client = trpc.useUtils().client;
  const linesKey = JSON.stringify(items.map((i) => [lineKey(i), i.qty, i.price]));
  const [result, setResult] = useState<{ code: string; linesKey: string; discount: Paise } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!code || items.length === 0) return;
    let current = true;
    client.promotions.validate
      .mutate({ code, orderItems: items.map(apiLine) })
      .then((answer) => {
        if (!current) return;
        setError(null);
        setResult({ code, linesKey, discount: rupeesToPaise(answer.discount) });
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setResult(null);
        setError(errorMessage(failure));
        removePromoCode();
      });
    return () => {
      current = false;
    };
    // The lines are compared by their key: a new array with the same lines needs no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, linesKey, client]);

  const valid = code !== null && result !== null && result.code === code && result.linesKey === linesKey;
  return {
    code: valid ? code : null,
    discount: valid ? result.discount : 0,
    checking: code !== null && items.length > 0 && !valid && error === null,
    error,
    apply(next) {
      const trimmed = next.trim().toUpperCase();
      if (!trimmed) return setError(m.enterPromoCode);
      setError(null);
      setResult(null);
      savePromoCode(trimmed);
    },
    remove() {
      setError(null);
      setResult(null);
      removePromoCode();
    },
  };
}
