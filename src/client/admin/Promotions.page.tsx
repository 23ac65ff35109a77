import { Badge, Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Promotion } from '../../shared/schemas/promotion.js';
import { rupees } from '../components/Price.js';
import { countLabel } from '../lib/format.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { trpc, type RouterInputs } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { DeleteButton } from './components/DeleteButton.js';
import { AdminTable, HiddenHeader } from './components/AdminTable.js';
import { useCreatePromotion, useDeletePromotion, useUpdatePromotion } from './hooks/use-promotion-mutations.js';
import { confirmDelete } from './lib/feedback.js';
import { fieldErrorsFrom } from './lib/field-errors.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';
import { TONE } from './lib/tones.js';

type PromotionInput = RouterInputs['promotions']['create'];

/** Every field as typed, so nothing is lost when the server refuses a value. */
interface PromotionFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  minOrder: string;
  maxDiscount: string;
  firstOrderOnly: boolean;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}
type FieldName = keyof PromotionFormValues;
const FIELD_NAMES: readonly FieldName[] = ['code', 'kind', 'value', 'minOrder', 'maxDiscount', 'firstOrderOnly', 'validFrom', 'validUntil', 'usageLimit', 'perCustomerLimit', 'active'];

const EMPTY: PromotionFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  maxDiscount: '',
  firstOrderOnly: false,
  validFrom: '',
  validUntil: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
};

const valuesOf = (p: Promotion): PromotionFormValues => ({
  code: p.code,
  kind: p.kind,
  value: String(p.value),
  minOrder: p.minOrder ? String(p.minOrder) : '',
  maxDiscount: p.maxDiscount === null ? '' : String(p.maxDiscount),
  firstOrderOnly: p.firstOrderOnly,
  validFrom: p.validFrom ?? '',
  validUntil: p.validUntil ?? '',
  usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
  perCustomerLimit: p.perCustomerLimit === null ? '' : String(p.perCustomerLimit),
  active: p.active,
});

/** A count typed in the form: empty for none, else a whole number of at least 1. */
function countOf(text: string, label: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { error: `${label} must be a whole number of at least 1, or empty for no limit` };
  return { value: Number(trimmed) };
}

/** The form's values as the API takes them, or the fields that are wrong before any call. */
function toInput(values: PromotionFormValues): { input: PromotionInput } | { errors: Partial<Record<FieldName, string>> } {
  const errors: Partial<Record<FieldName, string>> = {};
  if (!values.code.trim()) errors.code = 'Code is required';
  if (!values.value.trim()) errors.value = values.kind === 'percent' ? 'Enter the percentage, 1 to 90' : 'Enter the amount in rupees';
  const usage = countOf(values.usageLimit, 'Usage limit');
  const perCustomer = countOf(values.perCustomerLimit, 'Per-customer limit');
  if ('error' in usage) errors.usageLimit = usage.error;
  if ('error' in perCustomer) errors.perCustomerLimit = perCustomer.error;
  if (Object.keys(errors).length > 0 || 'error' in usage || 'error' in perCustomer) return { errors };
  return {
    input: {
      code: values.code.trim(),
      kind: values.kind,
      value: values.kind === 'percent' && /^\d+$/.test(values.value.trim()) ? Number(values.value.trim()) : values.value.trim(),
      minOrder: values.minOrder.trim() || '0',
      maxDiscount: values.kind === 'percent' && values.maxDiscount.trim() ? values.maxDiscount.trim() : null,
      firstOrderOnly: values.firstOrderOnly,
      validFrom: values.validFrom || null,
      validUntil: values.validUntil || null,
      usageLimit: usage.value,
      perCustomerLimit: perCustomer.value,
      active: values.active,
    },
  };
}

/** Why a code works or not: shoppers hear only 'Invalid promo code', so this is where the owner sees the reason. */
const STATUS_BADGES: Record<Promotion['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: TONE.green },
  inactive: { label: 'Inactive', color: TONE.gray },
  expired: { label: 'Expired', color: TONE.red },
  scheduled: { label: 'Not valid yet', color: TONE.blue },
  'used up': { label: 'Used up', color: TONE.orange },
};

function describe(p: Promotion): string {
  if (p.kind === 'fixed') return `${rupees(p.value)} off`;
  return `${p.value}% off${p.maxDiscount !== null ? `, at most ${rupees(p.maxDiscount)}` : ''}`;
}

function conditions(p: Promotion): string {
  const parts: string[] = [];
  if (p.minOrder > 0) parts.push(`orders from ${rupees(p.minOrder)}`);
  if (p.firstOrderOnly) parts.push('first order only');
  if (p.perCustomerLimit !== null) parts.push(`${p.perCustomerLimit} per customer`);
  if (p.validFrom || p.validUntil) parts.push(`${p.validFrom ?? '…'} to ${p.validUntil ?? '…'}`);
  return parts.length > 0 ? parts.join(' · ') : 'None';
}

