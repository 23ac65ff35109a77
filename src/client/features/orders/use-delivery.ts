import { INTL_LOCALE, LANGUAGE, MONTH } from '@messages/locale';
import { rupeesToPaise, type Paise } from '../../../shared/money.js';
import type { OrderCharges } from '../../../shared/order-totals.js';
import type { DeliveryView } from '../../../shared/schemas/shipping.js';
import { trpc } from '../../trpc.js';

const PINCODE = /^[1-9][0-9]{5}$/;

/**
 * What delivery to a pincode costs for an order worth `valuePaise` (items after discount, before GST), when
 * it arrives and whether cash on delivery is taken there: the shop's answer (GET /api/delivery), the same
 * rules the order is placed by.
 */
export function useDelivery(pincode: string | undefined, valuePaise: Paise) {
  const valid = pincode !== undefined && PINCODE.test(pincode);
  return trpc.shipping.delivery.useQuery({ pincode: valid ? pincode : '', value: valuePaise / 100 }, { enabled: valid, staleTime: 30_000 });
}

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * The day a delivery arrives by, as the page's language writes it: the shop's own text in English ('Thu, 3 Dec'),
 * the same day from its calendar date in any other (गुरु, 3 दिसंबर).
 */
export function deliveryDay(delivery: Pick<DeliveryView, 'deliveryBy' | 'deliveryByText'>): string {
  if (LANGUAGE === 'en') return delivery.deliveryByText;
  dayFormat ??= new Intl.DateTimeFormat(INTL_LOCALE, { weekday: 'short', day: 'numeric', month: MONTH, timeZone: 'UTC' });
  return dayFormat.format(new Date(`${delivery.deliveryBy}T00:00:00Z`));
}

/** The fees an order is charged, by the delivery answer and the payment method. */
export function deliveryCharges(delivery: DeliveryView, cashOnDelivery: boolean): OrderCharges {
  return { shipping: rupeesToPaise(delivery.fee), codFee: cashOnDelivery ? rupeesToPaise(delivery.codFee) : 0 };
}
