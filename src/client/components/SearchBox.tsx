import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useRoute } from 'wouter';
import { LANGUAGE } from '@messages/locale';
import * as m from '@messages/suggestions';
import { localePath } from '../../shared/i18n/locales.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { afterNextPaint } from '../lib/after-paint.js';
import { trpc } from '../trpc.js';
import { SEARCH_FIELD_PROPS } from './search-field.js';

/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

/**
 * The header's search: trimmed text goes to /search/{keyword}, empty or blank text goes home (the spec's
 * search form). While typing it offers up to 8 categories and product names from
 * GET /api/products/suggest (arrow keys move, Enter chooses, Escape closes): a category goes to its page,
 * a product to its page.
 *
 * Built from Mantine's Combobox, the parts its Autocomplete is made of, with the input left a `searchbox`
 * (Autocomplete would make it a `combobox`): the spec's search form, which the storefront's tests and
 * assistive technology find by that role, keeps its role while the list adds aria-controls and
 * aria-activedescendant.
 */
export interface SearchBoxProps {
  /**
   * The plain field this replaces (HeaderSearch), asked once on the first render: what the shopper typed
   * into it, and whether it had the focus (then this takes it, the caret after the text).
   */
  takeOver?: () => { text: string; focused: boolean };
}

export function SearchBox({ takeOver }: SearchBoxProps) {
  const [location, navigate] = useLocation();
  const [onSearch, params] = useRoute<{ keyword: string }>('/search/:keyword');
  const current = onSearch ? safeDecode(params.keyword) : '';
  const [handedOver] = useState(() => takeOver?.());
  const [text, setText] = useState(handedOver?.text ?? current);
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    // Following a link to another search (or away) shows that search's text.
    setShownFor(current);
    setText(current);
  }
  const [typed] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  // While the suggestions for what was just typed load, the ones for the text before stay (no blink per key),
  // but only while the shopper goes on typing (or deleting) that text: the list for a search left behind (before
  // Back, or a suggestion chosen) would offer what the field no longer says.
  const suggestions = trpc.products.suggest.useQuery(
    { q: typed },
    {
      enabled: typed.length > 0 && typed !== current,
      staleTime: 60_000,
      placeholderData: (previous, previousQuery) => {
        const before = askedFor(previousQuery?.queryKey[1]?.input);
        return before !== undefined && (typed.startsWith(before) || before.startsWith(typed)) ? previous : undefined;
      },
    },
  );
  // Nothing to suggest for the search already shown (the list kept from before would cover its results).
  const options = (typed && typed !== current ? (suggestions.data ?? []) : []).map((s) =>
    s.kind === 'category' ? { value: `category:${s.slug}`, label: s.label } : { value: `product:${s.productId}`, label: s.label },
  );
  const categories = options.filter((o) => o.value.startsWith('category:'));
  const products = options.filter((o) => o.value.startsWith('product:'));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const field = useRef<HTMLInputElement>(null);
  // A new page (a search sent, a suggestion chosen, a link, Back) closes the list: the field keeps the focus,
  // and the list would otherwise stay open over the page. In the commit that shows the new page (a layout
  // effect): a passive one could run after a key typed just after Back had opened the list again, and close it.
  const openedAt = useRef(location);
  useLayoutEffect(() => {
    if (openedAt.current === location) return;
    openedAt.current = location;
    combobox.closeDropdown();
  }, [location, combobox]);
  // In the same task as the swap (a layout effect, not a passive one): a key pressed just after it must
  // find this field focused, not the page.
  useLayoutEffect(() => {
    const input = field.current;
    if (!handedOver?.focused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only when it first appears in place of the plain field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    combobox.closeDropdown();
    const keyword = text.trim();
    navigate(keyword ? `/search/${encodeURIComponent(keyword)}` : '/');
  };

  const choose = (value: string) => {
    const chosen = options.find((o) => o.value === value);
    const to = value.startsWith('category:')
      ? `/category/${value.slice('category:'.length)}`
      : value.startsWith('product:')
        ? `/product/${encodeURIComponent(value.slice('product:'.length))}`
        : null;
    setText(chosen?.label ?? '');
    if (!to) return;
    // The list closes and the field shows the choice at once; the chosen page follows.
    combobox.closeDropdown();
    afterNextPaint(() => navigate(to));
  };

  const group = (label: string, items: typeof options) =>
    items.length > 0 && (
      <Combobox.Group label={label}>
        {items.map((option) => (
          <Combobox.Option value={option.value} key={option.value}>
            {option.label}
          </Combobox.Option>
        ))}
      </Combobox.Group>
    );

  return (
    // Without JavaScript (or before it has loaded) the form still works: the server turns /search?q= into
    // the search page.
    <form role="search" action={localePath(LANGUAGE, '/search')} method="get" onSubmit={submit} data-suggestions="ready">
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          choose(value);
          combobox.closeDropdown();
        }}
        withinPortal
      >
        <Combobox.Target withExpandedAttribute={false}>
          <TextInput
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            ref={field}
            {...SEARCH_FIELD_PROPS}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={options.length === 0}>
          <Combobox.Options>
            {group(m.categories, categories)}
            {group(m.products, products)}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}

/** The text a suggestions query was asked for, from its input. */
function askedFor(input: unknown): string | undefined {
  return typeof input === 'object' && input !== null && 'q' in input && typeof input.q === 'string' ? input.q : undefined;
}
