import { Alert, Box, Button, Card, FileInput, Group, List, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { formatDateTime } from '../../lib/format.js';
import { toastFailure, toastSuccess } from '../../lib/toasts.js';
import { errorMessage, trpc } from '../../trpc.js';
import { adminJson, AdminRequestError } from '../lib/admin-fetch.js';
import { downloadFile } from '../lib/download.js';
import { TONE } from '../lib/tones.js';

const healthSchema = z.object({
  version: z.string(),
  databaseBytes: z.number(),
  walBytes: z.number(),
  uploadsBytes: z.number(),
  freeDiskBytes: z.number(),
  lastBackup: z.object({ at: z.string(), ok: z.boolean(), file: z.string().nullable(), error: z.string().nullable(), ageHours: z.number().nullable() }).nullable(),
  backupWarning: z.string().nullable(),
  offsite: z
    .object({
      url: z.string(),
      encrypted: z.boolean(),
      sending: z.boolean(),
      last: z.object({ at: z.string(), ok: z.boolean(), error: z.string().nullable(), waiting: z.number(), lastSent: z.string().nullable(), lastSentAt: z.string().nullable() }).nullable(),
    })
    .nullable(),
  unsentMail: z.number(),
  mailConfigured: z.boolean(),
});

const importReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  variantsCreated: z.number(),
  variantsUpdated: z.number(),
  variantsRemoved: z.number(),
  problems: z.array(z.object({ line: z.number(), message: z.string() })),
});
type ImportReport = z.infer<typeof importReportSchema>;

const CSV_MAX_BYTES = 5 * 1024 * 1024;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import does, in the owner's words: "0 new, 2 changed, 40 unchanged; variants: 1 added, 1 removed". */
function importCounts(report: ImportReport): string {
  const products = `${report.created} new, ${report.updated} changed, ${report.unchanged} unchanged`;
  const variants = [
    report.variantsCreated ? `${report.variantsCreated} added` : '',
    report.variantsUpdated ? `${report.variantsUpdated} changed` : '',
    report.variantsRemoved ? `${report.variantsRemoved} removed` : '',
  ].filter(Boolean);
  return variants.length > 0 ? `${products}; variants: ${variants.join(', ')}` : products;
}
const changesAnything = (report: ImportReport) => report.created + report.updated > 0;

function bytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return n === 0 ? '0 KB' : `${Math.max(1, Math.round(n / 1024))} KB`;
}

/** India's date today, YYYY-MM-DD. */
function todayInIndia(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

type Offsite = NonNullable<z.infer<typeof healthSchema>['offsite']>;

/** Where the backups also go (BACKUP_S3_URL) and how the last try to send them went. */
function OffsiteLine({ offsite }: { offsite: Offsite }) {
  const { last } = offsite;
  const sent = last?.lastSentAt ? `last sent ${formatDateTime(last.lastSentAt)}` : 'nothing sent yet';
  const state = offsite.sending
    ? 'sending now'
    : !last
      ? 'nothing sent yet'
      : last.ok
        ? sent
        : `failed ${formatDateTime(last.at)}: ${last.error ?? 'unknown error'}; ${last.waiting} waiting, tried again later and with the next backup (${sent})`;
  return (
    <Text size="sm" data-testid="offsite-backup" c={last && !last.ok && !offsite.sending ? TONE.red : undefined}>
      <strong>Off-site copy: </strong>
      {offsite.url}
      {offsite.encrypted ? ' (encrypted)' : ''} — {state}
    </Text>
  );
}

/** Last backup, its warning, where the backups also go, and a button that makes a fresh backup and downloads it. */
export function BackupCard() {
  const health = useQuery({ queryKey: ['admin', 'health-details'], queryFn: () => adminJson('/api/health/details', healthSchema), staleTime: 0 });
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadFile('/api/backups/download', 'shop-backup.tar.gz');
      toastSuccess(`Backup ${name} downloaded`);
      await Promise.all([health.refetch(), utils.dashboard.summary.invalidate()]);
    } catch (error) {
      toastFailure(error, 'The backup could not be made');
    } finally {
      setBusy(false);
    }
  };
  const last = health.data?.lastBackup;
  return (
    <Card padding="lg" component="section" aria-labelledby="backup-heading">
      <Title order={2} fz={18} mb="sm" id="backup-heading">
        Backups
      </Title>
      {health.isPending ? (
        <Skeleton height={60} />
      ) : health.error ? (
        <Text c={TONE.red} role="alert">
          {errorMessage(health.error)}
        </Text>
      ) : (
        <Stack gap={4} mb="sm">
          <Text size="sm" data-testid="last-backup">
            <strong>Last backup: </strong>
            {last ? `${formatDateTime(last.at)} — ${last.ok ? 'succeeded' : `failed: ${last.error ?? 'unknown error'}`}` : 'none yet'}
          </Text>
          {health.data.offsite ? <OffsiteLine offsite={health.data.offsite} /> : null}
          <Text size="sm" data-testid="storage-use">
            <strong>Database: </strong>
            {bytes(health.data.databaseBytes)} · <strong>Write-ahead log: </strong>
            {bytes(health.data.walBytes)} · <strong>Uploads: </strong>
            {bytes(health.data.uploadsBytes)}
          </Text>
          <Text size="sm">
            <strong>Free disk: </strong>
            {bytes(health.data.freeDiskBytes)} · <strong>Version: </strong>
            {health.data.version}
          </Text>
          <Text size="sm">
            <strong>Mail waiting: </strong>
            {health.data.unsentMail}
            {health.data.mailConfigured ? '' : ' (no SMTP server configured: mail stays in the outbox)'}
          </Text>
        </Stack>
      )}
      <Button onClick={() => void download()} loading={busy} variant="light">
        Download backup
      </Button>
    </Card>
  );
}

