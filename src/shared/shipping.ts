/**
 * The shop's shipping rules and what they make of one delivery (docs/decisions/041-shipping-rules.md): the
 * delivery fee, free delivery above an order value, the delivery days, and cash on delivery with its fee and
 * limit. Shared by the server (the order's figures, the delivery answer) and the browser (the cart's
 * figures), so both compute the same.
 */
import type { Paise } from './money.js';

/** A fee, a free-delivery threshold and delivery days: the default rule, or a zone's. */
export interface DeliveryRule {
  feePaise: Paise;
  /** Orders worth at least this much (items after discount, before tax) ship free; null: never free. */
  freeAbovePaise: Paise | null;
  minDays: number;
  maxDays: number;
}

/** A zone overrides the default rule for its states and pincode prefixes. */
export interface ShippingZone extends DeliveryRule {
  id: string;
  name: string;
  /** State names as in src/shared/india.ts. */
  states: string[];
  /** 1 to 6 digits: '560' covers 560001 to 560099. */
  pincodePrefixes: string[];
  /** Cash on delivery in this zone (when the shop takes it at all). */
  codEnabled: boolean;
}

export const SERVICEABLE_AREAS = ['all', 'list'] as const;
export type ServiceableArea = (typeof SERVICEABLE_AREAS)[number];

export interface ShippingRules extends DeliveryRule {
  codEnabled: boolean;
  codFeePaise: Paise;
  /** The largest order total (before the COD fee) that may be paid in cash; null: no limit. */
  codMaxOrderPaise: Paise | null;
  /** 'all' of India, or only the pincodes on the shop's list. */
  serviceableArea: ServiceableArea;
  zones: ShippingZone[];
}

/** A new shop: free delivery everywhere in 2 to 7 days, cash on delivery without a fee. */
export const DEFAULT_SHIPPING_RULES: ShippingRules = {
  feePaise: 0,
  freeAbovePaise: null,
  minDays: 2,
  maxDays: 7,
  codEnabled: true,
  codFeePaise: 0,
  codMaxOrderPaise: null,
  serviceableArea: 'all',
  zones: [],
};

export const MAX_DELIVERY_DAYS = 60;
export const MAX_ZONES = 100;
export const MAX_PREFIXES_PER_ZONE = 200;

/** SAC of the delivery charge (and the COD fee) on an invoice. */
export const DELIVERY_SAC = '996812';

export const notDeliveredMessage = (pincode: string) => `Sorry, we do not deliver to ${pincode} yet`;

/**
 * The zone for a delivery: the one with the longest pincode prefix the pincode starts with; failing that,
 * the first zone that lists the state; failing that, none (the default rule).
 */
export function zoneFor(zones: readonly ShippingZone[], pincode: string, state: string | undefined): ShippingZone | undefined {
  let best: ShippingZone | undefined;
  let bestLength = 0;
  for (const zone of zones) {
    for (const prefix of zone.pincodePrefixes) {
      if (prefix.length > bestLength && pincode.startsWith(prefix)) {
        best = zone;
        bestLength = prefix.length;
      }
    }
  }
  if (best) return best;
  const name = state?.trim().toLowerCase();
  return name ? zones.find((zone) => zone.states.some((s) => s.toLowerCase() === name)) : undefined;
}

export interface DeliveryTerms extends DeliveryRule {
  /** The zone's name, or null for the default rule. */
  zone: string | null;
  codAvailable: boolean;
}

/** The rule that applies to a delivery to this pincode (and state, when known). */
export function deliveryTerms(rules: ShippingRules, pincode: string, state?: string): DeliveryTerms {
  const zone = zoneFor(rules.zones, pincode, state);
  const rule = zone ?? rules;
  return {
    zone: zone?.name ?? null,
    feePaise: rule.feePaise,
    freeAbovePaise: rule.freeAbovePaise,
    minDays: rule.minDays,
    maxDays: rule.maxDays,
    codAvailable: rules.codEnabled && (zone ? zone.codEnabled : true),
  };
}

/** The delivery fee for an order worth `valuePaise` (its items after discount, before tax). */
export function deliveryFee(terms: DeliveryRule, valuePaise: Paise): Paise {
  return terms.freeAbovePaise !== null && valuePaise >= terms.freeAbovePaise ? 0 : terms.feePaise;
}

/**
 * Why cash on delivery cannot pay this order, or undefined when it can: off for the shop or the zone, or the
 * order's total (what the courier would collect) above the shop's COD limit.
 */
export function codProblem(
  terms: { codAvailable: boolean },
  codMaxOrderPaise: Paise | null,
  totalPaise: Paise,
  formatRupees: (paise: Paise) => string,
): string | undefined {
  if (!terms.codAvailable) return 'Cash on delivery is not available for this address';
  if (codMaxOrderPaise !== null && totalPaise > codMaxOrderPaise) return `Cash on delivery is available for orders up to ${formatRupees(codMaxOrderPaise)}`;
  return undefined;
}

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The day a delivery arrives by: `days` delivery days after today in India's time, Sundays not counted (a
 * delivery never arrives on one). Answered as the calendar date in India ('2026-12-03') and as a shopper
 * reads it ('Thu, 3 Dec').
 */
export function deliveryBy(now: Date, days: number): { date: string; text: string } {
  // India's calendar day as a UTC midnight, so the day arithmetic needs no time zone.
  let day = new Date(Math.floor((now.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS);
  let left = days;
  while (left > 0 || day.getUTCDay() === 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (day.getUTCDay() !== 0) left -= 1;
  }
  return {
    date: day.toISOString().slice(0, 10),
    text: `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`,
  };
}
