/**
 * The Vite plugin of the storefront's languages (docs/decisions/057-storefront-languages.md).
 *
 * - `@messages/<name>` is `src/client/i18n/<language>/<name>.ts`: each build is in one language, and the
 *   messages of a page are plain constants in that page's own chunk, so a page downloads only its own
 *   messages, only in its language.
 * - A message with arguments, `icu('{count, plural, …}')`, is compiled here by @messageformat/core into a
 *   function of @messageformat/runtime: the browser gets a few hundred bytes of runtime, never a parser.
 */
import path from 'node:path';
import messageformat from '@messageformat/core';
import compileModuleExports from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { LOCALE_TAGS, type Locale } from '../../shared/i18n/locales.js';

// The package is CommonJS typed as ES modules with default exports: Node hands over the export itself,
// TypeScript expects it under `default` (as in src/server/i18n/translator.ts).
const MessageFormat = ('default' in messageformat ? messageformat.default : messageformat) as typeof messageformat.default;
const compileModule = ('default' in compileModuleExports ? compileModuleExports.default : compileModuleExports) as typeof compileModuleExports.default;

const PREFIX = '@messages/';
const COMPILED = '\0shop-icu:';
const CATALOGUE = /[\\/]src[\\/]client[\\/]i18n[\\/](en|hi)[\\/][^\\/]+\.ts$/;
/** `icu('…')` or `icu<{ n: number }>('…')`, with its message as one quoted string. */
const ICU_CALL = /\bicu(?:<[^()]*?>)?\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?\s*\)/g;

/** The catalogue's messages with arguments compiled to functions, as a module of named exports `m0`, `m1`, … */
export function compileMessages(language: Locale, sources: readonly string[]): string {
  const mf = new MessageFormat(LOCALE_TAGS[language], { currency: 'INR' });
  const module = compileModule(mf, Object.fromEntries(sources.map((source, i) => [`m${i}`, source])));
  const body = module.indexOf('export default {');
  if (body < 0) throw new Error('@messageformat/core compiled an unexpected module');
  const imports = module.slice(0, body);
  const entries = module
    .slice(body + 'export default {'.length, module.lastIndexOf('}'))
    .split(/\n {2}(?=m\d+: )/)
    .map((entry) => entry.trim().replace(/,$/, ''))
    .filter(Boolean);
  return imports + entries.map((entry) => `export const ${entry.replace(/^(m\d+): /, '$1 = ')};`).join('\n') + '\n';
}

export function shopMessages(language: Locale, root: string): Plugin {
  const compiled = new Map<string, string>();
  return {
    name: 'shop-messages',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(COMPILED)) return id;
      if (!id.startsWith(PREFIX)) return undefined;
      const name = id.slice(PREFIX.length);
      if (!/^[A-Za-z][\w-]*$/.test(name)) throw new Error(`${id}: a catalogue's name is one word`);
      return path.join(root, 'src', 'client', 'i18n', language, `${name}.ts`);
    },
    load(id) {
      return id.startsWith(COMPILED) ? compiled.get(id.slice(COMPILED.length)) : undefined;
    },
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return undefined;
      const sources: string[] = [];
      const out = code.replace(ICU_CALL, (_call, literal: string) => {
        sources.push(new Function(`return ${literal}`)() as string);
        return `__icu${sources.length - 1}`;
      });
      if (/\bicu(?:<[^()]*?>)?\(/.test(out)) throw new Error(`${id}: write each icu() message as one quoted string`);
      if (!sources.length) return undefined;
      compiled.set(id, compileMessages(match[1] as Locale, sources));
      const names = sources.map((_, i) => `m${i} as __icu${i}`).join(', ');
      return { code: `import { ${names} } from ${JSON.stringify(COMPILED + id)};\n${out}`, map: null };
    },
  };
}
