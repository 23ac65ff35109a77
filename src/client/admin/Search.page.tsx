import { Badge, Box, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_STATS_DAYS, type SearchCount, type SynonymSet } from '../../shared/schemas/search.js';
import { LoadError } from '../components/LoadError.js';
import { formatDate, formatDateTime } from '../lib/format.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable, HiddenHeader } from './components/AdminTable.js';
import { DeleteButton } from './components/DeleteButton.js';
import { ListSearch } from './components/ListSearch.js';
import { useAddSynonyms, useDeleteSynonyms, useUpdateSynonyms } from './hooks/use-synonym-mutations.js';
import { confirmDelete } from './lib/feedback.js';
import { fieldErrorsFrom } from './lib/field-errors.js';
import { TONE } from './lib/tones.js';

/** The address that opens the synonym form with `word` as its first word (from the dashboard, say). */
export const addSynonymHref = (word: string): string => `/admin/search?synonym=${encodeURIComponent(word)}`;

/** The longest word taken from the address: a search is kept at most 100 characters long. */
const PREFILL_MAX = 100;

const count = (n: number) => n.toLocaleString('en-IN');
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A 'YYYY-MM-DD' calendar day as the admin reads it ('3 Feb 2026'). */
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The words of the form's field: split at commas, each trimmed, empty pieces left out. */
const termsOf = (text: string): string[] =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');

/** A word as sets are compared: lower case, single spaces. */
const termKey = (term: string) => term.toLocaleLowerCase('en-IN').replace(/\s+/gu, ' ');

/** The typed words that some other set holds already, each with that set. */
function inOtherSets(terms: readonly string[], others: readonly SynonymSet[]): { term: string; set: SynonymSet }[] {
  const found: { term: string; set: SynonymSet }[] = [];
  for (const term of terms) {
    const set = others.find((other) => other.terms.some((word) => termKey(word) === termKey(term)));
    if (set) found.push({ term, set });
  }
  return found;
}

/** The sets as the owner reads them: the last changed first (a set just saved is at the top), then by their first word. */
const byLastChange = (a: SynonymSet, b: SynonymSet) => b.updatedAt.localeCompare(a.updatedAt) || (a.terms[0] ?? '').localeCompare(b.terms[0] ?? '', 'en-IN');

/** The sets with a word that holds `text` (any case). */
const holding = (sets: readonly SynonymSet[], text: string) => {
  const key = termKey(text.trim());
  return key ? sets.filter((set) => set.terms.some((term) => termKey(term).includes(key))) : sets;
};

/** What the form opens with: a set to change, or a new one with the words typed so far. */
interface Draft {
  set: SynonymSet | null;
  text: string;
}

