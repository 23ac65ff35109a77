import { ActionIcon, type TextInputProps } from '@mantine/core';
import { SearchIcon } from './icons.js';

/**
 * What the header's search field looks like and is called, the same in the plain form drawn first
 * (HeaderSearch) and in the suggestions box that takes its place (SearchBox), so the swap is invisible.
 */
export const SEARCH_FIELD_PROPS = {
  placeholder: 'Search for products, brands and more',
  'aria-label': 'Search products',
  name: 'q',
  type: 'search',
  autoComplete: 'off',
  radius: 'xl',
  size: 'md',
  rightSectionWidth: 44,
  rightSection: (
    <ActionIcon type="submit" radius="xl" size={34} aria-label="Search" variant="filled">
      <SearchIcon size={18} />
    </ActionIcon>
  ),
} satisfies TextInputProps;
