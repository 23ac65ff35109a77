import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { breakpoints, controls } from '../../src/client/theme-tokens.js';
import { themeVariablesCss } from '../../src/client/theme-variables.js';
import { projectRoot } from '../../src/server/paths.js';

const clientDir = path.join(projectRoot, 'src', 'client');

function moduleStylesheets(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.module.css'));
}

describe('the design tokens', () => {
  it('are the only breakpoints of the plain components (media queries cannot read variables)', () => {
    const allowed = new Set(Object.values(breakpoints));
    const strays: string[] = [];
    for (const file of moduleStylesheets()) {
      const css = readFileSync(path.join(clientDir, file), 'utf8');
      for (const match of css.matchAll(/@media[^{]*\(min-width:\s*([\d.]+em)\)/g)) if (!allowed.has(match[1] ?? '')) strays.push(`${file}: ${match[0]}`);
    }
    expect(strays).toEqual([]);
  });

  it('give every control size to the plain components and to Mantine through one variable', () => {
    const css = themeVariablesCss();
    for (const size of Object.keys(controls.button)) {
      expect(css).toContain(`--shop-button-height-${size}:`);
      expect(css).toContain(`--button-height-${size}:var(--shop-button-height-${size})`);
    }
    for (const size of Object.keys(controls.badge)) expect(css).toContain(`--badge-height-${size}:var(--shop-badge-height-${size})`);
    for (const size of Object.keys(controls.field)) expect(css).toContain(`--input-height-${size}:var(--shop-field-height-${size})`);
  });

  it('are what the plain components read, never a copied size', () => {
    const copies: string[] = [];
    for (const file of ['components/PlainButton.module.css', 'components/PlainBadge.module.css', 'components/PlainInput.module.css', 'components/PlainSelect.module.css']) {
      const css = readFileSync(path.join(clientDir, file), 'utf8');
      for (const match of css.matchAll(/--(button|badge|field)-(height|padding-x|fz):\s*([^;]+);/g)) if (!match[3]?.startsWith('var(')) copies.push(`${file}: ${match[0]}`);
    }
    expect(copies).toEqual([]);
  });

  it('write secondary text and error messages dark enough to read on white (WCAG AA, 4.5:1)', () => {
    const css = themeVariablesCss();
    // Ours where the stylesheet sets one, else Mantine's own: dimmed is gray-6, error red-6 (@mantine/core's styles.css).
    const shade = (name: string, mantines: string) => {
      const ours = new RegExp(`--mantine-color-${name}:\\s*var\\(--mantine-color-(\\w+)-(\\d)\\)`).exec(css);
      const [colour, index] = ours ? [ours[1], Number(ours[2])] : mantines.split('-').map((part, i) => (i === 1 ? Number(part) : part));
      return DEFAULT_THEME.colors[colour as string][index as number];
    };
    expect(contrastOnWhite(shade('dimmed', 'gray-6'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(shade('error', 'red-6'))).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG 2's contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}
