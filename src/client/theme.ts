import { createTheme, rem, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import {
  breakpoints,
  cardPadding,
  cardRadius,
  colors,
  defaultRadius,
  fontFamily,
  fontSizes,
  headingWeight,
  lineHeights,
  primaryColor,
  primaryShade,
  radius,
  spacing,
} from './theme-tokens.js';

/** A scale of px values as Mantine writes sizes (`rem()`: scaled by --mantine-scale). */
function rems<K extends string>(scale: Record<K, number>): Record<K, string> {
  return Object.fromEntries(Object.entries<number>(scale).map(([size, px]) => [size, rem(px)])) as Record<K, string>;
}

/**
 * Mantine's theme, made from the shop's design tokens (theme-tokens.ts), as the page's script carries it:
 * what Mantine's JavaScript reads (colours, fonts, breakpoints, component defaults). Mantine's components
 * read spacing, font sizes, line heights and radii only as CSS variables (`--mantine-spacing-md`, …),
 * written into the stylesheet at build time from `stylesheetTheme` (theme-variables.ts); in the script
 * they would be bytes no code reads.
 */
export const theme = createTheme({
  primaryColor,
  primaryShade,
  colors,
  fontFamily,
  headings: { fontFamily, fontWeight: headingWeight },
  breakpoints,
  defaultRadius,
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: cardRadius, padding: cardPadding } },
    // Every field we mark required is required; the asterisk adds noise to the label (and to its name).
    TextInput: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
    NativeSelect: { defaultProps: { withAsterisk: false } },
    PasswordInput: {
      defaultProps: {
        withAsterisk: false,
        // Named for what it does without repeating the field's label, so 'Password' names one control.
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide what you typed' },
      },
    },
  },
});

/** The whole theme, with the scales of sizes: what the stylesheet's CSS variables are made from. */
export function stylesheetTheme(): MantineThemeOverride {
  return { ...theme, spacing: rems(spacing), fontSizes: rems(fontSizes), lineHeights, radius: rems(radius) };
}

/**
 * Mantine's dimmed grey and its error red (red-6, 3.3:1) are too light for WCAG AA on white; a darker grey
 * keeps secondary text readable, and red-9 (5.5:1) the fields' error messages.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
