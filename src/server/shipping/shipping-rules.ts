import { asc, eq, sql } from 'drizzle-orm';
import { serviceablePincodes, shippingSettings, shippingZones } from '../../../drizzle/schema.js';
import { paiseToRupees } from '../../shared/money.js';
import type { DeliveryPromise } from '../../shared/schemas/settings.js';
import type { DeliveryView, ShippingRulesInput, ShippingRulesView } from '../../shared/schemas/shipping.js';
import {
  DEFAULT_SHIPPING_RULES,
  deliveryBy,
  deliveryFee,
  deliveryTerms,
  notDeliveredMessage,
  SERVICEABLE_AREAS,
  type ServiceableArea,
  type ShippingRules,
} from '../../shared/shipping.js';
import type { Db, Queryable } from '../db/database.js';
import { badRequest } from '../errors.js';
import { lookUpPincode } from '../geo/pincode-lookup.js';
import { newId } from '../ids.js';

/** The most pincodes a shop's list may hold: India has about 19,000. */
export const MAX_SERVICEABLE_PINCODES = 50_000;

const stringList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

const area = (value: string): ServiceableArea => SERVICEABLE_AREAS.find((a) => a === value) ?? 'all';

/**
 * The rules as last read through each database handle: every page's footer promise reads them, and they
 * change only through saveShippingRules, which forgets them. A transaction's handle is a new object each
 * time, so the order's own transaction always reads them afresh.
 */
const kept = new WeakMap<Queryable, ShippingRules>();

/** The shop's rules as stored, or the defaults for a shop that never saved them. */
export function loadShippingRules(db: Queryable): ShippingRules {
  let rules = kept.get(db);
  if (!rules) {
    rules = readShippingRules(db);
    kept.set(db, rules);
  }
  return rules;
}

function readShippingRules(db: Queryable): ShippingRules {
  const row = db.select().from(shippingSettings).where(eq(shippingSettings.id, 1)).get();
  const zones = db
    .select()
    .from(shippingZones)
    .orderBy(asc(shippingZones.position))
    .all()
    .map((zone) => ({
      id: zone.id,
      name: zone.name,
      states: stringList(zone.states),
      pincodePrefixes: stringList(zone.pincodePrefixes),
      feePaise: zone.feePaise,
      freeAbovePaise: zone.freeAbovePaise,
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      codEnabled: zone.codEnabled,
    }));
  if (!row) return { ...DEFAULT_SHIPPING_RULES, zones };
  return {
    feePaise: row.feePaise,
    freeAbovePaise: row.freeAbovePaise,
    minDays: row.minDays,
    maxDays: row.maxDays,
    codEnabled: row.codEnabled,
    codFeePaise: row.codFeePaise,
    codMaxOrderPaise: row.codMaxOrderPaise,
    serviceableArea: area(row.serviceableArea),
    zones,
  };
}

const countPincodes = (db: Queryable) => db.get<{ n: number }>(sql`select count(*) as n from serviceable_pincodes`).n;

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

export function shippingRulesView(db: Queryable): ShippingRulesView {
  const rules = loadShippingRules(db);
  return {
    fee: paiseToRupees(rules.feePaise),
    freeAbove: rupees(rules.freeAbovePaise),
    minDays: rules.minDays,
    maxDays: rules.maxDays,
    codEnabled: rules.codEnabled,
    codFee: paiseToRupees(rules.codFeePaise),
    codMaxOrderValue: rupees(rules.codMaxOrderPaise),
    serviceableArea: rules.serviceableArea,
    serviceablePincodes: countPincodes(db),
    zones: rules.zones.map((zone) => ({
      _id: zone.id,
      name: zone.name,
      states: zone.states,
      pincodePrefixes: zone.pincodePrefixes,
      fee: paiseToRupees(zone.feePaise),
      freeAbove: rupees(zone.freeAbovePaise),
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      codEnabled: zone.codEnabled,
    })),
  };
}

/** Replaces the rules and the zones together, in one transaction. */
export function saveShippingRules(db: Db, input: ShippingRulesInput, now = new Date()): void {
  kept.delete(db);
  const values = {
    feePaise: input.fee,
    freeAbovePaise: input.freeAbove,
    minDays: input.minDays,
    maxDays: input.maxDays,
    codEnabled: input.codEnabled,
    codFeePaise: input.codFee,
    codMaxOrderPaise: input.codMaxOrderValue,
    serviceableArea: input.serviceableArea,
    updatedAt: now,
  };
  db.transaction(
    (tx) => {
      tx.insert(shippingSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shippingSettings.id, set: values })
        .run();
      tx.delete(shippingZones).run();
      if (input.zones.length > 0) {
        tx.insert(shippingZones)
          .values(
            input.zones.map((zone, position) => ({
              id: newId(),
              position,
              name: zone.name,
              states: JSON.stringify(zone.states),
              pincodePrefixes: JSON.stringify([...new Set(zone.pincodePrefixes)]),
              feePaise: zone.fee,
              freeAbovePaise: zone.freeAbove,
              minDays: zone.minDays,
              maxDays: zone.maxDays,
              codEnabled: zone.codEnabled,
            })),
          )
          .run();
      }
    },
    { behavior: 'immediate' },
  );
  kept.delete(db);
}

