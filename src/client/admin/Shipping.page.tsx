import { Alert, Anchor, Box, Button, Card, FileButton, Group, MultiSelect, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { INDIAN_STATE_NAMES } from '../../shared/india.js';
import type { ShippingRulesView } from '../../shared/schemas/shipping.js';
import type { ServiceableArea } from '../../shared/shipping.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { errorMessage, trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { FormSection } from './components/FormSection.js';
import { FormSkeleton } from './components/FormSkeleton.js';

/** Amounts and days as typed; the server checks them and answers beside the field. */
interface RuleValues {
  fee: string;
  freeAbove: string;
  minDays: string;
  maxDays: string;
}

interface ZoneValues extends RuleValues {
  /** Only for React's list keys: the server gives zones new ids on every save. */
  key: string;
  name: string;
  states: string[];
  /** Prefixes separated by commas or spaces, as typed. */
  pincodePrefixes: string;
  codEnabled: boolean;
}

interface ShippingFormValues extends RuleValues {
  codEnabled: boolean;
  codFee: string;
  codMaxOrderValue: string;
  serviceableArea: ServiceableArea;
  zones: ZoneValues[];
}

const amount = (value: number | null) => (value === null ? '' : String(value));
let zoneKeys = 0;
const nextKey = () => `zone-${++zoneKeys}`;

const valuesOf = (rules: ShippingRulesView): ShippingFormValues => ({
  fee: amount(rules.fee),
  freeAbove: amount(rules.freeAbove),
  minDays: String(rules.minDays),
  maxDays: String(rules.maxDays),
  codEnabled: rules.codEnabled,
  codFee: amount(rules.codFee),
  codMaxOrderValue: amount(rules.codMaxOrderValue),
  serviceableArea: rules.serviceableArea,
  zones: rules.zones.map((zone) => ({
    key: nextKey(),
    name: zone.name,
    states: zone.states,
    pincodePrefixes: zone.pincodePrefixes.join(', '),
    fee: amount(zone.fee),
    freeAbove: amount(zone.freeAbove),
    minDays: String(zone.minDays),
    maxDays: String(zone.maxDays),
    codEnabled: zone.codEnabled,
  })),
});

const newZone = (defaults: ShippingFormValues): ZoneValues => ({
  key: nextKey(),
  name: '',
  states: [],
  pincodePrefixes: '',
  fee: defaults.fee,
  freeAbove: defaults.freeAbove,
  minDays: defaults.minDays,
  maxDays: defaults.maxDays,
  codEnabled: true,
});

/** The zone's prefixes as a list: a field left empty is none. */
const prefixes = (typed: string) => typed.split(/[\s,;]+/).filter(Boolean);

/** The server's issues by the form's own paths ('zones.1.fee'); a state or prefix names the whole field. */
function errorsFor(error: unknown): Record<string, string> {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } } | undefined)?.data?.issues ?? [];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.replace(/^(zones\.\d+\.(states|pincodePrefixes))\.\d+$/, '$1');
    errors[path] ??= issue.message;
  }
  return errors;
}

function RuleFields({ form, at }: { form: ReturnType<typeof useForm<ShippingFormValues>>; at: string }) {
  const field = (name: keyof RuleValues) => form.getInputProps(`${at}${name}`);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <TextInput label="Delivery fee (Rs)" inputMode="decimal" {...field('fee')} />
      <TextInput label="Free delivery from (Rs)" inputMode="decimal" description="Empty: never free" {...field('freeAbove')} />
      <TextInput label="Fastest delivery (days)" inputMode="numeric" {...field('minDays')} />
      <TextInput label="Slowest delivery (days)" inputMode="numeric" {...field('maxDays')} />
    </SimpleGrid>
  );
}

function PincodeList({ rules }: { rules: ShippingRulesView }) {
  const utils = trpc.useUtils();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = trpc.shipping.setPincodes.useMutation({
    onSuccess: (saved) => {
      setProblem(null);
      utils.shipping.rules.setData(undefined, saved);
      toastSuccess(`The list now holds ${saved.serviceablePincodes.toLocaleString('en-IN')} pincodes`);
    },
    onError: (error) => {
      setProblem(errorMessage(error));
      toastError(error);
    },
  });
  const download = async () => {
    const { pincodes } = await utils.shipping.pincodes.fetch();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`pincode\n${pincodes.join('\n')}\n`], { type: 'text/csv' }));
    link.download = 'pincodes.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton accept=".csv,.txt,text/csv,text/plain" onChange={(file) => void file?.text().then((csv) => upload.mutate({ csv }))}>
          {(props) => (
            <Button variant="default" loading={upload.isPending} {...props}>
              Upload pincodes (CSV)
            </Button>
          )}
        </FileButton>
        <Text size="sm">
          {rules.serviceablePincodes.toLocaleString('en-IN')} pincodes on the list
          {rules.serviceablePincodes > 0 ? (
            <>
              {' · '}
              <Anchor component="button" type="button" size="sm" onClick={() => void download().catch(toastError)}>
                Download the list
              </Anchor>
            </>
          ) : null}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        One pincode a line (or separated by commas); a first line such as &quot;pincode&quot; is skipped. Uploading replaces the list.
      </Text>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}

