import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as m from '@messages/profile';
import { DEFAULT_COUNTRY } from '../../../shared/constants.js';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../shared/schemas/address.js';
import { errorMessage, trpc } from '../../trpc.js';
import { AddressFields, addressSummary, addressValues, checkAddress, type AddressErrors, type AddressValues } from './AddressFields.js';

/** The form for a new address or for changing one; closes itself once saved. */
function AddressForm({ editing, onDone }: { editing: SavedAddress | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<AddressValues>(() => addressValues(editing));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const done = async () => {
    await utils.addresses.list.invalidate();
    onDone();
  };
  const add = trpc.addresses.add.useMutation({ onSuccess: done });
  const update = trpc.addresses.update.useMutation({ onSuccess: done });
  const saving = add.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = await checkAddress(values, editing?.country || DEFAULT_COUNTRY);
    if ('errors' in checked) return setErrors(checked.errors);
    const fields = { ...checked.address, addressLine2: checked.address.addressLine2 ?? '' };
    const onError = (error: unknown) => setProblem(errorMessage(error));
    if (editing) update.mutate({ id: editing._id, ...fields }, { onError });
    else add.mutate(fields, { onError });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? m.changeAddress : m.newAddress}>
      <Stack gap="md">
        <AddressFields values={values} setValues={setValues} errors={errors} setErrors={setErrors} />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {m.saveAddress}
          </Button>
          <Button variant="default" onClick={onDone} disabled={saving}>
            {m.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The signed-in customer's saved addresses: add, change, delete, and choose the default the checkout preselects. */
export function AddressBook() {
  const utils = trpc.useUtils();
  const book = trpc.addresses.list.useQuery();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => utils.addresses.list.invalidate();
  const update = trpc.addresses.update.useMutation({ onSuccess: refresh, onError: (error) => setProblem(errorMessage(error)) });
  const remove = trpc.addresses.delete.useMutation({ onSuccess: refresh, onError: (error) => setProblem(errorMessage(error)) });
  const addresses = book.data?.addresses ?? [];

  const makeDefault = (a: SavedAddress) =>
    update.mutate({ id: a._id, recipientName: a.recipientName, phone: a.phone, address: a.address, addressLine2: a.addressLine2 ?? '', city: a.city, pincode: a.pincode, state: a.state, country: a.country, isDefault: true });

  return (
    <Card padding="lg" component="section" aria-labelledby="my-addresses" mt="xl">
      <Title order={2} fz={24} mb="md" id="my-addresses">
        {m.myAddresses}
      </Title>
      {problem && (
        <Alert color="red" variant="light" role="alert" mb="md" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {book.isPending ? (
        <Text c="dimmed">{m.loadingAddresses}</Text>
      ) : book.error ? (
        <Alert color="red" variant="light">
          {errorMessage(book.error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          {addresses.length === 0 && editing === null && <Text c="dimmed">{m.noAddresses}</Text>}
          {addresses.map((a) =>
            editing !== 'new' && editing?._id === a._id ? (
              <AddressForm key={a._id} editing={a} onDone={() => setEditing(null)} />
            ) : (
              <Card key={a._id} withBorder padding="sm" component="article" aria-label={addressSummary(a)}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text size="sm">{addressSummary(a)}</Text>
                  {a.isDefault && (
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      {m.defaultAddress}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs" mt="xs">
                  <Button size="compact-sm" variant="light" onClick={() => setEditing(a)}>
                    {m.edit}
                  </Button>
                  {!a.isDefault && (
                    <Button size="compact-sm" variant="light" onClick={() => makeDefault(a)} loading={update.isPending && update.variables?.id === a._id}>
                      {m.makeDefault}
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    loading={remove.isPending && remove.variables?.id === a._id}
                    onClick={() => {
                      if (window.confirm(m.deleteAddressQuestion({ address: addressSummary(a) }))) remove.mutate({ id: a._id });
                    }}
                  >
                    {m.deleteAddress}
                  </Button>
                </Group>
              </Card>
            ),
          )}
          {editing === 'new' ? (
            <AddressForm editing={null} onDone={() => setEditing(null)} />
          ) : (
            addresses.length < MAX_SAVED_ADDRESSES && (
              <Button variant="default" onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
                {m.addAddress}
              </Button>
            )
          )}
        </Stack>
      )}
    </Card>
  );
}
