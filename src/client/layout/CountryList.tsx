import { ScrollArea, Text, TextInput, UnstyledButton } from '@mantine/core';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { useMemo, useState } from 'react';
import { SearchIcon } from '../components/icons.js';
import classes from './CountryList.module.css';

// Only the English names are registered, so the other 70-odd languages stay out of the bundle.
countries.registerLocale(en);
const NAMES = Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) => a.localeCompare(b, 'en'));

export default function CountryList({ selected, onSelect }: { selected: string | null; onSelect: (name: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? NAMES.filter((name) => name.toLowerCase().includes(q)) : NAMES;
  }, [query]);
  return (
    <>
      <TextInput
        data-autofocus
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        placeholder="Search for a country"
        aria-label="Search countries"
        leftSection={<SearchIcon size={16} />}
        mb="sm"
      />
      <ScrollArea.Autosize mah={380} type="auto">
        <ul className={classes.list} aria-label="Countries">
          {shown.map((name) => (
            <li key={name}>
              <UnstyledButton className={classes.item} onClick={() => onSelect(name)} aria-pressed={selected === name}>
                {name}
              </UnstyledButton>
            </li>
          ))}
        </ul>
        {shown.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            No country matches “{query.trim()}”
          </Text>
        )}
      </ScrollArea.Autosize>
    </>
  );
}
