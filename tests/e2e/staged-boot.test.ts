import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientDistDir } from '../../src/server/paths.js';

/**
 * The page's script evaluates in three tasks only because the bundler keeps the stages of main.tsx in one
 * file, in their order, each yielding with a top-level `await` (docs/decisions/020-staged-boot.md). Nothing
 * in the language makes a bundler do so: this reads the built files, so a bundler change that splits the
 * entry, reorders the stages or drops an await fails here.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function builtEntry(): { html: string; entryFile: string; code: string } {
  const htmlPath = path.join(clientDistDir, 'index.html');
  if (!existsSync(htmlPath)) throw new Error('The client is not built: run `npm run build` before the browser tests');
  const html = readFileSync(htmlPath, 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/(index-[\w-]+\.js)"/.exec(html);
  if (!entry?.[1]) throw new Error('index.html names no index-*.js entry script');
  return { html, entryFile: entry[1], code: readFileSync(path.join(clientDistDir, 'assets', entry[1]), 'utf8') };
}

/** The name of the built `nextTask()`: a function that returns a promise resolved by `setTimeout(…, 0)`. */
function nextTaskNames(code: string, body: Node[]): Set<string> {
  const names = new Set<string>();
  for (const node of body) {
    const source = code.slice(node.start, node.end);
    if (node.type !== 'FunctionDeclaration' || !/new Promise\(\s*\(?(\w+)\)?\s*=>\s*setTimeout\(\s*\1\s*,\s*0\s*\)\s*\)/.test(source)) continue;
    names.add((node.id as { name: string }).name);
  }
  return names;
}

/** Every `await` at the top level of the module (not inside a function), with what it awaits. */
function topLevelAwaits(body: Node[]): { at: number; callee: string | undefined }[] {
  const found: { at: number; callee: string | undefined }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (typeof node.type !== 'string') return;
    // A function's own awaits hold back only that function, never the module.
    if (node.type.includes('Function')) return;
    if (node.type === 'AwaitExpression') {
      const argument = node.argument as Node & { callee?: { type: string; name?: string } };
      found.push({ at: node.start, callee: argument.type === 'CallExpression' && argument.callee?.type === 'Identifier' ? argument.callee.name : undefined });
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child);
  };
  visit(body);
  return found;
}

describe('the built entry script', () => {
  it('leaves out tRPC’s WebSocket link, which the shop does not use (vite.config.ts declares its module free of side effects)', () => {
    const { code } = builtEntry();
    // The link's own error message: there while its module is bundled.
    expect(code).not.toContain('No WebSocket implementation found');
    // The HTTP link every call goes through is there.
    expect(code).toContain('trpc-accept');
  });

  it('is one file plus the bundler runtime on a first visit', () => {
    const { html, entryFile, code } = builtEntry();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts).toContain(`/assets/${entryFile}`);
    expect(scripts.filter((src) => /^\/assets\/rolldown-runtime-[\w-]+\.js$/.test(src ?? ''))).toHaveLength(1);
    expect([...html.matchAll(/rel="modulepreload"/g)]).toHaveLength(0);
    // The entry's static imports are the runtime alone; everything else it needs at start is inside it.
    const body = parseAst(code).body as unknown as Node[];
    const imports = body.filter((node) => node.type === 'ImportDeclaration').map((node) => (node.source as { value: string }).value);
    expect(imports.length).toBeGreaterThan(0);
    for (const source of imports) expect(source).toMatch(/^\.\/rolldown-runtime-[\w-]+\.js$/);
  });

  it('evaluates React, then the providers, then the app, each after a top-level await of a new task', () => {
    const { code } = builtEntry();
    const body = parseAst(code).body as unknown as Node[];
    const names = nextTaskNames(code, body);
    expect(names.size, 'the built entry has no nextTask() (a promise resolved by setTimeout(…, 0))').toBe(1);
    const awaits = topLevelAwaits(body);
    // Two yields make three tasks; any other top-level await would add a yield at its place.
    expect(awaits).toHaveLength(2);
    for (const found of awaits) expect(names.has(found.callee ?? '')).toBe(true);
    const [first, second] = awaits.map((found) => found.at) as [number, number];

    const at = (marker: string): number => {
      const index = code.indexOf(marker);
      expect(index, `${marker} is not in the built entry`).toBeGreaterThan(-1);
      return index;
    };
    // Stage 1: React's DOM renderer, and no Mantine yet.
    expect(at('__reactContainer$')).toBeLessThan(first);
    expect(at('MantineProvider was not found')).toBeGreaterThan(first);
    // Stage 2: the libraries and the providers (Providers.tsx marks the page hydrated).
    expect(at('No QueryClient set')).toBeGreaterThan(first);
    expect(at('.dataset.hydrated')).toBeGreaterThan(first);
    expect(at('.dataset.hydrated')).toBeLessThan(second);
    // Stage 3: the app and the call to hydrateRoot (main.tsx).
    expect(at('.hasChildNodes()')).toBeGreaterThan(second);
  });
});
