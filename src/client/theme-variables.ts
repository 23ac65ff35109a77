import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, rem, type ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, stylesheetTheme } from './theme.js';
import { cardPadding, cardRadius, controls } from './theme-tokens.js';

type Part = keyof ConvertCSSVariablesInput;

/**
 * The theme's CSS variables (the colours, fonts and radius that differ from Mantine's defaults), as the rules
 * MantineProvider would otherwise write into every page. They are built into the stylesheet instead
 * (vite.config.ts), after Mantine's own defaults: a page's HTML no longer carries 11 KB of them, twice
 * (docs/decisions/019-page-weight.md).
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, stylesheetTheme());
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: Part): Record<string, string> => {
    const mantines: Record<string, string> = defaults[part];
    return Object.fromEntries(Object.entries({ ...ours[part], ...extra[part] }).filter(([name, value]) => mantines[name] !== value));
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') }) + controlVariablesCss();
}

type Declarations = Record<string, string>;

const rule = (selector: string, declarations: Declarations): string =>
  `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * The sizes of controls (theme-tokens.ts `controls`) as `--shop-*` variables on the root, which the plain
 * components read, and Mantine's Button, Badge and inputs made to read the same variables (through their
 * static class names, after Mantine's own rules of the same weight): a size is written once, in the tokens.
 */
export function controlVariablesCss(): string {
  const root: Declarations = {};
  const button: Declarations = {};
  const badge: Declarations = {};
  const input: Declarations = {};
  const shared = (target: Declarations, mantineName: string, shopName: string, px: number) => {
    root[`--shop-${shopName}`] = rem(px);
    target[`--${mantineName}`] = `var(--shop-${shopName})`;
  };
  for (const [size, { height, paddingX }] of Object.entries(controls.button)) {
    shared(button, `button-height-${size}`, `button-height-${size}`, height);
    shared(button, `button-padding-x-${size}`, `button-padding-x-${size}`, paddingX);
  }
  for (const [size, { height, fontSize, paddingX }] of Object.entries(controls.badge)) {
    shared(badge, `badge-height-${size}`, `badge-height-${size}`, height);
    shared(badge, `badge-fz-${size}`, `badge-fz-${size}`, fontSize);
    shared(badge, `badge-padding-x-${size}`, `badge-padding-x-${size}`, paddingX);
  }
  for (const [size, { height }] of Object.entries(controls.field)) shared(input, `input-height-${size}`, `field-height-${size}`, height);
  root['--shop-card-radius'] = `var(--mantine-radius-${cardRadius})`;
  root['--shop-card-padding'] = `var(--mantine-spacing-${cardPadding})`;
  return [rule(':root', root), rule('.mantine-Button-root', button), rule('.mantine-Badge-root', badge), rule('.mantine-Input-wrapper', input)].join('');
}
