/**
 * Orders for the accountant: one row per order line placed in a date range (India's dates), with the
 * line's GST as it was charged — HSN, rate, taxable value, CGST, SGST, IGST — and the order's number and
 * invoice number. The last columns say what came back: the order's refunds and credit notes, the line's
 * taxable value and GST those notes reversed, and what is left (nothing for a cancelled order), so the
 * month's tax is never counted from orders that were undone (docs/decisions/048-gstr1-and-sales-register.md).
 */
import { paiseToMoneyString } from '../../shared/money.js';
import type { Db } from '../db/database.js';
import { csvWriter } from './spreadsheet-csv.js';
import { formatIndianMobile } from '../../shared/phone.js';

const COLUMNS = [
  'orderId',
  'orderNumber',
  'invoiceNumber',
  'placedOn',
  'customer',
  'email',
  'recipient',
  'phone',
  'state',
  'placeOfSupplyCode',
  'paymentMethod',
  'paymentStatus',
  'fulfilmentStatus',
  'product',
  'variant',
  'sku',
  'hsnCode',
  'qty',
  'unitPrice',
  'discount',
  'taxableValue',
  'gstRate',
  'cgst',
  'sgst',
  'igst',
  'lineTotal',
  'promoCode',
  'refunded',
  'creditNotes',
  'creditedTaxableValue',
  'creditedTax',
  'netTaxableValue',
  'netTax',
] as const;

interface LineRow {
  order_id: string;
  order_number: string | null;
  position: number;
  created_at: number;
  invoice_number: string | null;
  user_name: string;
  user_email: string;
  recipient_name: string | null;
  phone: string | null;
  state: string;
  place_of_supply_code: string | null;
  payment_method: string;
  payment_status: string;
  fulfilment_status: string;
  name: string;
  variant_title: string | null;
  sku: string | null;
  hsn_code: string | null;
  qty: number;
  price_paise: number;
  discount_paise: number;
  taxable_paise: number;
  gst_rate_bp: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  tax_paise: number;
  promo_code: string | null;
  refunded_paise: number;
  credit_notes: string | null;
  credited_taxable_paise: number;
  credited_tax_paise: number;
}

const IST_OFFSET = 5.5 * 60 * 60 * 1000;
const indianDate = (ms: number) => new Date(ms + IST_OFFSET).toISOString().slice(0, 10);

/** Orders placed from `from` to `to` (inclusive, 'YYYY-MM-DD' in India), a line a row, streamed a page at a time. */
export function exportOrders(db: Db, from: string, to: string) {
  const start = Date.parse(`${from}T00:00:00Z`) - IST_OFFSET;
  const end = Date.parse(`${to}T00:00:00Z`) - IST_OFFSET + 24 * 60 * 60 * 1000;
  const csv = csvWriter(COLUMNS);
  const page = db.$client.prepare(
    `select o.id as order_id, o.order_number, i.position, o.created_at, o.invoice_number, o.user_name, o.user_email, o.recipient_name, o.phone, o.state, o.place_of_supply_code,
            o.payment_method, o.payment_status, o.fulfilment_status, o.promo_code, o.refunded_paise,
            i.name, i.variant_title, i.sku, i.hsn_code, i.qty, i.price_paise, i.discount_paise, i.taxable_paise, i.gst_rate_bp, i.cgst_paise, i.sgst_paise, i.igst_paise, i.tax_paise,
            -- The order's credit notes and what they reversed of this line; a withdrawn note counts for nothing.
            (select group_concat(number, ' ') from (select n.number from credit_notes n where n.order_id = o.id and n.cancelled_at is null order by n.issued_at, n.number)) as credit_notes,
            (select coalesce(sum(l.taxable_paise), 0) from credit_note_lines l join credit_notes n on n.id = l.credit_note_id
              where l.order_item_id = i.id and n.cancelled_at is null) as credited_taxable_paise,
            (select coalesce(sum(l.cgst_paise + l.sgst_paise + l.igst_paise), 0) from credit_note_lines l join credit_notes n on n.id = l.credit_note_id
              where l.order_item_id = i.id and n.cancelled_at is null) as credited_tax_paise
     from orders o join order_items i on i.order_id = o.id
     where o.created_at >= ? and o.created_at < ? and (o.created_at, o.id, i.position) > (?, ?, ?)
     order by o.created_at, o.id, i.position limit 1000`,
  );
  (async () => {
    let after: [number, string, number] = [-1, '', -1];
    for (;;) {
      const rows = page.all(start, end, ...after) as LineRow[];
      if (rows.length === 0) break;
      const last = rows[rows.length - 1];
      after = [last.created_at, last.order_id, last.position];
      for (const row of rows) {
        // A cancelled order counts for nothing, whether or not it was invoiced (and credited) first.
        const cancelled = row.fulfilment_status === 'cancelled';
        csv.write({
          orderId: row.order_id,
          orderNumber: row.order_number ?? '',
          invoiceNumber: row.invoice_number ?? '',
          placedOn: indianDate(row.created_at),
          customer: row.user_name,
          email: row.user_email,
          recipient: row.recipient_name ?? '',
          // The 10 digits as +91 98450 12345: a spreadsheet would read the bare digits as a number.
          phone: row.phone ? formatIndianMobile(row.phone) : '',
          state: row.state,
          placeOfSupplyCode: row.place_of_supply_code ?? '',
          paymentMethod: row.payment_method,
          paymentStatus: row.payment_status,
          fulfilmentStatus: row.fulfilment_status,
          product: row.name,
          variant: row.variant_title ?? '',
          sku: row.sku ?? '',
          hsnCode: row.hsn_code ?? '',
          qty: row.qty,
          unitPrice: paiseToMoneyString(row.price_paise),
          discount: paiseToMoneyString(row.discount_paise),
          taxableValue: paiseToMoneyString(row.taxable_paise),
          gstRate: row.gst_rate_bp / 100,
          cgst: paiseToMoneyString(row.cgst_paise),
          sgst: paiseToMoneyString(row.sgst_paise),
          igst: paiseToMoneyString(row.igst_paise),
          lineTotal: paiseToMoneyString(row.taxable_paise + row.tax_paise),
          promoCode: row.promo_code ?? '',
          refunded: paiseToMoneyString(row.refunded_paise),
          creditNotes: row.credit_notes ?? '',
          creditedTaxableValue: paiseToMoneyString(row.credited_taxable_paise),
          creditedTax: paiseToMoneyString(row.credited_tax_paise),
          netTaxableValue: paiseToMoneyString(cancelled ? 0 : row.taxable_paise - row.credited_taxable_paise),
          netTax: paiseToMoneyString(cancelled ? 0 : row.tax_paise - row.credited_tax_paise),
        });
      }
      if (csv.writableNeedDrain) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
}
