import { Button, Center, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_COUNTRY } from '../../shared/constants.js';
import { shippingAddressSchema } from '../../shared/schemas/order.js';
import { CheckoutSteps } from '../components/CheckoutSteps.js';
import { useTitle } from '../lib/use-title.js';
import { saveShippingAddress, useShippingAddress } from '../state/checkout.js';

type Field = 'address' | 'city' | 'pincode' | 'state';

export function ShippingPage() {
  useTitle('Shipping');
  const saved = useShippingAddress();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({
    address: saved?.address ?? '',
    city: saved?.city ?? '',
    pincode: saved?.pincode ?? '',
    state: saved?.state ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
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
                <TextInput label="City" placeholder="Enter city" autoComplete="address-level2" {...field('city')} />
                <TextInput label="Pincode" placeholder="6-digit pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field('pincode')} />
              </SimpleGrid>
              <TextInput label="State" placeholder="Enter state" autoComplete="address-level1" {...field('state')} />
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
