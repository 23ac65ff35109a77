import { Button, Center, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_COUNTRY } from '../../shared/constants.js';
import { findIndianState, INDIAN_STATE_NAMES } from '../../shared/india.js';
import { PINCODE_PATTERN, shippingAddressSchema } from '../../shared/schemas/order.js';
import { CheckoutSteps } from '../components/CheckoutSteps.js';
import { useTitle } from '../lib/use-title.js';
import { saveShippingAddress, useShippingAddress } from '../state/checkout.js';
import { errorMessage, errorStatus, trpc } from '../trpc.js';

type Field = 'address' | 'city' | 'pincode' | 'state';
type Values = Record<Field, string>;

/**
 * City and state from the pincode (GET /api/pincodes/{pincode}, an offline India Post table). Only fields
 * the shopper left empty, or that an earlier pincode filled, are filled: what they typed is theirs.
 */
function usePincodeAutofill(setValues: (update: (v: Values) => Values) => void, choosingState: () => boolean) {
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
  const typed = (field: Field) => {
    if (field === 'city' || field === 'state') autoFilled.current.delete(field);
  };
  return { lookUp, typed, note };
}

export function ShippingPage() {
  useTitle('Shipping');
  const saved = useShippingAddress();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Values>({
    address: saved?.address ?? '',
    city: saved?.city ?? '',
    pincode: saved?.pincode ?? '',
    state: findIndianState(saved?.state ?? '')?.name ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const stateListOpen = useRef(false);
  const autofill = usePincodeAutofill(setValues, () => stateListOpen.current);

  const change = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A wrong pincode is reported on the pincode; changing the state may settle it too.
    setErrors((current) => ({ ...current, [name]: undefined, ...(name === 'state' ? { pincode: undefined } : {}) }));
    autofill.typed(name);
    if (name === 'pincode') autofill.lookUp(value.trim());
  };
  const field = (name: Exclude<Field, 'state'>) => ({
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { currentTarget: { value: string } }) => change(name, e.currentTarget.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shippingAddressSchema.safeParse({ ...values, country: saved?.country || DEFAULT_COUNTRY });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    saveShippingAddress(parsed.data);
    navigate('/payment');
  };

  return (
    <>
      <CheckoutSteps active={1} />
      <Center>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={560}>
          <Title order={1} fz={26} mb={4}>
            Shipping
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            We deliver across {DEFAULT_COUNTRY}.
          </Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Textarea label="Address" placeholder="House no., street, area" autoComplete="street-address" autosize minRows={2} {...field('address')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label="Pincode"
                  placeholder="6-digit pincode"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  description={autofill.note ?? 'City and state fill in from it'}
                  {...field('pincode')}
                />
                <TextInput label="City" placeholder="Enter city" autoComplete="address-level2" {...field('city')} />
              </SimpleGrid>
              <Select
                label="State"
                placeholder="Choose a state or union territory"
                data={INDIAN_STATE_NAMES}
                searchable
                // Choosing the state that the pincode already filled in keeps it (a second click never empties it).
                allowDeselect={false}
                nothingFoundMessage="No state or union territory of that name"
                autoComplete="address-level1"
                required
                value={values.state || null}
                error={errors.state}
                onChange={(value) => change('state', value ?? '')}
                onDropdownOpen={() => (stateListOpen.current = true)}
                onDropdownClose={() => (stateListOpen.current = false)}
                comboboxProps={{ withinPortal: true }}
              />
              <Button type="submit" size="md">
                Continue
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
    </>
  );
}
