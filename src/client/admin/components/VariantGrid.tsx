import { Alert, Button, Checkbox, Group, Image, Paper, Popover, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatRupees, rupeesToPaise } from '../../../shared/money.js';
import type { Product, Variant } from '../../../shared/schemas/product.js';
import { ResponsiveTable } from '../../components/ResponsiveTable.js';
import { toastSuccess } from '../../lib/toasts.js';
import { errorMessage } from '../../trpc.js';
import { useDeleteVariant, useUpdateVariants } from '../hooks/use-variant-mutations.js';
import { confirmAction } from '../lib/feedback.js';
import { DeleteButton } from './DeleteButton.js';

const FIELDS = ['sku', 'price', 'mrp', 'countInStock'] as const;
type Field = (typeof FIELDS)[number];
/** A row as typed: text until the server has checked it, so nothing typed is lost. */
type RowEdits = Partial<Record<Field, string>> & { imageIds?: string[] };
type RowErrors = Partial<Record<Field | 'imageIds' | 'addStock', string>>;

const savedText = (variant: Variant, field: Field): string => {
  if (field === 'sku') return variant.sku ?? '';
  if (field === 'mrp') return variant.mrp === null ? '' : String(variant.mrp);
  return String(variant[field]);
};
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);
/** The photos ticked for a variant: none when it shows every photo of the product. */
const tickedPhotos = (product: Product, variant: Variant): string[] =>
  variant.images.length === product.images.length ? [] : variant.images.map((image) => image.id);

/** The server's complaints per variant and field (issues `variants.<i>.<field>`), for the rows sent in that order. */
function rowErrorsFrom(error: unknown, sentIds: readonly string[]): Record<string, RowErrors> {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } } | undefined)?.data?.issues ?? [];
  const out: Record<string, RowErrors> = {};
  for (const issue of issues) {
    const match = /^variants\.(\d+)\.(\w+)/.exec(issue.path);
    const id = match ? sentIds[Number(match[1])] : undefined;
    if (!match || id === undefined) continue;
    out[id] = { [match[2]]: issue.message, ...out[id] };
  }
  return out;
}