function SynonymDialog({ draft, others, onClose }: { draft: Draft; others: readonly SynonymSet[]; onClose: () => void }) {
  const { set } = draft;
  // The text stays as typed when the server refuses it: only the error changes.
  const [text, setText] = useState(draft.text);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const handlers = {
    onSuccess: () => {
      toastSuccess(set ? 'Synonym set updated' : 'Synonym set added');
      onClose();
    },
    onError: (failure: unknown) => {
      toastError(failure);
      setError(fieldErrorsFrom(failure, ['terms'] as const).terms);
    },
  };
  // Opened with a search already entered, the caret waits after it for the words it means.
  useEffect(() => {
    const field = input.current;
    if (field) field.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const add = useAddSynonyms(handlers);
  const update = useUpdateSynonyms(handlers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const terms = termsOf(text);
    if (set) update.mutate({ id: set._id, terms });
    else add.mutate({ terms });
  };
  return (
    <Modal opened onClose={onClose} title={set ? 'Edit synonyms' : 'Add synonyms'} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={input}
            label="Words"
            description="Words or short phrases that mean the same, in any language, separated by commas"
            placeholder="mobile, phone, smartphone"
            required
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(undefined);
            }}
            autoComplete="off"
            data-autofocus
          />
          <OtherSets found={inOtherSets(termsOf(text), others)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A word of the form that another set holds already: sets sharing a word are searched as one
 * (docs/decisions/049-search-words.md), which the owner is told before saving.
 */
function OtherSets({ found }: { found: { term: string; set: SynonymSet }[] }) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {found.length > 0
        ? `${found.map(({ term, set }) => `'${term}' is already in the set ${set.terms.join(', ')}.`).join(' ')} Sets that share a word are searched as one: every word of both finds the same products.`
        : null}
    </Text>
  );
}

/** One part of the page: its heading (tables are named by it), an action beside it, a line saying what it is. */
function Section({ id, title, action, intro, children }: { id: string; title: string; action?: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} mb="xl">
      <Group justify="space-between" align="center" gap="sm" mb={6} wrap="wrap">
        <Title order={2} fz={20} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

function Synonyms({ onAdd, onEdit }: { onAdd: () => void; onEdit: (set: SynonymSet) => void }) {
  const list = trpc.search.synonyms.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });
  const remove = useDeleteSynonyms({ onSuccess: (answer) => toastSuccess(answer.message), onError: toastError });
  const [find, setFind] = useState('');
  const sets = holding([...(list.data ?? [])].sort(byLastChange), find);
  const askDelete = (set: SynonymSet) => confirmDelete('synonym set', set.terms.join(', '), () => remove.mutate({ id: set._id }));
  return (
    <Section
      id="synonyms-heading"
      title="Synonyms"
      action={<Button onClick={onAdd}>Add synonyms</Button>}
      intro="Words in one set find the same products: a search for any of them finds what the others find (mobile, phone, smartphone; जूते, joote, shoes)."
    >
      <Box mb="sm" maw={360}>
        <ListSearch label="Find synonyms" placeholder="Find a word" keyword={find} onSearch={(text) => setFind(text.trim())} />
      </Box>
      <AdminTable
        labelledBy="synonyms-heading"
        headers={['Words', 'Last changed', <HiddenHeader key="actions">Actions</HiddenHeader>]}
        minWidth={560}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={find ? `No set holds “${find}”.` : 'No synonyms yet. Add the first set.'}
        rowCount={sets.length}
        pageInfo={undefined}
        hrefFor={() => '/admin/search'}
      >
        {sets.map((set) => {
          const words = set.terms.join(', ');
          return (
            <Table.Tr key={set._id}>
              <Table.Td data-label="Words" style={{ overflowWrap: 'anywhere' }}>
                {words}
              </Table.Td>
              <Table.Td data-label="Last changed">
                <time dateTime={set.updatedAt} title={formatDateTime(set.updatedAt)} style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(set.updatedAt)}
                </time>
              </Table.Td>
              <Table.Td>
                <Group gap={8} wrap="nowrap" justify="flex-end">
                  <Button size="xs" variant="light" onClick={() => onEdit(set)} aria-label={`Edit synonym set ${words}`}>
                    Edit
                  </Button>
                  <DeleteButton label={`Delete synonym set ${words}`} loading={remove.isPending && remove.variables?.id === set._id} onClick={() => askDelete(set)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AdminTable>
    </Section>
  );
}

function TopSearches({ rows, loading, from, to }: { rows: SearchCount[]; loading: boolean; from?: string; to?: string }) {
  return (
    <Section
      id="top-searches-heading"
      title={`Top searches (last ${SEARCH_STATS_DAYS} days)`}
      intro={`${from && to ? `From ${day(from)} to ${day(to)}, counted` : 'Counted'} per search as shoppers typed it (lower case, accents removed); who searched is not kept.`}
    >
      <AdminTable
        labelledBy="top-searches-heading"
        headers={['Search', 'Searches', 'Found nothing']}
        minWidth={420}
        loading={loading}
        error={null}
        onRetry={() => undefined}
        empty="No searches yet."
        rowCount={rows.length}
        pageInfo={undefined}
        hrefFor={() => '/admin/search'}
      >
        {rows.map((row) => (
          <Table.Tr key={row.query}>
            <Table.Td data-label="Search" style={{ overflowWrap: 'anywhere' }}>
              {row.query}
            </Table.Td>
            <Table.Td data-label="Searches">{count(row.searches)}</Table.Td>
            <Table.Td data-label="Found nothing">{row.empty > 0 ? `${count(row.empty)} ${row.empty === 1 ? 'time' : 'times'}` : 'Never'}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </Section>
  );
}

function NothingFound({ rows, loading, anySearches, onAdd }: { rows: SearchCount[]; loading: boolean; anySearches: boolean; onAdd: (word: string) => void }) {
  return (
    <Section
      id="nothing-found-heading"
      title={`Searches that found nothing (last ${SEARCH_STATS_DAYS} days)`}
      intro="Add a synonym to lead such a search to the products it means: a set with the search and a word that finds them."
    >
      <AdminTable
        labelledBy="nothing-found-heading"
        headers={['Search', 'Times', 'Status', <HiddenHeader key="actions">Actions</HiddenHeader>]}
        minWidth={600}
        loading={loading}
        error={null}
        onRetry={() => undefined}
        empty={anySearches ? 'Every search found something.' : 'No searches yet.'}
        rowCount={rows.length}
        pageInfo={undefined}
        hrefFor={() => '/admin/search'}
      >
        {rows.map((row) => (
          <Table.Tr key={row.query}>
            <Table.Td data-label="Search" style={{ overflowWrap: 'anywhere' }}>
              {row.query}
            </Table.Td>
            <Table.Td data-label="Times">{count(row.empty)}</Table.Td>
            <Table.Td data-label="Status">
              {row.findsNow ? (
                <Badge variant="outline" color={TONE.green}>
                  Finds products now
                </Badge>
              ) : (
                <Badge variant="outline" color={TONE.gray}>
                  Finds nothing
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Group justify="flex-end">
                <Button size="xs" variant="light" onClick={() => onAdd(row.query)} aria-label={`Add a synonym for ${row.query}`}>
                  Add a synonym
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </Section>
  );
}

/**
 * Admin → Search (docs/decisions/049-search-words.md): the owner's synonym sets, and what shoppers searched for
 * over the last 30 days: the most made searches, and those that found nothing, each with a one-click 'Add a
 * synonym'. `?synonym=word` (from the dashboard) opens the form with that word entered.
 */
export function SearchPage() {
  const stats = trpc.search.stats.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });
  // The same query as the Synonyms table's: the form tells of words another set holds.
  const synonyms = trpc.search.synonyms.useQuery(undefined, { staleTime: 0 });
  // Each opening gets a fresh form: the key changes.
  const [draft, setDraft] = useState<(Draft & { key: number }) | null>(null);
  const opened = useRef(0);
  const open = (next: Draft) => {
    opened.current += 1;
    setDraft({ ...next, key: opened.current });
  };
  const addFor = (word: string) => open({ set: null, text: `${word}, ` });

  // The word from the address opens the form once; the address then drops it, so a reload does not reopen it.
  const prefill = (new URLSearchParams(useSearch()).get('synonym') ?? '').trim().slice(0, PREFILL_MAX);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!prefill) return;
    opened.current += 1;
    setDraft({ set: null, text: `${prefill}, `, key: opened.current });
    navigate('/admin/search', { replace: true });
  }, [prefill, navigate]);

  const top = stats.data?.top ?? [];
  return (
    <AdminShell title="Search" headingId="search-heading">
      <Synonyms onAdd={() => open({ set: null, text: '' })} onEdit={(set) => open({ set, text: set.terms.join(', ') })} />
      {stats.error ? (
        <LoadError title="Could not load the searches" error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <TopSearches rows={top} loading={stats.isPending} from={stats.data?.from} to={stats.data?.to} />
          <NothingFound rows={stats.data?.nothingFound ?? []} loading={stats.isPending} anySearches={top.length > 0} onAdd={addFor} />
        </>
      )}
      {draft ? (
        <SynonymDialog key={draft.key} draft={draft} others={(synonyms.data ?? []).filter((set) => set._id !== draft.set?._id)} onClose={() => setDraft(null)} />
      ) : null}
    </AdminShell>
  );
}
