import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, type FormEvent } from 'react';
import { SearchIcon } from '../../components/icons.js';

/**
 * The search box over an admin table. It searches as you type (after a short pause) and at once on Enter;
 * the text itself lives in the address, so the box follows Back and Forward.
 */
export function ListSearch({ label, placeholder, keyword, onSearch }: { label: string; placeholder: string; keyword: string; onSearch: (keyword: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const debounced = useDebouncedCallback(onSearch, 350);

  // The address changed by other means (Back, a link): show its search, unless the admin is typing.
  useEffect(() => {
    const element = input.current;
    if (element && document.activeElement !== element && element.value.trim() !== keyword) element.value = keyword;
  }, [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    debounced.cancel();
    onSearch(input.current?.value ?? '');
  };
  const clear = () => {
    debounced.cancel();
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
    onSearch('');
  };

  return (
    <form role="search" onSubmit={submit}>
      <TextInput
        ref={input}
        type="search"
        label={label}
        labelProps={{ className: 'visually-hidden' }}
        placeholder={placeholder}
        defaultValue={keyword}
        onChange={(event) => debounced(event.currentTarget.value)}
        leftSection={<SearchIcon size={16} />}
        rightSection={keyword ? <CloseButton size="sm" aria-label="Clear search" onClick={clear} /> : null}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
