import { useEffect, useRef, useState } from 'react';
import * as m from '@messages/address';
import { ColumnGrid } from '../../components/ColumnGrid.js';
import { PlainField } from '../../components/PlainField.js';
import { PlainSelect } from '../../components/PlainSelect.js';
import { PlainTextareaField } from '../../components/PlainTextarea.js';
import { findIndianState, INDIAN_STATE_NAMES, PINCODE_PATTERN, pincodeStateProblem } from '../../../shared/india.js';
import { formatIndianMobile } from '../../../shared/phone.js';
import type { DeliveryAddress } from '../../../shared/schemas/address.js';
import { errorMessage, errorStatus, trpc } from '../../trpc.js';
import { stateName } from './address-names.js';

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
 * The schema's refusal in the page's language: its English text looked up, and the pincode outside its state
 * worded again from the same pincode and state (the English when the catalogue has neither).
 */
function problemWording(message: string, values: AddressValues): string {
  const known = m.problems[message];
  if (known) return known;
  const state = findIndianState(values.state);
  const pincode = values.pincode.trim();
  if (state && pincodeStateProblem(pincode, state) === message) return m.pincodeNotInState({ pincode, state: stateName(state.name) });
  return message;
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
  for (const issue of parsed.error.issues) errors[issue.path[0] as AddressField] ??= problemWording(issue.message, values);
  return { errors };
}

/**
 * City and state from the pincode (GET /api/pincodes/{pincode}, an offline India Post table). Only fields
 * the shopper left empty, or that an earlier pincode filled, are filled: what they typed is theirs. Nor is a
 * field changed under the shopper's hands: the one they are in is filled when they leave it, if still empty
 * (text typed into a field just as the pincode's city arrived would otherwise run into it).
 */
function usePincodeAutofill(setValues: (update: (v: AddressValues) => AddressValues) => void, inField: (field: Filled) => boolean) {
  const utils = trpc.useUtils();
  const autoFilled = useRef(new Set<Filled>());
  const latest = useRef('');
  // What the pincode gave for a field the shopper was in: filled when they leave it.
  const waiting = useRef<Partial<Record<Filled, string>>>({});
  const [note, setNote] = useState<string | null>(null);

  const fill = (v: AddressValues, field: Filled, value: string): AddressValues => {
    if (!value || (v[field].trim() && !autoFilled.current.has(field))) return v;
    autoFilled.current.add(field);
    return { ...v, [field]: value };
  };

  const lookUp = (pincode: string) => {
    latest.current = pincode;
    waiting.current = {};
    setNote(null);
    if (!PINCODE_PATTERN.test(pincode)) return;
    utils.geo.pincode
      .fetch({ pincode }, { staleTime: Infinity, retry: false })
      .then((place) => {
        if (latest.current !== pincode) return;
        const state = findIndianState(place.state)?.name ?? '';
        const found: Record<Filled, string> = { city: place.city, state };
        setValues((v) => {
          let next = v;
          for (const field of FILLED) {
            if (inField(field)) waiting.current[field] = found[field];
            else next = fill(next, field, found[field]);
          }
          return next;
        });
        setNote(`${place.city}, ${stateName(state)}`);
      })
      .catch((error: unknown) => {
        if (latest.current !== pincode) return;
        setNote(errorStatus(error) === 404 ? errorMessage(error) : null);
      });
  };
  /** The shopper typed in the field: it is theirs now. */
  const typed = (field: AddressField) => {
    if (isFilled(field)) {
      autoFilled.current.delete(field);
      delete waiting.current[field];
    }
  };
  /** The shopper left the field: what the pincode gave for it meanwhile goes in, if it is still empty. */
  const left = (field: Filled) => {
    const value = waiting.current[field];
    delete waiting.current[field];
    if (value) setValues((v) => (v[field].trim() ? v : fill(v, field, value)));
  };
  return { lookUp, typed, left, note };
}

/** The fields the pincode fills. */
type Filled = 'city' | 'state';
const FILLED: readonly Filled[] = ['city', 'state'];
const isFilled = (field: AddressField): field is Filled => (FILLED as readonly AddressField[]).includes(field);

const STATE_OPTIONS = [{ value: '', label: m.chooseState }, ...INDIAN_STATE_NAMES.map((name) => ({ value: name, label: stateName(name) }))];

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
  // The field the shopper is in, which the pincode never changes under their hands.
  const inField = useRef<Filled | null>(null);
  const autofill = usePincodeAutofill(setValues, (name) => inField.current === name);
  const leave = (name: Filled) => {
    inField.current = null;
    autofill.left(name);
  };

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
        <PlainField label={m.fullName} placeholder={m.fullNamePlaceholder} autoComplete="name" {...field('recipientName')} />
        <PlainField
          label={m.mobileNumber}
          placeholder={m.mobilePlaceholder}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description={m.mobileDescription}
          {...field('phone')}
        />
      </ColumnGrid>
      <PlainTextareaField label={m.address} placeholder={m.addressPlaceholder} autoComplete="address-line1" {...field('address')} />
      <PlainField label={m.addressLine2} placeholder={m.addressLine2Placeholder} autoComplete="address-line2" {...field('addressLine2', false)} />
      <ColumnGrid cols={{ base: 1, xs: 2 }} gap="var(--mantine-spacing-md)">
        <PlainField
          label={m.pincode}
          placeholder={m.pincodePlaceholder}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          description={autofill.note ?? m.pincodeDescription}
          {...field('pincode')}
        />
        <div onFocus={() => (inField.current = 'city')} onBlur={() => leave('city')}>
          <PlainField label={m.city} placeholder={m.cityPlaceholder} autoComplete="address-level2" {...field('city')} />
        </div>
      </ColumnGrid>
      {/* The browser's own list of the 36 states and union territories: a phone's picker is the better one. */}
      <div onFocus={() => (inField.current = 'state')} onBlur={() => leave('state')}>
        <PlainSelect
          label={m.state}
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
  const where = `${[a.address, a.addressLine2].filter(Boolean).join(', ')}, ${a.city} ${a.pincode}, ${stateName(a.state)}`;
  return who ? `${who} · ${where}` : where;
}