/** Photos for one variant: checkbox thumbnails of the product's photos; none ticked (or all) shows them all. */
function PhotoPicker({ product, variant, chosen, onChange, error }: { product: Product; variant: Variant; chosen: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const all = chosen.length === 0 || chosen.length === product.images.length;
  const shown = all ? 'All photos' : `${chosen.length} ${chosen.length === 1 ? 'photo' : 'photos'}`;
  return (
    <Popover trapFocus withArrow position="bottom-end" shadow="md">
      <Popover.Target>
        <Button variant="default" size="compact-sm" fw={500} color={error ? 'red' : undefined} aria-label={`${shown} of ${variant.title}`}>
          {shown}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" component="fieldset" style={{ border: 0, margin: 0, padding: 0 }}>
          <Text component="legend" size="sm" fw={600} mb={4}>
            Photos shown for {variant.title}
          </Text>
          <Group gap="xs" maw={300}>
            {product.images.map((image) => (
              <Checkbox
                key={image.id}
                checked={chosen.includes(image.id)}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? product.images.filter((i) => i.id === image.id || chosen.includes(i.id)).map((i) => i.id) : chosen.filter((id) => id !== image.id))
                }
                label={<Image src={image.url} alt={image.alt || product.name} w={56} h={56} fit="cover" radius="sm" />}
              />
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            None ticked: every photo of the product.
          </Text>
          {error ? (
            <Text size="xs" c="red.9">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Set price or add stock for the selected variants, at once on the server. */
function BulkBar({ count, busy, onSetPrice, onAddStock }: { count: number; busy: boolean; onSetPrice: (price: string) => void; onAddStock: (units: number) => void }) {
  const [price, setPrice] = useState('');
  const [units, setUnits] = useState('');
  const [unitsError, setUnitsError] = useState<string | null>(null);
  const addStock = () => {
    const n = Number(units);
    if (units.trim() === '' || !Number.isInteger(n) || n === 0) return setUnitsError('Type a whole number of units, such as 5 or -2');
    setUnitsError(null);
    onAddStock(n);
  };
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" role="group" aria-label="Change the selected variants">
      <Group align="flex-start" gap="md">
        <Text size="sm" fw={600} mt={6}>
          {count} selected
        </Text>
        <Group align="flex-start" gap={6}>
          <TextInput
            aria-label="New price for the selected variants"
            placeholder="Price"
            inputMode="decimal"
            leftSection={<Text size="sm">Rs</Text>}
            w={130}
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
          />
          <Button variant="default" loading={busy} disabled={price.trim() === ''} onClick={() => onSetPrice(price.trim())}>
            Set price
          </Button>
        </Group>
        <Group align="flex-start" gap={6}>
          <TextInput
            aria-label="Units to add to the selected variants"
            placeholder="Units"
            inputMode="numeric"
            w={100}
            value={units}
            error={unitsError}
            onChange={(event) => {
              setUnits(event.currentTarget.value);
              setUnitsError(null);
            }}
          />
          <Button variant="default" loading={busy} onClick={addStock}>
            Add stock
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * One row per variant: SKU, price, M.R.P. and stock edited in place and saved together (all or nothing on
 * the server), photos picked from the product's own, rows selected for a bulk price or stock change, and
 * combinations the shop does not sell removed.
 */
export function VariantGrid({ product }: { product: Product }) {
  const [edits, setEdits] = useState<Record<string, RowEdits>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  /** The server's reasons for the last refusal: one per field when it names fields. */
  const [failure, setFailure] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const variants = product.variants;
  const byId = new Map(variants.map((v) => [v.id, v]));

  const changedRows = Object.entries(edits).flatMap(([id, row]) => {
    const variant = byId.get(id);
    if (!variant) return [];
    const change: Record<string, unknown> = { id };
    for (const field of FIELDS) {
      const typed = row[field];
      if (typed !== undefined && typed !== savedText(variant, field)) change[field] = typed.trim();
    }
    if (row.imageIds) {
      const ticked = row.imageIds.length === product.images.length ? [] : row.imageIds;
      if (!sameIds(ticked, tickedPhotos(product, variant))) change.imageIds = ticked;
    }
    return Object.keys(change).length > 1 ? [change as { id: string }] : [];
  });

  const fail = (error: unknown, sentIds: readonly string[]) => {
    const rowErrors = rowErrorsFrom(error, sentIds);
    const messages = Object.values(rowErrors).flatMap((row) => Object.values(row));
    setFailure(messages.length > 1 ? [...new Set(messages)] : [errorMessage(error)]);
    setErrors(rowErrors);
  };
  const save = useUpdateVariants();
  const remove = useDeleteVariant({
    onSuccess: (_saved, { variantId }) => {
      setSelected((ids) => new Set([...ids].filter((id) => id !== variantId)));
      toastSuccess('Variant removed');
    },
    onError: (error) => setFailure([errorMessage(error)]),
  });

  const saveEdits = () => {
    setFailure(null);
    setErrors({});
    const sentIds = changedRows.map((row) => row.id);
    save.mutate(
      { id: product._id, variants: changedRows },
      {
        onSuccess: () => {
          setEdits({});
          toastSuccess('Variants saved');
        },
        onError: (error) => fail(error, sentIds),
      },
    );
  };

  /** A bulk change: the selected rows' own unsaved figures for that field give way to it. */
  const bulk = (field: Field, changes: Record<string, unknown>[], done: string) => {
    setFailure(null);
    setErrors({});
    const sentIds = changes.map((change) => change.id as string);
    save.mutate(
      { id: product._id, variants: changes as { id: string }[] },
      {
        onSuccess: () => {
          setEdits((all) => Object.fromEntries(Object.entries(all).map(([id, row]) => [id, sentIds.includes(id) ? { ...row, [field]: undefined } : row])));
          toastSuccess(done);
        },
        onError: (error) => fail(error, sentIds),
      },
    );
  };
  const chosen = variants.filter((v) => selected.has(v.id));
  const plural = (n: number) => `${n} ${n === 1 ? 'variant' : 'variants'}`;

  const edit = (id: string, patch: RowEdits) => setEdits((all) => ({ ...all, [id]: { ...all[id], ...patch } }));
  const valueOf = (variant: Variant, field: Field) => edits[variant.id]?.[field] ?? savedText(variant, field);
  const allSelected = variants.length > 0 && selected.size === variants.length;

  const confirmRemove = (variant: Variant) =>
    confirmAction({
      title: 'Remove variant',
      question: 'Remove this combination? Shoppers will no longer be able to choose it.',
      subject: variant.title,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate({ id: product._id, variantId: variant.id }),
    });

  const prices = variants.map((v) => rupeesToPaise(v.price));
  const low = Math.min(...prices);
  const high = Math.max(...prices);

  return (
    <Stack gap="sm" component="section" aria-labelledby="variants-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz={20} id="variants-heading">
          Variants
        </Title>
        <Text size="sm" c="dimmed">
          {plural(variants.length)} · {low === high ? formatRupees(low) : `${formatRupees(low)} to ${formatRupees(high)}`} · {product.countInStock} in stock
        </Text>
      </Group>
      {chosen.length > 0 ? (
        <BulkBar
          count={chosen.length}
          busy={save.isPending}
          onSetPrice={(price) => bulk('price', chosen.map((v) => ({ id: v.id, price })), `Price set for ${plural(chosen.length)}`)}
          onAddStock={(units) => bulk('countInStock', chosen.map((v) => ({ id: v.id, addStock: units })), `Stock changed for ${plural(chosen.length)}`)}
        />
      ) : null}
      <ResponsiveTable minWidth={640} verticalSpacing="xs" horizontalSpacing={6} aria-labelledby="variants-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={36}>
              <Checkbox
                aria-label="Select every variant"
                checked={allSelected}
                indeterminate={selected.size > 0 && !allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(variants.map((v) => v.id)))}
              />
            </Table.Th>
            <Table.Th scope="col">Variant</Table.Th>
            <Table.Th scope="col">SKU</Table.Th>
            <Table.Th scope="col">Price (Rs)</Table.Th>
            <Table.Th scope="col">M.R.P. (Rs)</Table.Th>
            <Table.Th scope="col">Stock</Table.Th>
            <Table.Th scope="col">Photos</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">Remove</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((variant) => {
            const rowErrors = errors[variant.id] ?? {};
            const input = (field: Field, label: string, props: { inputMode?: 'decimal' | 'numeric'; w: number }) => (
              <TextInput
                aria-label={`${label} of ${variant.title}`}
                size="xs"
                w={props.w}
                inputMode={props.inputMode}
                value={valueOf(variant, field)}
                // The message itself is in the alert under the grid (a narrow cell would wrap it line by line).
                error={Boolean(rowErrors[field] ?? (field === 'countInStock' ? rowErrors.addStock : undefined))}
                onChange={(event) => edit(variant.id, { [field]: event.currentTarget.value })}
              />
            );
            return (
              <Table.Tr key={variant.id} bg={edits[variant.id] && changedRows.some((row) => row.id === variant.id) ? 'yellow.0' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${variant.title}`}
                    checked={selected.has(variant.id)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setSelected((ids) => {
                        const next = new Set(ids);
                        if (on) next.add(variant.id);
                        else next.delete(variant.id);
                        return next;
                      });
                    }}
                  />
                </Table.Td>
                <Table.Td data-label="Variant">
                  <Text size="sm" fw={500}>
                    {variant.title}
                  </Text>
                </Table.Td>
                <Table.Td data-label="SKU">{input('sku', 'SKU', { w: 100 })}</Table.Td>
                <Table.Td data-label="Price">{input('price', 'Price', { inputMode: 'decimal', w: 76 })}</Table.Td>
                <Table.Td data-label="M.R.P.">{input('mrp', 'M.R.P.', { inputMode: 'decimal', w: 76 })}</Table.Td>
                <Table.Td data-label="Stock">{input('countInStock', 'Stock', { inputMode: 'numeric', w: 60 })}</Table.Td>
                <Table.Td data-label="Photos">
                  <PhotoPicker
                    product={product}
                    variant={variant}
                    chosen={edits[variant.id]?.imageIds ?? tickedPhotos(product, variant)}
                    onChange={(ids) => edit(variant.id, { imageIds: ids })}
                    error={rowErrors.imageIds}
                  />
                </Table.Td>
                <Table.Td>
                  {variants.length > 1 ? (
                    <DeleteButton label={`Remove ${variant.title}`} loading={remove.isPending && remove.variables?.variantId === variant.id} onClick={() => confirmRemove(variant)} />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ResponsiveTable>
      {failure ? (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {failure.length === 1 ? (
            failure[0]
          ) : (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {failure.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {changedRows.length > 0 ? (
          <Button
            variant="subtle"
            disabled={save.isPending}
            onClick={() => {
              setEdits({});
              setErrors({});
              setFailure(null);
            }}
          >
            Undo changes
          </Button>
        ) : null}
        <Button onClick={saveEdits} loading={save.isPending} disabled={changedRows.length === 0}>
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}