/** Whether the shop delivers to the pincode: anywhere in India, or only to the pincodes on its list. */
export function delivers(db: Queryable, rules: ShippingRules, pincode: string): boolean {
  if (rules.serviceableArea === 'all') return true;
  return db.select({ pincode: serviceablePincodes.pincode }).from(serviceablePincodes).where(eq(serviceablePincodes.pincode, pincode)).get() !== undefined;
}

/** What a delivery to the pincode costs for an order of `valuePaise`, and when it arrives. */
export function deliveryQuote(db: Queryable, pincode: string, valuePaise: number, now = new Date()): DeliveryView {
  const rules = loadShippingRules(db);
  const place = lookUpPincode(pincode);
  const serviceable = delivers(db, rules, pincode);
  const terms = deliveryTerms(rules, pincode, place?.state);
  const by = deliveryBy(now, terms.maxDays);
  return {
    pincode,
    city: place?.city ?? null,
    state: place?.state ?? null,
    serviceable,
    message: serviceable ? null : notDeliveredMessage(pincode),
    fee: paiseToRupees(deliveryFee(terms, valuePaise)),
    freeAbove: rupees(terms.freeAbovePaise),
    minDays: terms.minDays,
    maxDays: terms.maxDays,
    deliveryBy: by.date,
    deliveryByText: by.text,
    codAvailable: serviceable && terms.codAvailable,
    codFee: paiseToRupees(rules.codFeePaise),
    codMaxOrderValue: rupees(rules.codMaxOrderPaise),
  };
}

/**
 * Reads a list of pincodes from CSV text (one or more a line, separated by commas, semicolons or spaces; a
 * header such as "pincode" is skipped). Anything else refuses the whole list, naming the first few lines,
 * so a wrong file changes nothing.
 */
export function parsePincodeList(text: string): string[] {
  const found = new Set<string>();
  const problems: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    for (const raw of line.split(/[,;\t ]+/)) {
      const token = raw.trim().replace(/^"(.*)"$/, '$1').trim();
      if (token === '') continue;
      if (/^[1-9][0-9]{5}$/.test(token)) found.add(token);
      else if (!(index === 0 && /^[a-z _-]+$/i.test(token))) problems.push(`line ${index + 1}: ${token.slice(0, 20)}`);
    }
  });
  if (problems.length > 0) {
    throw badRequest(
      `These are not pincodes (6 digits, not starting with 0): ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` and ${problems.length - 5} more` : ''}. Nothing was changed.`,
    );
  }
  if (found.size === 0) throw badRequest('The file holds no pincodes. Nothing was changed.');
  if (found.size > MAX_SERVICEABLE_PINCODES) throw badRequest(`At most ${MAX_SERVICEABLE_PINCODES.toLocaleString('en-IN')} pincodes. Nothing was changed.`);
  return [...found].sort();
}

/** Replaces the shop's list of pincodes with these, in one transaction. */
export function replaceServiceablePincodes(db: Db, pincodes: readonly string[]): void {
  db.transaction(
    (tx) => {
      tx.delete(serviceablePincodes).run();
      for (let start = 0; start < pincodes.length; start += 500) {
        tx.insert(serviceablePincodes)
          .values(pincodes.slice(start, start + 500).map((pincode) => ({ pincode })))
          .run();
      }
    },
    { behavior: 'immediate' },
  );
}

export function listServiceablePincodes(db: Queryable): string[] {
  return db
    .select({ pincode: serviceablePincodes.pincode })
    .from(serviceablePincodes)
    .orderBy(asc(serviceablePincodes.pincode))
    .all()
    .map((row) => row.pincode);
}

/**
 * What the footer may promise about delivery, from the shipping rules (the default rule and every zone), so
 * it holds for every shopper: free from a value only if every rule that charges frees delivery at or below it.
 */
export function deliveryPromise(rules: ShippingRules): DeliveryPromise {
  const all = [rules, ...rules.zones];
  const charging = all.filter((rule) => rule.feePaise > 0);
  const thresholds = charging.map((rule) => rule.freeAbovePaise);
  const freeFrom = charging.length > 0 && thresholds.every((value) => value !== null) ? Math.max(...(thresholds as number[])) / 100 : null;
  const codZones = rules.zones.filter((zone) => zone.codEnabled).length;
  return {
    freeEverywhere: charging.length === 0,
    freeFrom,
    allOfIndia: rules.serviceableArea === 'all',
    cashOnDelivery: !rules.codEnabled ? 'none' : codZones === rules.zones.length ? 'everywhere' : 'some',
  };
}
