import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import * as m from '@messages/priceDetails';
import { gstLabel } from '../../shared/gst-label.js';
import { formatRupees, rupeesToPaise, type Paise } from '../../shared/money.js';
import { PlainCard } from './PlainCard.js';
import classes from './PriceDetails.module.css';
import { priceOrder, taxBreakdown, taxedWithCharges, type OrderTotals, type PricingOptions, type RateBreakdown } from '../../shared/order-totals.js';

interface CartLine {
  price: number;
  qty: number;
  gstRate?: number;
}

const pricedLines = (lines: readonly CartLine[]) => lines.map((l) => ({ unitPrice: rupeesToPaise(l.price), qty: l.qty, gstRate: l.gstRate }));

/**
 * The totals of cart lines (rupee prices as the API gives them), by the shop's one money rule: GST per line,
 * after the discount, and the fees (delivery, COD) at the highest line rate.
 */
export function cartTotals(lines: readonly CartLine[], discount: Paise = 0, options: PricingOptions = {}): OrderTotals {
  return priceOrder(pricedLines(lines), discount, options).totals;
}

/** Taxable value and GST per rate of cart lines and fees; `intraState` splits it CGST + SGST, otherwise IGST. */
export function cartTaxBreakdown(lines: readonly CartLine[], discount: Paise, intraState: boolean, options: PricingOptions = {}): RateBreakdown[] {
  return taxBreakdown(taxedWithCharges(priceOrder(pricedLines(lines), discount, options)), intraState);
}

/** An order's stored breakdown (rupees) in paise. */
export function orderTaxBreakdown(rows: readonly { rate: number; taxableValue: number; cgst: number; sgst: number; igst: number }[]): RateBreakdown[] {
  return rows.map((r) => ({ rate: r.rate, taxable: rupeesToPaise(r.taxableValue), cgst: rupeesToPaise(r.cgst), sgst: rupeesToPaise(r.sgst), igst: rupeesToPaise(r.igst) }));
}

function Row({ label, value, strong = false, minor = false }: { label: string; value: string; strong?: boolean; minor?: boolean }) {
  const size = strong ? 'lg' : minor ? 'sm' : 'md';
  return (
    <Group justify="space-between" wrap="nowrap" pl={minor ? 'sm' : 0}>
      <Text fw={strong ? 700 : 400} size={size} c={minor ? 'dimmed' : undefined}>
        {label}
      </Text>
      <Text fw={strong ? 800 : minor ? 400 : 500} size={size} c={minor ? 'dimmed' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

const half = (rate: number) => `${rate / 2}%`;

/** Within the shop's state (CGST + SGST) or across states (IGST): docs/decisions/014-gst-and-invoices.md. */
export type TaxSplit = 'intra' | 'inter';

/** How an order's tax was split, read from its breakdown; `fallback` (shop state = delivery state) when it had no tax. */
export function orderTaxSplit(breakdown: readonly RateBreakdown[], fallback: TaxSplit): TaxSplit {
  if (breakdown.some((r) => r.cgst + r.sgst > 0)) return 'intra';
  if (breakdown.some((r) => r.igst > 0)) return 'inter';
  return fallback;
}

/**
 * The GST lines under the tax row: with `split`, CGST + SGST (half the rate each) or IGST per rate, as the
 * place of supply decides; without it, one line per rate only when the rates differ.
 */
function TaxRows({ breakdown, split }: { breakdown: readonly RateBreakdown[]; split?: TaxSplit }) {
  if (!split && breakdown.length < 2) return null;
  return (
    <Stack gap={2} aria-label={m.gstBreakdown} role="group">
      {breakdown.map((row) => {
        if (!split) return <Row key={row.rate} minor label={m.gstOn({ rate: row.rate, amount: formatRupees(row.taxable) })} value={formatRupees(row.cgst + row.sgst + row.igst)} />;
        return split === 'intra' ? (
          <Stack gap={2} key={row.rate}>
            <Row minor label={`CGST ${half(row.rate)}`} value={formatRupees(row.cgst)} />
            <Row minor label={`SGST ${half(row.rate)}`} value={formatRupees(row.sgst)} />
          </Stack>
        ) : (
          <Row key={row.rate} minor label={`IGST ${row.rate}%`} value={formatRupees(row.igst)} />
        );
      })}
    </Stack>
  );
}

interface PriceDetailsProps {
  itemCount?: number;
  totals: OrderTotals;
  /** GST per rate; shown split (CGST/SGST or IGST) when `split` is known, else only when the rates differ. */
  breakdown?: readonly RateBreakdown[];
  split?: TaxSplit;
  /** The promo code whose discount `totals.discountPrice` is. */
  promoCode?: string | null;
  withShipping?: boolean;
  /** The prices include GST: the GST is shown as what the total includes, not added to it. */
  inclusive?: boolean;
  title?: string;
  children?: ReactNode;
}

export function PriceDetails({ itemCount, totals, breakdown = [], split, promoCode, withShipping = false, inclusive = false, title = m.priceDetails, children }: PriceDetailsProps) {
  const discount = totals.discountPrice ?? 0;
  const gst = (
    <>
      <Row minor={inclusive} label={inclusive ? m.includesGst({ label: gstLabel({ taxBreakdown: breakdown }) }) : gstLabel({ taxBreakdown: breakdown })} value={formatRupees(totals.taxPrice)} />
      <TaxRows breakdown={breakdown} split={split} />
    </>
  );
  return (
    <Stack gap="sm">
      <Title order={2} fz={18} tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Title>
      <hr className={classes.divider} />
      {itemCount !== undefined && <Row label={m.items} value={String(itemCount)} />}
      <Row label={inclusive ? m.subtotalInclGst : m.subtotal} value={formatRupees(totals.itemsPrice)} />
      {discount > 0 && <Row label={promoCode ? m.discountWithCode({ code: promoCode }) : m.discount} value={`-${formatRupees(discount)}`} />}
      {!inclusive && gst}
      {withShipping && <Row label={m.shipping} value={totals.shippingPrice === 0 ? m.free : formatRupees(totals.shippingPrice)} />}
      {(totals.codFee ?? 0) > 0 && <Row label={m.codFee} value={formatRupees(totals.codFee ?? 0)} />}
      {(totals.roundOff ?? 0) !== 0 && <Row label={m.roundOff} value={formatRupees(totals.roundOff ?? 0)} />}
      <hr className={classes.divider} />
      <Row label={m.total} value={formatRupees(totals.totalPrice)} strong />
      {inclusive && gst}
      {children}
    </Stack>
  );
}

/** The price details in their own card, a section named by its title, with the page's action (if any) under them. */
export function PriceSummaryCard({ className, ...details }: PriceDetailsProps & { className?: string }) {
  return (
    <PlainCard padding="lg" shadow component="section" aria-label={details.title ?? m.priceDetails} className={className}>
      <PriceDetails {...details} />
    </PlainCard>
  );
}
