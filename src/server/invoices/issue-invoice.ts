import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { nextInSeries } from '../db/number-series.js';
import type { StoreIdentity } from '../settings/store-settings.js';

export type InvoiceKind = 'tax-invoice' | 'receipt';

/** The supplier as the invoice names it, frozen when the invoice is issued. */
export interface InvoiceSupplier {
  name: string;
  lines: string[];
  gstin: string | null;
  stateCode: string | null;
}

/** The Indian financial year (April to March, in India's time zone) a date falls in, as '26-27'. */
export function financialYear(date: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(date).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function supplierOf(settings: StoreIdentity): InvoiceSupplier {
  const place = [settings.city, settings.pincode].filter(Boolean).join(' ');
  const state = settings.state ? `${settings.state}${settings.stateCode ? ` (${settings.stateCode})` : ''}` : '';
  return {
    name: settings.legalName || settings.shopName,
    lines: [settings.address, place, state, settings.contactPhone, settings.contactEmail].filter((line) => line.trim() !== ''),
    gstin: settings.gstin,
    stateCode: settings.stateCode,
  };
}

/**
 * Gives the order its invoice number, once: 'INV/26-27/000042' (16 characters, a series per financial year)
 * for a shop with a GSTIN, else a receipt 'RCT/26-27/000042'. Inside the transaction that makes the order
 * invoiceable (placing a COD order, paying an online one), so numbers follow the orders and none is lost.
 */
export function issueInvoice(db: Db, orderId: string, settings: StoreIdentity, now: Date): void {
  const kind: InvoiceKind = settings.gstin ? 'tax-invoice' : 'receipt';
  const series = `${kind === 'tax-invoice' ? 'INV' : 'RCT'}/${financialYear(now)}`;
  const existing = db.select({ number: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId)).get();
  if (!existing || existing.number) return;
  const number = `${series}/${String(nextInSeries(db, series)).padStart(6, '0')}`;
  db.update(orders)
    .set({ invoiceNumber: number, invoiceKind: kind, invoiceIssuedAt: now, invoiceSupplier: JSON.stringify(supplierOf(settings)) })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
    .run();
}
