import type { MantineColorsTuple } from '@mantine/core';

/*
 * The shop's design tokens: the one place its colours, type, spacing, radii, breakpoints and control sizes
 * are written. Mantine reads them through the theme (theme.ts). The plain components that draw most of a
 * storefront page (docs/decisions/019-page-weight.md) read them as CSS variables: Mantine's own
 * (`--mantine-spacing-md`, `--mantine-color-brand-9`, …) for what the theme has, and the `--shop-*`
 * variables theme-variables.ts builds from `controls` into the stylesheet for the sizes of buttons, badges
 * and fields, which Mantine's Button, Badge and inputs read too. Sizes are in px (1 rem = 16 px, as
 * `rem()` converts them). tests/e2e/visual.test.ts holds the look of the storefront against committed
 * screenshots, so a change here (or in Mantine) that changes the look fails it until the references are
 * made again.
 */

/** A deep indigo that keeps white text above 4.5:1 on every filled shade we use. */
const brand: MantineColorsTuple = ['#eef0ff', '#dadcfb', '#b1b6f1', '#868ee9', '#626ce2', '#4b56de', '#3f4add', '#313cc4', '#2935b0', '#1e2c9c'];

/** Saffron, for the promo banner, badges and stars (always with dark text on it). */
const saffron: MantineColorsTuple = ['#fff5e1', '#ffeacc', '#fed49b', '#fdbc64', '#fca838', '#fc9b1c', '#fc9509', '#e18100', '#c87200', '#ae6100'];

export const colors = { brand, saffron };
export const primaryColor = 'brand';
/** The shade of the primary colour that filled buttons and links use. */
export const primaryShade = 7;

/**
 * The device's own interface font (Roboto or the maker's font on Android, Segoe UI on Windows, San Francisco on
 * Apple's, the desktop's sans on Linux), named by `system-ui` so the browser finds it at once. Every name in
 * the list that the device lacks costs a font lookup on the page's first layout, and a font without the rupee
 * sign (the logo's) one more for a fallback; on a slow phone that is most of the first layout. The names after
 * it serve browsers without `system-ui`.
 */
export const fontFamily = 'system-ui, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';
export const headingWeight = '700';

type Scale = Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>;

export const spacing: Scale = { xs: 10, sm: 12, md: 16, lg: 20, xl: 32 };
export const fontSizes: Scale = { xs: 12, sm: 14, md: 16, lg: 18, xl: 20 };
export const lineHeights = { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' };
export const radius: Scale = { xs: 2, sm: 4, md: 8, lg: 16, xl: 32 };
/** Controls' radius unless they say otherwise. */
export const defaultRadius = 'md';
/** Cards (Mantine's Card, the product cards and the product page's surfaces) have a border and this radius, and product cards this padding. */
export const cardRadius = 'lg';
export const cardPadding = 'md';
/**
 * Screen widths where layouts change (em). CSS media queries cannot read variables: the plain components'
 * `@media (min-width: …)` repeat these numbers, and tests/client/theme-tokens.test.ts checks they are these.
 */
export const breakpoints = { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' };

/** Heights and insides of the controls, per size (px). */
export const controls = {
  button: {
    xs: { height: 30, paddingX: 14 },
    sm: { height: 36, paddingX: 18 },
    md: { height: 42, paddingX: 22 },
  },
  badge: {
    sm: { height: 18, fontSize: 10, paddingX: 8 },
    md: { height: 20, fontSize: 11, paddingX: 10 },
    lg: { height: 26, fontSize: 13, paddingX: 12 },
  },
  field: {
    sm: { height: 36 },
    md: { height: 42 },
  },
};
