import { ActionIcon, Alert, Button, ColorInput, ColorSwatch, Group, Paper, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import type { Product } from '../../../shared/schemas/product.js';
import { MAX_OPTION_VALUES, MAX_OPTIONS } from '../../../shared/variants.js';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, CrossIcon } from '../../components/icons.js';
import { toastSuccess } from '../../lib/toasts.js';
import { errorMessage } from '../../trpc.js';
import { useSetOptions } from '../hooks/use-variant-mutations.js';
import { confirmAction } from '../lib/feedback.js';
import { combinationCount, draftKey, sameText, stockWarning, toDraft, toOptionsInput, tooManyCombinations, type DraftOption, type DraftValue } from '../lib/option-draft.js';

const COLOUR_SWATCHES = ['#000000', '#ffffff', '#9e9e9e', '#c0392b', '#e67e22', '#f1c40f', '#27ae60', '#1e88e5', '#3f51b5', '#8e44ad', '#d81b60', '#795548'];

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** One value as a chip: its colour, buttons to move it, edit it (name, colour) and remove it. */
function ValueChip({
  option,
  value,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  option: string;
  value: DraftValue;
  index: number;
  count: number;
  onChange: (next: DraftValue) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(value.value);
  const [colour, setColour] = useState(value.colour ?? '');
  const open = () => {
    setName(value.value);
    setColour(value.colour ?? '');
    setEditing(true);
  };
  const done = () => {
    const trimmed = name.trim();
    onChange({ ...value, value: trimmed || value.value, colour: /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : null });
    setEditing(false);
  };
  return (
    <Paper component="li" withBorder radius="xl" px={6} py={2} style={{ listStyle: 'none' }}>
      <Group gap={4} wrap="nowrap">
        {value.colour ? <ColorSwatch color={value.colour} size={14} aria-hidden="true" /> : null}
        <Text size="sm" fw={500} px={4}>
          {value.value}
        </Text>
        <ActionIcon variant="subtle" size="sm" aria-label={`Move ${value.value} left`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ChevronLeftIcon size={14} />
        </ActionIcon>
        <ActionIcon variant="subtle" size="sm" aria-label={`Move ${value.value} right`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ChevronRightIcon size={14} />
        </ActionIcon>
        <Popover opened={editing} onChange={setEditing} trapFocus withArrow position="bottom" shadow="md">
          <Popover.Target>
            <Button variant="subtle" size="compact-xs" aria-label={`Edit ${value.value}`} onClick={() => (editing ? setEditing(false) : open())}>
              Edit
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs" w={240}>
              <TextInput
                label={`Rename ${value.value}`}
                description="Its variants keep their stock and photos"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    done();
                  }
                }}
              />
              <ColorInput
                label={`Colour of ${value.value}`}
                description="Optional: shown as a swatch"
                placeholder="#rrggbb"
                format="hex"
                swatches={COLOUR_SWATCHES}
                value={colour}
                onChange={setColour}
                popoverProps={{ withinPortal: false }}
              />
              <Group justify="space-between">
                <Button variant="subtle" size="xs" onClick={() => setColour('')} disabled={!colour}>
                  No colour
                </Button>
                <Button size="xs" onClick={done}>
                  Done
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${value.value} from ${option || 'this option'}`} onClick={onRemove}>
          <CrossIcon size={14} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

function OptionCard({
  option,
  index,
  count,
  others,
  onChange,
  onMove,
  onRemove,
}: {
  option: DraftOption;
  index: number;
  count: number;
  others: readonly DraftOption[];
  onChange: (next: DraftOption) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = option.name.trim() || `option ${index + 1}`;
  const nameTaken = option.name.trim() !== '' && others.some((other) => sameText(other.name, option.name));

  const add = () => {
    const value = typed.trim();
    if (!value) return;
    if (option.values.some((v) => sameText(v.value, value))) return setProblem(`${label} already has ${value}`);
    if (option.values.length >= MAX_OPTION_VALUES) return setProblem(`An option can have at most ${MAX_OPTION_VALUES} values`);
    onChange({ ...option, values: [...option.values, { key: draftKey(), value, colour: null }] });
    setTyped('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };
  const setValues = (values: DraftValue[]) => onChange({ ...option, values });

  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }} aria-label={`Option ${index + 1}: ${option.name || 'no name yet'}`}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: '1 1 200px' }}
            label={`Option ${index + 1} name`}
            placeholder="Size, Colour, Fabric…"
            value={option.name}
            error={nameTaken ? `There is another option called ${option.name.trim()}` : undefined}
            onChange={(event) => onChange({ ...option, name: event.currentTarget.value })}
          />
          <Group gap="xs" wrap="nowrap">
            <ActionIcon variant="default" size="lg" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ChevronDownIcon size={16} style={{ transform: 'rotate(180deg)' }} />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              <ChevronDownIcon size={16} />
            </ActionIcon>
            <Button variant="subtle" color="red" onClick={onRemove} aria-label={`Remove the option ${label}`}>
              Remove
            </Button>
          </Group>
        </Group>
        {option.values.length > 0 ? (
          <Group component="ul" gap={6} m={0} p={0} aria-label={`Values of ${label}`}>
            {option.values.map((value, j) => (
              <ValueChip
                key={value.key}
                option={label}
                value={value}
                index={j}
                count={option.values.length}
                onChange={(next) => setValues(option.values.map((v) => (v.key === value.key ? next : v)))}
                onMove={(to) => setValues(moved(option.values, j, to))}
                onRemove={() => setValues(option.values.filter((v) => v.key !== value.key))}
              />
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No values yet.
          </Text>
        )}
        <TextInput
          label={`Add a value to ${label}`}
          placeholder="Type a value and press Enter"
          value={typed}
          error={problem}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          rightSectionWidth={64}
          rightSection={
            <Button variant="light" size="compact-sm" onClick={add} aria-label={`Add the value to ${label}`}>
              Add
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}

/**
 * A product's options (Size, Colour, …) and their values, edited here and saved together: the server makes
 * the variants follow. Nothing typed is lost when the server refuses; its reason is shown above the button.
 */
export function ProductOptionsEditor({ product }: { product: Product }) {
  const [draft, setDraft] = useState<DraftOption[]>(() => toDraft(product.options));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetOptions({
    onSuccess: (saved) => {
      setDraft(toDraft(saved.options));
      setFailure(null);
      toastSuccess('Options saved');
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const changed = JSON.stringify(toOptionsInput(draft)) !== JSON.stringify(toOptionsInput(toDraft(product.options)));
  const tooMany = tooManyCombinations(draft);

  const setOption = (key: string, next: DraftOption) => setDraft((options) => options.map((o) => (o.key === key ? next : o)));
  const submit = () => {
    setFailure(null);
    const send = () => save.mutate({ id: product._id, options: toOptionsInput(draft) });
    const warning = stockWarning(product, draft);
    if (!warning) return send();
    confirmAction({ title: 'Clear stock?', question: warning, confirmLabel: 'Save options', danger: true, onConfirm: send });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="options-heading">
      <Title order={2} fz={20} id="options-heading">
        Options
      </Title>
      <Text size="sm" c="dimmed">
        Sizes, colours or fabrics this product comes in (up to {MAX_OPTIONS}). Every combination becomes a variant with its own price and stock. Without
        options the product is sold one way only.
      </Text>
      {draft.length > 0 ? (
        <Stack component="ul" gap="sm" m={0} p={0}>
          {draft.map((option, i) => (
            <OptionCard
              key={option.key}
              option={option}
              index={i}
              count={draft.length}
              others={draft.filter((o) => o.key !== option.key)}
              onChange={(next) => setOption(option.key, next)}
              onMove={(to) => setDraft((options) => moved(options, i, to))}
              onRemove={() => setDraft((options) => options.filter((o) => o.key !== option.key))}
            />
          ))}
        </Stack>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" disabled={draft.length >= MAX_OPTIONS} onClick={() => setDraft((options) => [...options, { key: draftKey(), name: '', values: [] }])}>
          Add an option
        </Button>
        {draft.length > 0 ? (
          <Text size="sm" c={tooMany ? 'red.9' : 'dimmed'} aria-live="polite">
            {tooMany ?? `${combinationCount(draft)} ${combinationCount(draft) === 1 ? 'variant' : 'variants'}`}
          </Text>
        ) : null}
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert" title="The options were not saved">
          {failure}
        </Alert>
      ) : null}
      {changed ? (
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => setDraft(toDraft(product.options))} disabled={save.isPending}>
            Undo changes
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save options
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