function ImportProducts() {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const utils = trpc.useUtils();

  const run = async (text: string, dryRun: boolean) => {
    setBusy(dryRun ? 'check' : 'apply');
    setError(null);
    try {
      const result = await adminJson(`/api/products/import${dryRun ? '?dryRun=true' : ''}`, importReportSchema, { method: 'POST', body: text, contentType: 'text/csv' });
      setReport(result);
      if (!dryRun) {
        toastSuccess(`Imported: ${result.created} new, ${result.updated} changed`);
        setCsv(null);
        setFile(null);
        await Promise.all([utils.products.invalidate(), utils.dashboard.summary.invalidate()]);
      }
    } catch (failure) {
      // A refused import answers with its report: show the rows' problems.
      const parsed = failure instanceof AdminRequestError ? importReportSchema.safeParse(failure.payload) : undefined;
      if (parsed?.success) setReport(parsed.data);
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setError(null);
    setCsv(null);
    if (!chosen) return;
    if (chosen.size > CSV_MAX_BYTES) {
      setError('The file is too large: at most 5 MB');
      return;
    }
    const text = await chosen.text();
    setCsv(text);
    await run(text, true);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label="Import products"
        description="A CSV with the export's columns: a row updates the product with its id, or else with its SKU, and adds a product when it names none. Checked first, nothing is written until you apply it."
        placeholder="Choose a CSV file"
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        disabled={busy !== null}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      <Text size="xs" c="dimmed">
        A product with options (sizes, colours) has one row per variant: its own columns on the first row, only its id and sku on the
        others. option1Name and option1Value (up to option3) say which variant a row is; variantSku, variantPrice, variantMrp,
        variantStock, variantBarcode and variantWeight (in grams) are the variant&apos;s own. The rows in the file become the
        product&apos;s variants: add a row to add one, take a row out to remove it. A product sold one way keeps its price, mrp
        (M.R.P.) and countInStock in those columns.
      </Text>
      {error ? (
        <Text c={TONE.red} size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {report ? (
        <Box aria-live="polite" data-testid="import-report">
          {report.problems.length > 0 ? (
            <Alert color="red" variant="light" title={`${report.problems.length} ${report.problems.length === 1 ? 'row has' : 'rows have'} problems: nothing will be imported`}>
              <List size="sm" spacing={2}>
                {report.problems.map((p, i) => (
                  <List.Item key={i}>
                    Line {p.line}: {p.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : report.dryRun ? (
            <Alert color="blue" variant="light" title="Checked: no problems">
              <Text size="sm">
                {report.rows} {report.rows === 1 ? 'row' : 'rows'}: {importCounts(report)}.
                {changesAnything(report) ? null : ' The file matches the shop: there is nothing to import.'}
              </Text>
              {report.variantsRemoved > 0 ? (
                <Text size="sm" mt={4} fw={500}>
                  {plural(report.variantsRemoved, 'variant')} of products with options {report.variantsRemoved === 1 ? 'is' : 'are'} not in the file and will be
                  removed, with {report.variantsRemoved === 1 ? 'its' : 'their'} stock.
                </Text>
              ) : null}
            </Alert>
          ) : (
            <Alert color="green" variant="light" title="Imported">
              {importCounts(report)}.
            </Alert>
          )}
        </Box>
      ) : null}
      {csv && report?.dryRun && report.problems.length === 0 && changesAnything(report) ? (
        <Group>
          <Button onClick={() => void run(csv, false)} loading={busy === 'apply'}>
            Apply import
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function ExportOrders() {
  const [from, setFrom] = useState(todayInIndia(-30));
  const [to, setTo] = useState(todayInIndia());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) {
      setError('Choose both dates');
      return;
    }
    if (to < from) {
      setError('The end date must not be before the start date');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await downloadFile(`/api/orders/export.csv?from=${from}&to=${to}`, `orders-${from}-to-${to}.csv`);
    } catch (failure) {
      toastFailure(failure, 'The orders could not be exported');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-labelledby="export-orders-heading">
      <Text fw={500} size="sm" id="export-orders-heading" mb={4}>
        Export orders
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={error !== null} />
        <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={error !== null} />
        <Button type="submit" variant="light" loading={busy}>
          Export orders CSV
        </Button>
      </Group>
      {error ? (
        <Text c={TONE.red} size="sm" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/** CSV export and import of products, and the accountant's order export. */
export function CsvCard() {
  const [busy, setBusy] = useState(false);
  const exportProducts = async () => {
    setBusy(true);
    try {
      await downloadFile('/api/products/export.csv', 'products.csv');
    } catch (error) {
      toastFailure(error, 'The products could not be exported');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card padding="lg" component="section" aria-labelledby="csv-heading">
      <Title order={2} fz={18} mb="sm" id="csv-heading">
        CSV import and export
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Group>
            <Button variant="light" onClick={() => void exportProducts()} loading={busy}>
              Export products CSV
            </Button>
          </Group>
          <ImportProducts />
        </Stack>
        <ExportOrders />
      </SimpleGrid>
    </Card>
  );
}
