import { Alert, Anchor, Button, Card, Group, NativeSelect, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { GST_PERIOD_RULE, parseGstPeriod, type GstReturnFrequency } from '../../shared/gst-returns.js';
import { rupees } from '../components/Price.js';
import { ResponsiveTable } from '../components/ResponsiveTable.js';
import { countLabel } from '../lib/format.js';
import { toastFailure } from '../lib/toasts.js';
import { errorMessage, errorStatus, trpc, type RouterOutputs } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { downloadFile } from './lib/download.js';
import { gstPeriodChoices, gstPeriodLabel } from './lib/gst-periods.js';

type SalesRegister = RouterOutputs['gst']['salesRegister'];
type Sums = SalesRegister['totals']['net'];
type Part = keyof SalesRegister['totals'];

const PAGE_HREF = '/admin/gst-returns';

/** GSTR-1's sections the shop files, each also a CSV in the offline tool's template, with what it holds. */
const SECTIONS = [
  { name: 'b2b', holds: 'Invoices to registered buyers (with a GSTIN)' },
  { name: 'b2cl', holds: 'Large inter-state invoices to consumers' },
  { name: 'b2cs', holds: 'Other sales to consumers, by state and rate' },
  { name: 'exemp', holds: 'Nil-rated sales (goods at 0%)' },
  { name: 'cdnr', holds: 'Credit notes to registered buyers' },
  { name: 'cdnur', holds: 'Credit notes on large inter-state consumer invoices' },
  { name: 'hsn_b2b', holds: 'HSN-wise summary of sales to registered buyers' },
  { name: 'hsn_b2c', holds: 'HSN-wise summary of sales to consumers' },
  { name: 'docs', holds: 'Invoice and credit note series issued' },
] as const;

const PARTS: { part: Part; title: string }[] = [
  { part: 'invoices', title: 'Invoices' },
  { part: 'creditNotes', title: 'Credit notes' },
  { part: 'net', title: 'Net' },
];

const COLUMNS: { key: keyof Sums; label: string }[] = [
  { key: 'taxableValue', label: 'Taxable value' },
  { key: 'cgst', label: 'CGST' },
  { key: 'sgst', label: 'SGST' },
  { key: 'igst', label: 'IGST' },
  { key: 'total', label: 'Total' },
];

/** One part of the register (invoices, credit notes or the net) per GST rate, with its totals. */
function RegisterTable({ register, part, title }: { register: SalesRegister; part: Part; title: string }) {
  const id = `register-${part}`;
  const cells = (sums: Sums) =>
    COLUMNS.map((column) => (
      <Table.Td key={column.key} data-label={column.label} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {rupees(sums[column.key])}
      </Table.Td>
    ));
  return (
    <section aria-labelledby={id}>
      <Title order={3} fz={16} mb={6} id={id}>
        {title}
      </Title>
      {/* Fixed layout: the three tables' columns line up, so a rate's figures read down the page. */}
      <ResponsiveTable minWidth={640} aria-labelledby={id} striped verticalSpacing="xs" fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rate</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column.key} scope="col" ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {register.rows.map((row) => (
            <Table.Tr key={row.rate}>
              <Table.Th scope="row" data-label="Rate" fw={400}>
                GST {row.rate}%
              </Table.Th>
              {cells(row[part])}
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Th scope="row" data-label="Rate">
              Total
            </Table.Th>
            {cells(register.totals[part])}
          </Table.Tr>
        </Table.Tbody>
      </ResponsiveTable>
    </section>
  );
}

/** Fetches one of the period's files with the admin's token; a refusal is told in a toast. */
function DownloadButton({ url, fallbackName, children, label, primary = false }: { url: string; fallbackName: string; children: string; label?: string; primary?: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fallbackName);
    } catch (error) {
      toastFailure(error, 'The file could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={primary ? 'filled' : 'default'} size={primary ? 'sm' : 'xs'} loading={busy} onClick={() => void download()} aria-label={label}>
      {children}
    </Button>
  );
}

function Downloads({ period, fp }: { period: string; fp: string }) {
  const query = `period=${encodeURIComponent(period)}`;
  return (
    <Card padding="lg" component="section" aria-labelledby="gst-downloads">
      <Title order={2} fz={18} mb="xs" id="gst-downloads">
        Files to file
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The JSON file imports into the GST portal’s offline tool; the CSVs follow the tool’s templates, one per section.
      </Text>
      <Group gap="sm" mb="md">
        <DownloadButton url={`/api/gst/gstr1?${query}`} fallbackName={`GSTR1_${fp}.json`} primary>
          Download GSTR-1 (JSON)
        </DownloadButton>
        <DownloadButton url={`/api/gst/sales-register.csv?${query}`} fallbackName={`sales-register-${period}.csv`}>
          Download sales register (CSV)
        </DownloadButton>
      </Group>
      <Table verticalSpacing={4} fz="sm" aria-label="GSTR-1 sections as CSV">
        <Table.Tbody>
          {SECTIONS.map((section) => (
            <Table.Tr key={section.name}>
              <Table.Td w={110}>
                <DownloadButton url={`/api/gst/gstr1/${section.name}.csv?${query}`} fallbackName={`${section.name}-${fp}.csv`} label={`Download ${section.name} (CSV)`}>
                  {section.name}
                </DownloadButton>
              </Table.Td>
              <Table.Td>{section.holds}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function Register({ period }: { period: string }) {
  const register = trpc.gst.salesRegister.useQuery({ period }, { staleTime: 0, retry: false });
  if (register.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={160} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  }
  if (register.error) {
    // A shop without a GSTIN files no return: the server says so (409), and Settings is where to fix it.
    return errorStatus(register.error) === 409 ? (
      <Alert color="yellow" variant="light" title="No GSTIN" role="alert">
        <Text size="sm" mb="xs">
          {errorMessage(register.error)}
        </Text>
        <Anchor component={Link} href="/admin/settings" size="sm">
          Go to Settings
        </Anchor>
      </Alert>
    ) : (
      <Alert color="red" variant="light" title="Could not load the sales register" role="alert">
        <Text size="sm" mb="xs">
          {errorMessage(register.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void register.refetch()} loading={register.isFetching}>
          Retry
        </Button>
      </Alert>
    );
  }
  const data = register.data;
  return (
    <Stack gap="md">
      <Downloads period={data.period} fp={data.fp} />
      <Card padding="lg" component="section" aria-labelledby="gst-register">
        <Group justify="space-between" align="baseline" mb="sm" gap="xs">
          <Title order={2} fz={18} id="gst-register">
            Sales register
          </Title>
          <Text size="sm" c="dimmed">
            {countLabel(data.invoiceCount, 'invoice', 'invoices')}, {countLabel(data.creditNoteCount, 'credit note', 'credit notes')}
          </Text>
        </Group>
        {data.rows.length === 0 ? (
          <Text c="dimmed">No tax invoices or credit notes in {gstPeriodLabel(data.period)}.</Text>
        ) : (
          <Stack gap="lg">
            {PARTS.map(({ part, title }) => (
              <RegisterTable key={part} register={data} part={part} title={title} />
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

/**
 * Admin → GST returns (docs/decisions/047-credit-notes-and-gstr1.md): a month, or a quarter for a shop on the
 * QRMP scheme (Settings), the last complete one first; the period's sales register per rate and the files to
 * file: GSTR-1 as the offline tool's JSON, its sections as CSVs, the register as CSV. The period lives in the
 * address (`?period=2026-11`), so a return being prepared can be reloaded or shared.
 */
export function GstReturnsPage() {
  const settings = trpc.settings.get.useQuery(undefined, { staleTime: 0 });
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const frequency: GstReturnFrequency = settings.data?.gstReturnFrequency ?? 'monthly';
  const choices = gstPeriodChoices(frequency);
  const asked = (search.get('period') ?? '').trim();
  const askedPeriod = asked ? parseGstPeriod(asked) : undefined;
  const period = askedPeriod?.name ?? choices.lastComplete;
  // A period from an old link stays choosable even when it is older, or of the other kind.
  const periods = choices.periods.includes(period) ? choices.periods : [period, ...choices.periods];
  const options = periods.map((name) => ({ value: name, label: name === choices.current ? `${gstPeriodLabel(name)} (in progress)` : gstPeriodLabel(name) }));
  return (
    <AdminShell title="GST returns" headingId="gst-returns-heading">
      <Stack gap="md" maw={980}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={frequency === 'quarterly' ? 'Quarter' : 'Month'}
            description={frequency === 'quarterly' ? 'Quarterly returns (QRMP scheme), as set in Settings' : 'Monthly returns, as set in Settings'}
            data={options}
            value={period}
            disabled={settings.isPending}
            onChange={(event) => navigate(`${PAGE_HREF}?period=${encodeURIComponent(event.currentTarget.value)}`)}
            style={{ flex: '0 1 320px' }}
          />
        </Group>
        {asked && !askedPeriod ? (
          <Text c="red.8" role="alert">
            “{asked}” is not a period. {GST_PERIOD_RULE}.
          </Text>
        ) : null}
        {settings.isPending ? <Skeleton height={160} radius="lg" /> : <Register key={period} period={period} />}
      </Stack>
    </AdminShell>
  );
}
