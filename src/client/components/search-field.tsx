import type { TextInputProps } from '@mantine/core';
import * as m from '@messages/layout';
import { SearchIcon } from './icons.js';
import { PlainIconButton } from './PlainButton.js';

/**
 * What the header's search field is called and how it behaves, the same in the plain form drawn first
 * (HeaderSearch, a PlainInput) and in the suggestions box that takes its place (SearchBox, Mantine's
 * TextInput), so the swap is invisible.
 */
export const SEARCH_FIELD_ATTRIBUTES = {
  placeholder: m.searchPlaceholder,
  'aria-label': m.searchProducts,
  name: 'q',
  type: 'search',
  autoComplete: 'off',
} as const;

/** The field's right end: the submit button, 44 px wide. */
export const SEARCH_BUTTON_WIDTH = 44;

export function SearchButton() {
  return (
    <PlainIconButton type="submit" radius="xl" size={34} aria-label={m.search}>
      <SearchIcon size={18} />
    </PlainIconButton>
  );
}

/** The search field as Mantine's TextInput draws it: size md, fully rounded, the button inside its right end. */
export const SEARCH_FIELD_PROPS = {
  ...SEARCH_FIELD_ATTRIBUTES,
  radius: 'xl',
  size: 'md',
  rightSectionWidth: SEARCH_BUTTON_WIDTH,
  rightSection: <SearchButton />,
} satisfies TextInputProps;
