import { useEffect, useRef, useState } from 'react';
import { ColumnGrid } from '../../components/ColumnGrid.js';
import { PlainField } from '../../components/PlainField.js';
import { PlainSelect } from '../../components/PlainSelect.js';
import { PlainTextareaField } from '../../components/PlainTextarea.js';
import { findIndianState, INDIAN_STATE_NAMES, PINCODE_PATTERN } from '../../../shared/india.js';
import { formatIndianMobile } from '../../../shared/phone.js';
import type { DeliveryAddress } from '../../../shared/schemas/address.js';
import { errorMessage, errorStatus, trpc } from '../../trpc.js';

export type AddressField = 'recipientName' | 'phone' | 'address' | 'addressLine2' | 'city' | 'pincode' | 'state';
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The form's values from a stored or saved address (anything missing is empty). */
export function addressValues(address?: Partial<Record<AddressField, string | null | undefined>> | null): AddressValues {
  return {
    recipientName: address?.recipientName ?? '',
    phone: address?.phone ? formatIndianMobile(address.phone) : '',
    address: address?.address ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    pincode: address?.pincode ?? '',
    state: findIndianState(address?.state ?? '')?.name ?? '',
  };
}

/**
 * The server's own rules for an address (zod's schemas). They load when first asked for, not with the page:
 * zod is a fifth of the checkout's first script (docs/decisions/019-page-weight.md). The form asks for them as
 * soon as the shopper is in it, so they are in by the time it is sent.
 */
export const loadAddressRules = () => import('../../../shared/schemas/address.js');

/** The delivery address the form holds, or the message for each field that is wrong (the server's own rules). */
export async function checkAddress(values: AddressValues, country: string): Promise<{ address: DeliveryAddress } | { errors: AddressErrors }> {
  const { deliveryAddressSchema } = await loadAddressRules();
  const parsed = deliveryAddressSchema.safeParse({ ...values, country });
  if (parsed.success) return { address: parsed.data };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as AddressField] ??= issue.message;
  return { errors };
}

/**
 * City and state from the pincode (GET /api/pincodes/{pincode}, an offline India Post table). Only fields
 * the shopper left empty, or that an earlier pincode filled, are filled: what they typed is theirs.
 */
function usePincodeAutofill(setValues: (update: (v: AddressValues) => AddressValues) => void, choosingState: () => boolean) {
  const utils = trpc.useUtils();
  const autoFilled = useRef(new Set<'city' | 'state'>());
  const latest = useRef('');
  const [note, setNote] = useState<string | null>(null);

  const lookUp = (pincode: string) => {
    latest.current = pincode;
    setNote(null);
    if (!PINCODE_PATTERN.test(pincode)) return;
    utils.geo.pincode
      .fetch({ pincode }, { staleTime: Infinity, retry: false })
      .then((place) => {
        if (latest.current !== pincode) return;
        const state = findIndianState(place.state)?.name ?? '';
        setValues((v) => {
          const next = { ...v };
          if (!v.city.trim() || autoFilled.current.has('city')) {
            next.city = place.city;
            autoFilled.current.add('city');
          }
          // Never under the shopper's hands: a state list they are choosing from stays as it is.
          if (state && !choosingState() && (!v.state || autoFilled.current.has('state'))) {
            next.state = state;
            autoFilled.current.add('state');
          }
          return next;
        });
        setNote(`${place.city}, ${state}`);
      })
      .catch((error: unknown) => {
        if (latest.current !== pincode) return;
        setNote(errorStatus(error) === 404 ? errorMessage(error) : null);
      });
  };
  /** The shopper typed in the field: it is theirs now. */
  const typed = (field: AddressField) => {
    if (field === 'city' || field === 'state') autoFilled.current.delete(field);
  };
  return { lookUp, typed, note };
}

const STATE_OPTIONS = [{ value: '', label: 'Choose a state or union territory' }, ...INDIAN_STATE_NAMES];

/** The fields of an Indian delivery address: who receives it, their mobile number, and where. */
export function AddressFields({
  values,
  setValues,
  errors,
  setErrors,
}: {
  values: AddressValues;
  setValues: (update: (v: AddressValues) => AddressValues) => void;
  errors: AddressErrors;
  setErrors: (update: (e: AddressErrors) => AddressErrors) => void;
}) {
  // The state is never changed under the shopper's hands: not while its list has the focus.
  const choosingState = useRef(false);
  const autofill = usePincodeAutofill(setValues, () => choosingState.current);

  const change = (name: AddressField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    autofill.typed(name);
    if (name === 'pincode') autofill.lookUp(value.trim());
  };
  // A field's complaint goes once its value changes, whoever changed it (the shopper, or the pincode filling
  // in the city and state); a new state may settle the pincode's too.
  const previous = useRef(values);
  useEffect(() => {
    const changed = (Object.keys(values) as AddressField[]).filter((name) => values[name] !== previous.current[name]);
    previous.current = values;
    if (changed.length === 0) return;
    setErrors((current) => {
      const next = { ...current };
      for (const name of changed) delete next[name];
      if (changed.includes('state')) delete next.pincode;
      return next;
    });
  }, [values, setErrors]);

  // Marked, unlike the shop's other forms: beside an optional line the required ones need telling apart.
  // The asterisk is hidden from screen readers, which announce the field as required instead.
  const field = (name: Exclude<AddressField, 'state'>, required = true) => ({
    value: values[name],
    error: errors[name],
    required,
    withAsterisk: required,
    onChange: (e: { currentTarget: { value: string } }) => change(name, e.currentTarget.value),
  });

  return (
    <>
      <ColumnGrid cols={{ base: 1, xs: 2 }} gap="var(--mantine-spacing-md)">
        <PlainField label="Full name" placeholder="Who receives the parcel" autoComplete="name" {...field('recipientName')} />
        <PlainField
          label="Mobile number"
          placeholder="10-digit mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description="The courier calls it to deliver"
          {...field('phone')}
        />
      </ColumnGrid>
      <PlainTextareaField label="Address" placeholder="House no., building, street, area" autoComplete="address-line1" {...field('address')} />
      <PlainField label="Address line 2 / landmark" placeholder="Optional, e.g. near the bus stand" autoComplete="address-line2" {...field('addressLine2', false)} />
      <ColumnGrid cols={{ base: 1, xs: 2 }} gap="var(--mantine-spacing-md)">
        <PlainField
          label="Pincode"
          placeholder="6-digit pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          description={autofill.note ?? 'City and state fill in from it'}
          {...field('pincode')}
        />
        <PlainField label="City" placeholder="Enter city" autoComplete="address-level2" {...field('city')} />
      </ColumnGrid>
      {/* The browser's own list of the 36 states and union territories: a phone's picker is the better one. */}
      <div onFocus={() => (choosingState.current = true)} onBlur={() => (choosingState.current = false)}>
        <PlainSelect
          label="State"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
          required
          withAsterisk
          value={values.state}
          error={errors.state}
          onChange={(value) => change('state', value)}
        />
      </div>
    </>
  );
}

/** One line for an address: `Meera Iyer, +91 98450 12345 · 12 MG Road, Near the temple, Bengaluru 560001, Karnataka`. */
export function addressSummary(a: { recipientName?: string | null; phone?: string | null; address: string; addressLine2?: string | null; city: string; pincode: string; state: string }): string {
  const who = [a.recipientName, a.phone ? formatIndianMobile(a.phone) : null].filter(Boolean).join(', ');
  const where = `${[a.address, a.addressLine2].filter(Boolean).join(', ')}, ${a.city} ${a.pincode}, ${a.state}`;
  return who ? `${who} · ${where}` : where;
}
