import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
});
