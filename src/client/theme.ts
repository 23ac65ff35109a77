import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep indigo that keeps white text above 4.5:1 on every filled shade we use. */
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dadcfb',
  '#b1b6f1',
  '#868ee9',
  '#626ce2',
  '#4b56de',
  '#3f4add',
  '#313cc4',
  '#2935b0',
  '#1e2c9c',
];

/** Saffron, for the promo banner, badges and stars (always with dark text on it). */
const saffron: MantineColorsTuple = [
  '#fff5e1',
  '#ffeacc',
  '#fed49b',
  '#fdbc64',
  '#fca838',
  '#fc9b1c',
  '#fc9509',
  '#e18100',
  '#c87200',
  '#ae6100',
];

/**
 * The device's own interface font (Roboto or the maker's font on Android, Segoe UI on Windows, San Francisco on
 * Apple's, the desktop's sans on Linux), named by `system-ui` so the browser finds it at once. Every name in
 * the list that the device lacks costs a font lookup on the page's first layout, and a font without the rupee
 * sign (the logo's) one more for a fallback; on a slow phone that is most of the first layout. The names after
 * it serve browsers without `system-ui`.
 */
const SYSTEM_FONTS = 'system-ui, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, saffron },
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
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

/** Mantine's dimmed grey is too light for WCAG AA on white; a darker grey keeps secondary text readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
