import { ActionIcon, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useRoute } from 'wouter';
import { safeDecode } from '../../shared/storefront-pages.js';
import { SearchIcon } from '../components/icons.js';

/** Trimmed text goes to /search/{keyword}; empty or blank text goes home. */
export function SearchForm() {
  const [, navigate] = useLocation();
  const [onSearch, params] = useRoute<{ keyword: string }>('/search/:keyword');
  const current = onSearch ? safeDecode(params.keyword) : '';
  const [text, setText] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    // Following a link to another search (or away) shows that search's text.
    setShownFor(current);
    setText(current);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    navigate(keyword ? `/search/${encodeURIComponent(keyword)}` : '/');
  };

  return (
    <form role="search" onSubmit={submit}>
      <TextInput
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder="Search for products, brands and more"
        aria-label="Search products"
        name="q"
        type="search"
        radius="xl"
        size="md"
        rightSectionWidth={44}
        rightSection={
          <ActionIcon type="submit" radius="xl" size={34} aria-label="Search" variant="filled">
            <SearchIcon size={18} />
          </ActionIcon>
        }
      />
    </form>
  );
}