function PromotionDialog({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const [values, setValues] = useState<PromotionFormValues>(promotion ? valuesOf(promotion) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const handlers = {
    onSuccess: () => {
      toastSuccess(promotion ? 'Promotion updated' : 'Promotion created');
      onClose();
    },
    onError: (error: unknown) => {
      toastError(error);
      setErrors(fieldErrorsFrom(error, FIELD_NAMES));
    },
  };
  const create = useCreatePromotion(handlers);
  const update = useUpdatePromotion(handlers);
  const set = <K extends FieldName>(name: K, value: PromotionFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: Exclude<FieldName, 'kind' | 'firstOrderOnly' | 'active'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toInput(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    if (promotion) update.mutate({ id: promotion._id, ...result.input });
    else create.mutate(result.input);
  };
  const percent = values.kind === 'percent';
  return (
    <Modal opened onClose={onClose} title={promotion ? `Edit ${promotion.code}` : 'Create promotion'} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Code" description="Letters and digits; shoppers may type it in any case" required styles={{ input: { textTransform: 'uppercase' } }} {...text('code')} data-autofocus />
            <NativeSelect
              label="Kind"
              data={[
                { value: 'percent', label: 'Percent off' },
                { value: 'fixed', label: 'Fixed amount off' },
              ]}
              value={values.kind}
              onChange={(event) => set('kind', event.currentTarget.value === 'fixed' ? 'fixed' : 'percent')}
            />
            <TextInput
              label={percent ? 'Percent' : 'Amount'}
              description={percent ? 'A whole number from 1 to 90' : 'In rupees'}
              inputMode="decimal"
              required
              leftSection={percent ? undefined : <Text size="sm">Rs</Text>}
              rightSection={percent ? <Text size="sm">%</Text> : undefined}
              {...text('value')}
            />
            {percent ? (
              <TextInput label="Maximum discount" description="In rupees; empty for no cap" inputMode="decimal" leftSection={<Text size="sm">Rs</Text>} {...text('maxDiscount')} />
            ) : (
              <div />
            )}
            <TextInput label="Minimum order value" description="In rupees; empty for none" inputMode="decimal" leftSection={<Text size="sm">Rs</Text>} {...text('minOrder')} />
            <div />
            <TextInput label="Valid from" description="India's date; empty for now" type="date" {...text('validFrom')} />
            <TextInput label="Valid until" description="India's date, included; empty for no end" type="date" {...text('validUntil')} />
            <TextInput label="Usage limit" description="Orders in all; empty for no limit" inputMode="numeric" {...text('usageLimit')} />
            <TextInput label="Per-customer limit" description="Orders per customer; empty for no limit" inputMode="numeric" {...text('perCustomerLimit')} />
          </SimpleGrid>
          <Checkbox label="First order only" checked={values.firstOrderOnly} onChange={(event) => set('firstOrderOnly', event.currentTarget.checked)} error={errors.firstOrderOnly} />
          <Switch label="Active" checked={values.active} onChange={(event) => set('active', event.currentTarget.checked)} error={errors.active} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {promotion ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function PromotionsPage() {
  const { page, hrefFor } = useListParams();
  const list = trpc.promotions.list.useQuery({ pageNumber: page, pageSize: ADMIN_PAGE_SIZE }, { placeholderData: (previous) => previous, staleTime: 0 });
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const toggle = useUpdatePromotion({ onSuccess: (saved) => toastSuccess(saved.active ? 'Promotion activated' : 'Promotion deactivated'), onError: toastError });
  const remove = useDeletePromotion({ onSuccess: () => toastSuccess('Promotion deleted'), onError: toastError });

  const setActive = (p: Promotion, active: boolean) => {
    const values = toInput({ ...valuesOf(p), active });
    if ('input' in values) toggle.mutate({ id: p._id, ...values.input });
  };
  const askDelete = (p: Promotion) => confirmDelete('promotion', p.code, () => remove.mutate({ id: p._id }));

  const promotions = list.data?.promotions ?? [];
  const total = list.data?.total;
  return (
    <AdminShell
      title="Promotions"
      headingId="promotions-heading"
      count={total === undefined ? undefined : countLabel(total, 'promotion', 'promotions')}
      actions={<Button onClick={() => setEditing('new')}>Create Promotion</Button>}
    >
      <AdminTable
        labelledBy="promotions-heading"
        headers={['Code', 'Discount', 'Conditions', 'Uses', 'Status', <HiddenHeader key="actions">Actions</HiddenHeader>]}
        minWidth={900}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty="No promotions yet. Create the first one."
        rowCount={promotions.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {promotions.map((p) => (
          <Table.Tr key={p._id}>
            <Table.Td data-label="Code" ff="monospace" fw={600}>
              {p.code}
            </Table.Td>
            <Table.Td data-label="Discount">{describe(p)}</Table.Td>
            <Table.Td data-label="Conditions">
              <Text size="sm">{conditions(p)}</Text>
            </Table.Td>
            <Table.Td data-label="Uses" style={{ whiteSpace: 'nowrap' }}>
              {p.uses}
              {p.usageLimit !== null ? ` of ${p.usageLimit}` : ''}
            </Table.Td>
            <Table.Td data-label="Status">
              <Badge variant="outline" color={STATUS_BADGES[p.status].color}>
                {STATUS_BADGES[p.status].label}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={8} wrap="nowrap" justify="flex-end">
                <Button size="xs" variant="light" onClick={() => setEditing(p)} aria-label={`Edit promotion ${p.code}`}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color={p.active ? TONE.gray : 'brand'}
                  loading={toggle.isPending && toggle.variables?.id === p._id}
                  onClick={() => setActive(p, !p.active)}
                  aria-label={`${p.active ? 'Deactivate' : 'Activate'} promotion ${p.code}`}
                >
                  {p.active ? 'Deactivate' : 'Activate'}
                </Button>
                <DeleteButton label={`Delete promotion ${p.code}`} loading={remove.isPending && remove.variables?.id === p._id} onClick={() => askDelete(p)} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      {editing ? <PromotionDialog key={editing === 'new' ? 'new' : editing._id} promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminShell>
  );
}
