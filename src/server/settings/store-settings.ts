import { eq, sql } from 'drizzle-orm';
import { promotions, storeSettings, type StoreSettingsRow } from '../../../drizzle/schema.js';
import { gstinProblem } from '../../shared/gstin.js';
import type { GstReturnFrequency } from '../../shared/gst-returns.js';
import { findIndianState } from '../../shared/india.js';
import { BANNER_PROMOTION_UNKNOWN, registeredAddressProblem, type SettingsInput, type ShopSettings } from '../../shared/schemas/settings.js';
import { deliveryPromise, loadShippingRules } from '../shipping/shipping-rules.js';
import { STORE_RULE_DEFAULTS, type UnverifiedReviewMode } from '../../shared/store-rules.js';
import type { Queryable } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { badRequest } from '../errors.js';
import { paymentConfig } from '../payments/payment-config.js';
import { storefrontBanner } from '../promotions/promotions.js';

export interface FooterPromise {
  title: string;
  text: string;
  /** For the Hindi storefront; '' shows the English there. */
  titleHi: string;
  textHi: string;
}

type SettingsFields = Omit<StoreSettingsRow, 'id' | 'updatedAt' | 'unverifiedReviews' | 'footerPromises' | 'gstReturnFrequency'> & {
  unverifiedReviews: UnverifiedReviewMode;
  gstReturnFrequency: GstReturnFrequency;
  footerPromises: FooterPromise[];
};

/**
 * What a shop that has never saved its settings shows: a neutral name and nothing invented; the house rules
 * at their defaults (src/shared/store-rules.ts).
 */
export const DEFAULT_SETTINGS: SettingsFields = {
  shopName: 'My Shop',
  legalName: '',
  logo: null,
  contactEmail: '',
  contactPhone: '',
  address: '',
  city: '',
  pincode: '',
  state: '',
  gstin: null,
  facebookUrl: null,
  instagramUrl: null,
  xUrl: null,
  youtubeUrl: null,
  bannerText: '',
  bannerTextHi: '',
  bannerPromotionId: null,
  // The column's default (drizzle/schema.ts).
  orderNumberPrefix: 'RS-',
  aboutText: '',
  aboutTextHi: '',
  footerPromises: [],
  // The spec's arithmetic: GST added at checkout.
  pricesIncludeGst: false,
  gstReturnFrequency: 'monthly',
  // No UPI straight to the shop and no WhatsApp until the owner gives theirs.
  upiId: '',
  upiPayeeName: '',
  whatsappNumber: '',
  ...STORE_RULE_DEFAULTS,
};

export type StoreIdentity = SettingsFields & { configured: boolean; stateCode: string | null };

const optionalText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The footer's promises as stored (JSON; those saved before the Hindi texts have none); anything unreadable is none. */
function footerPromises(json: string): FooterPromise[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is FooterPromise => typeof item === 'object' && item !== null && typeof item.title === 'string' && typeof item.text === 'string')
      .map(({ title, text, titleHi, textHi }) => ({ title, text, titleHi: optionalText(titleHi), textHi: optionalText(textHi) }));
  } catch {
    return [];
  }
}

/** The column's CHECK allows only these two; anything else read back (a hand edit) is taken as the safer one. */
function unverifiedReviewMode(value: string): UnverifiedReviewMode {
  return value === 'show' ? 'show' : 'hide';
}

/** Reads the settings row once and keeps it; every change goes through `save`, so the copy stays right. */
export class SettingsStore {
  private cached: StoreIdentity | null = null;

  constructor(private readonly db: Queryable) {}

  get(): StoreIdentity {
    if (!this.cached) {
      const row = this.db.select().from(storeSettings).where(eq(storeSettings.id, 1)).get();
      const values = row ? { ...row, footerPromises: footerPromises(row.footerPromises) } : { ...DEFAULT_SETTINGS };
      const { id: _id, updatedAt: _updatedAt, ...fields } = { id: 1, updatedAt: null, ...values };
      this.cached = {
        ...fields,
        unverifiedReviews: unverifiedReviewMode(fields.unverifiedReviews),
        gstReturnFrequency: fields.gstReturnFrequency === 'quarterly' ? 'quarterly' : 'monthly',
        configured: row !== undefined,
        stateCode: findIndianState(fields.state)?.code ?? null,
      };
    }
    return this.cached;
  }

  /** Forgets the kept copy: the row was changed by other means (a promotion on the banner was deleted). */
  forget(): void {
    this.cached = null;
  }

  /**
   * Replaces the fields given; a GSTIN must be valid for the shop's state, and the pincode must be able to lie
   * in it (as they will be after the change; the pincode only when it or the state is changed, so a shop whose
   * stored address predates the check can still change other settings). The banner's promotion must exist.
   * Which reviews a product page shows follows `unverifiedReviews`, so changing it is a change to the
   * catalogue for the caches that keep product pages (their counter moves in the same transaction).
   */
  save(changes: SettingsInput & { bannerPromotionId?: string | null }, now = new Date()): StoreIdentity {
    const { configured: _configured, stateCode: _stateCode, ...current } = this.get();
    const next = { ...current, ...stripUndefined(changes) };
    if (changes.pincode !== undefined || changes.state !== undefined) {
      const problem = registeredAddressProblem(next.pincode, next.state);
      if (problem) throw badRequest(problem);
    }
    if (next.upiId && !next.upiPayeeName.trim()) throw badRequest('Enter the UPI payee name: the name your bank shows for this UPI ID');
    if (next.gstin) {
      const state = findIndianState(next.state);
      if (!state) throw badRequest('Choose the shop’s state before entering its GSTIN');
      const problem = gstinProblem(next.gstin, state.code);
      if (problem) throw badRequest(problem);
    }
    this.db.transaction(
      (tx) => {
        // Looked up in the transaction that writes it, so a promotion deleted meanwhile is refused, not a broken reference.
        if (next.bannerPromotionId && !tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, next.bannerPromotionId)).get()) {
          throw badRequest(BANNER_PROMOTION_UNKNOWN);
        }
        const row = { ...next, footerPromises: JSON.stringify(next.footerPromises), updatedAt: now };
        tx.insert(storeSettings)
          .values({ id: 1, ...row })
          .onConflictDoUpdate({ target: storeSettings.id, set: row })
          .run();
        if (next.unverifiedReviews !== current.unverifiedReviews) tx.run(sql`update catalog_version set version = version + 1 where id = 1`);
      },
      { behavior: 'immediate' },
    );
    this.cached = null;
    return this.get();
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The settings as the API shows them, with how the shop runs. */
export function shopSettings(deps: AppDeps): ShopSettings {
  const identity = deps.settings.get();
  const payments = paymentConfig(deps.payments.gateway);
  return {
    ...identity,
    deliveryPromise: deliveryPromise(loadShippingRules(deps.db)),
    banner: storefrontBanner(deps.db, identity),
    paymentGateway: payments.gateway,
    testMode: payments.testMode,
    maxLineQty: deps.config.limits.lineQuantity,
    publicUrl: deps.config.publicUrl,
  };
}