function ShippingForm({ rules }: { rules: ShippingRulesView }) {
  const utils = trpc.useUtils();
  const form = useForm<ShippingFormValues>({ mode: 'controlled', initialValues: valuesOf(rules) });
  const save = trpc.shipping.update.useMutation({
    onSuccess: (saved) => {
      utils.shipping.rules.setData(undefined, saved);
      form.setValues(valuesOf(saved));
      form.resetDirty();
      toastSuccess('Shipping rules saved');
    },
    onError: (error) => {
      // Everything stays as typed; each reason goes beside its field.
      toastError(error);
      form.setErrors(errorsFor(error));
    },
  });
  const submit = form.onSubmit((values) => {
    form.clearErrors();
    save.mutate({
      fee: values.fee,
      freeAbove: values.freeAbove,
      minDays: values.minDays,
      maxDays: values.maxDays,
      codEnabled: values.codEnabled,
      codFee: values.codFee,
      codMaxOrderValue: values.codMaxOrderValue,
      serviceableArea: values.serviceableArea,
      zones: values.zones.map((zone) => ({
        name: zone.name,
        states: zone.states,
        pincodePrefixes: prefixes(zone.pincodePrefixes),
        fee: zone.fee,
        freeAbove: zone.freeAbove,
        minDays: zone.minDays,
        maxDays: zone.maxDays,
        codEnabled: zone.codEnabled,
      })),
    });
  });
  return (
    <Card padding="lg" component="form" onSubmit={submit} noValidate aria-labelledby="shipping-heading">
      <Stack gap="xl">
        <FormSection title="Delivery" id="shipping-default">
          <Text size="sm" c="dimmed">
            The fee for an order below the free-delivery value (its items after any discount, before GST), and how many days delivery takes. Sundays are not
            counted.
          </Text>
          <RuleFields form={form} at="" />
        </FormSection>
        <FormSection title="Cash on delivery" id="shipping-cod">
          <Switch label="Take cash on delivery" {...form.getInputProps('codEnabled', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="COD fee (Rs)" inputMode="decimal" description="Added to orders paid in cash; 0 for none" {...form.getInputProps('codFee')} />
            <TextInput label="Largest COD order (Rs)" inputMode="decimal" description="Empty: no limit" {...form.getInputProps('codMaxOrderValue')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Where you deliver" id="shipping-area">
          <Radio.Group {...form.getInputProps('serviceableArea')}>
            <Stack gap="xs">
              <Radio value="all" label="All of India" />
              <Radio value="list" label="Only the pincodes on my list" />
            </Stack>
          </Radio.Group>
          <PincodeList rules={rules} />
          {form.values.serviceableArea === 'list' && rules.serviceablePincodes === 0 ? (
            <Alert color="yellow" variant="light">
              The list is empty: upload your pincodes, or nobody can order.
            </Alert>
          ) : null}
        </FormSection>
        <FormSection title="Zones" id="shipping-zones">
          <Text size="sm" c="dimmed">
            A zone charges its own fee for some states or pincodes. A pincode takes the zone with the longest prefix it starts with (5600 before 560), then a
            zone with its state, then the rule above.
          </Text>
          {form.values.zones.map((zone, index) => (
            <Card key={zone.key} withBorder padding="md" component="section" aria-label={`Zone ${zone.name || index + 1}`}>
              <Stack gap="sm">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput label="Zone name" style={{ flex: 1 }} {...form.getInputProps(`zones.${index}.name`)} />
                  <Button variant="subtle" color="red" onClick={() => form.removeListItem('zones', index)}>
                    Remove zone
                  </Button>
                </Group>
                <MultiSelect label="States" data={INDIAN_STATE_NAMES} searchable clearable {...form.getInputProps(`zones.${index}.states`)} />
                <TextInput label="Pincode prefixes" description="Separated by commas, e.g. 560, 5611" {...form.getInputProps(`zones.${index}.pincodePrefixes`)} />
                <RuleFields form={form} at={`zones.${index}.`} />
                <Switch label="Cash on delivery in this zone" {...form.getInputProps(`zones.${index}.codEnabled`, { type: 'checkbox' })} />
              </Stack>
            </Card>
          ))}
          <Group>
            <Button variant="default" onClick={() => form.insertListItem('zones', newZone(form.values))}>
              Add a zone
            </Button>
          </Group>
        </FormSection>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            Save shipping rules
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ShippingPage() {
  const rules = trpc.shipping.rules.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });
  return (
    <AdminShell title="Shipping" headingId="shipping-heading">
      <Box maw={860}>
        {rules.error ? (
          <Alert color="red" variant="light" role="alert" title="Could not load the shipping rules">
            {errorMessage(rules.error)}
          </Alert>
        ) : rules.isPending ? (
          <FormSkeleton />
        ) : (
          <ShippingForm rules={rules.data} />
        )}
      </Box>
    </AdminShell>
  );
}
