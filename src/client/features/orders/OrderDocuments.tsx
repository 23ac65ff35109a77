import { Group, Stack, Text } from '@mantine/core';
import * as m from '@messages/order';
import { PlainButton } from '../../components/PlainButton.js';
import { useState } from 'react';
import type { Order } from '../../../shared/schemas/order.js';
import { PlainList } from '../../components/PlainList.js';
import { rupees } from '../../components/Price.js';
import { SectionCard } from '../../components/SectionCard.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import { formatDate } from '../../lib/format.js';
import { useShopSettings } from '../settings/use-shop-settings.js';

/** A document of the order the page offers for download: its tax invoice (or receipt), or one credit note. */
export type OrderDocument = { kind: 'invoice'; number: string } | { kind: 'credit-note'; number: string };

/** A document's number kept on one line: 'INV/26-27/000042' broken at its dash reads as two numbers. */
const DocumentNumber = ({ number }: { number: string }) => <span style={{ whiteSpace: 'nowrap' }}>{number}</span>;

function DownloadButton({ label, onDownload }: { label: string; onDownload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    // The caller tells what went wrong (a toast); the button is ready for another try.
    void onDownload().finally(() => setBusy(false));
  };
  return (
    <PlainButton size="xs" variant="light" loading={busy} onClick={download} aria-label={label} style={{ flex: 'none' }}>
      {m.download}
    </PlainButton>
  );
}

/**
 * The order's tax documents (docs/decisions/047-credit-notes-and-gstr1.md): the tax invoice (or, for a shop
 * without a GSTIN, the receipt) once issued, and every credit note a cancellation or refund gave, oldest first;
 * each downloads as a PDF through `onDownload`, which reports its own failure and never rejects. Before the invoice is issued the
 * shopper is told when it will be; the owner (`forOwner`) is told the same in the shop's words.
 */
export function OrderDocuments({ order, forOwner = false, onDownload }: { order: Order; forOwner?: boolean; onDownload: (document: OrderDocument) => Promise<unknown> }) {
  const settings = useShopSettings();
  const invoice = order.invoice;
  // A cancelled order that was never invoiced has nothing to show, and nothing is coming.
  if (!invoice && order.creditNotes.length === 0 && order.fulfilmentStatus === 'cancelled') return null;
  const invoiceName = invoice?.kind === 'receipt' ? m.receipt : m.taxInvoice;
  // A shop without a GSTIN gives a receipt instead of a tax invoice, at the same moment.
  const receiptComing = Boolean(settings && !settings.gstin);
  return (
    <SectionCard id="order-documents" title={m.documents}>
      <Stack gap="sm">
        {order.business && !forOwner ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <strong>{m.billedTo} </strong>
            {order.business.name}, GSTIN {order.business.gstin}
          </Text>
        ) : null}
        {invoice ? null : (
          <Text size="sm" c="dimmed">
            {forOwner ? (receiptComing ? m.noReceiptYet : m.noTaxInvoiceYet) : receiptComing ? m.receiptComing : m.taxInvoiceComing}
          </Text>
        )}
        {invoice || order.creditNotes.length > 0 ? (
          <PlainList gap="sm" aria-label={m.documents}>
            {invoice ? (
              <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {invoiceName} <DocumentNumber number={invoice.number} />
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(invoice.issuedAt)} · {rupees(order.totalPrice)}
                  </Text>
                  {invoice.cancelledBy ? (
                    <Text size="sm" c="red.8">
                      {m.invoiceCancelled({ number: invoice.cancelledBy })}
                    </Text>
                  ) : null}
                </Stack>
                <DownloadButton
                  label={(invoice.kind === 'receipt' ? m.downloadReceipt : m.downloadInvoice)({ number: invoice.number })}
                  onDownload={() => onDownload({ kind: 'invoice', number: invoice.number })}
                />
              </Group>
            ) : null}
            {order.creditNotes.map((note) => (
              <Group key={note.number} component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600}>
                      {m.creditNote} <DocumentNumber number={note.number} />
                    </Text>
                    <StatusBadge tone="info">{m.creditNoteKinds[note.kind]}</StatusBadge>
                    {note.cancelled ? (
                      <StatusBadge tone="bad" title={m.withdrawnWhy}>
                        {m.withdrawn}
                      </StatusBadge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatDate(note.issuedAt)} · {rupees(note.amount)}
                    {note.goodsReturned ? ` · ${m.goodsReturned}` : ''}
                  </Text>
                  {note.reason ? (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {note.reason}
                    </Text>
                  ) : null}
                </Stack>
                <DownloadButton label={m.downloadCreditNote({ number: note.number })} onDownload={() => onDownload({ kind: 'credit-note', number: note.number })} />
              </Group>
            ))}
          </PlainList>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
