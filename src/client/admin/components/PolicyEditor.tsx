import { Alert, Anchor, Button, Card, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { MAX_POLICY_LENGTH, POLICY_PAGES, policyPath, type PolicySlug } from '../../../shared/policy-pages.js';
import type { PolicyPage } from '../../../shared/schemas/policy-page.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { errorMessage, trpc } from '../../trpc.js';
import { FormSkeleton } from './FormSkeleton.js';

const PAGE_OPTIONS = POLICY_PAGES.map((page) => ({ value: page.slug, label: page.title }));

function PolicyForm({ page }: { page: PolicyPage }) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState(page.body);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.pages.save.useMutation({
    onSuccess: (saved, variables) => {
      utils.pages.get.setData({ slug: saved.slug }, saved);
      toastSuccess(variables.body.trim() ? `${saved.title} saved` : `${saved.title} shows its starting text again`);
    },
    onError: (failure) => {
      // The text stays as typed.
      toastError(failure);
      setError(errorMessage(failure));
    },
  });
  const changed = body !== page.body;
  return (
    <Stack gap="sm">
      {!page.custom ? (
        <Alert color="blue" variant="light" title="This is the starting text">
          It names your shop from the settings above. Read it and change what your shop does differently, then save.
        </Alert>
      ) : null}
      <Textarea
        label={`${page.title} (Markdown)`}
        description="# for a heading, - for a list item, **bold**, [a link](https://…). HTML is shown as text."
        autosize
        minRows={12}
        maxRows={30}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="space-between">
        <Text size="xs" c={body.length > MAX_POLICY_LENGTH ? 'red' : 'dimmed'}>
          {body.length.toLocaleString('en-IN')} of {MAX_POLICY_LENGTH.toLocaleString('en-IN')} characters
        </Text>
        <Group gap="sm">
          <Anchor href={policyPath(page.slug)} target="_blank" size="sm">
            View the page
          </Anchor>
          {page.custom ? (
            <Button variant="default" loading={save.isPending && save.variables.body === ''} onClick={() => save.mutate({ slug: page.slug, body: '' })}>
              Use the starting text
            </Button>
          ) : null}
          <Button disabled={!changed} loading={save.isPending && save.variables.body !== ''} onClick={() => save.mutate({ slug: page.slug, body })}>
            Save page
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The shop's policy pages, edited one at a time in Markdown (served at /pages/…, linked from the footer). */
export function PolicyEditor() {
  const [slug, setSlug] = useState<PolicySlug>('returns');
  const page = trpc.pages.get.useQuery({ slug }, { staleTime: 0 });
  return (
    <Card padding="lg" mt="xl" component="section" aria-labelledby="policies-heading">
      <Stack gap="sm">
        <Title order={2} fz={18} id="policies-heading">
          Shop policies
        </Title>
        <Text size="sm" c="dimmed">
          Shoppers read these before they buy, and payment gateways ask for them before they activate a shop.
        </Text>
        <NativeSelect label="Page" data={PAGE_OPTIONS} value={slug} onChange={(event) => setSlug(event.currentTarget.value as PolicySlug)} maw={320} />
        {page.error ? (
          <Alert color="red" variant="light" role="alert" title="Could not load the page">
            {errorMessage(page.error)}
          </Alert>
        ) : page.data ? (
          // Another page chosen, or this one saved: the form starts again from what is stored.
          <PolicyForm key={`${page.data.slug} ${page.data.updatedAt ?? 'starting'}`} page={page.data} />
        ) : (
          <FormSkeleton />
        )}
      </Stack>
    </Card>
  );
}
