import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useRoute } from 'wouter';
import { LANGUAGE } from '@messages/locale';
import { localePath } from '../../shared/i18n/locales.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { PlainInput } from './PlainInput.js';
import { SEARCH_BUTTON_WIDTH, SEARCH_FIELD_ATTRIBUTES, SearchButton } from './search-field.js';
import type { SearchBoxProps } from './SearchBox.js';

/**
 * The header's search. At first a plain form, which works even before (or without) JavaScript: the server
 * turns /search?q= into the search page. Suggestions need Mantine's Combobox and floating-ui (about
 * 25 KB), so their code loads only once the shopper focuses or types in the field; the plain field stays
 * in place (and keeps taking keystrokes) until it has loaded, then SearchBox takes over with what was
 * typed and the focus.
 */
export function HeaderSearch() {
  const [onSearch, params] = useRoute<{ keyword: string }>('/search/:keyword');
  const current = onSearch ? safeDecode(params.keyword) : '';
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{ SearchBox: ComponentType<SearchBoxProps> } | null>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./SearchBox.js').then(
      (module) => setLoaded({ SearchBox: module.SearchBox }),
      () => {
        // Offline or a new deployment: the plain form still searches.
        loading.current = false;
      },
    );
  };

  // Focused or typed into before the page's script ran: no event will come, so look once it has.
  useEffect(() => {
    const field = input.current;
    if (field && (document.activeElement === field || field.value !== field.defaultValue)) load();
    // Once, after hydration.
  }, []);

  if (loaded) {
    // Read while SearchBox first renders, when the plain field is still on the page: anything typed after
    // the code arrived and before the swap is kept (reading it when the code arrived lost those keys).
    const takeOver = () => {
      const field = input.current;
      return { text: field?.value ?? current, focused: field !== null && document.activeElement === field };
    };
    return <loaded.SearchBox takeOver={takeOver} />;
  }
  return (
    <form role="search" action={localePath(LANGUAGE, '/search')} method="get">
      <PlainInput
        ref={input}
        defaultValue={current}
        key={current}
        onFocus={load}
        onInput={load}
        size="md"
        pill
        rightSectionWidth={SEARCH_BUTTON_WIDTH}
        rightSection={<SearchButton />}
        {...SEARCH_FIELD_ATTRIBUTES}
      />
    </form>
  );
}
