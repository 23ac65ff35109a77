import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.js';

type Part = keyof ConvertCSSVariablesInput;

/**
 * The theme's CSS variables (the colours, fonts and radius that differ from Mantine's defaults), as the rules
 * MantineProvider would otherwise write into every page. They are built into the stylesheet instead
 * (vite.config.ts), after Mantine's own defaults: a page's HTML no longer carries 11 KB of them, twice
 * (docs/decisions/019-page-weight.md).
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: Part): Record<string, string> => {
    const mantines: Record<string, string> = defaults[part];
    return Object.fromEntries(Object.entries({ ...ours[part], ...extra[part] }).filter(([name, value]) => mantines[name] !== value));
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}
