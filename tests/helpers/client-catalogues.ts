/**
 * The storefront's message catalogues (src/client/i18n/<language>/<name>.ts, docs/decisions/057-storefront-languages.md)
 * read as the ICU messages they are, to be checked like the server's (catalogues.ts). A plain text is a
 * message with no arguments; an `icu()` message keeps its source outside the build; a record or a list of
 * texts is read key by key ('states.KA'); any other function (a language's grammar) is only looked for.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales.js';
import { projectRoot } from '../../src/server/paths.js';
import type { AnyCatalogues } from './catalogues.js';

export const CLIENT_I18N_DIR = path.join(projectRoot, 'src', 'client', 'i18n');

/** Not messages: the language's settings (its prefix, its Intl locale, how a name is chosen). */
const NOT_A_CATALOGUE = new Set(['locale']);

/** A plain text as an ICU message that says exactly it: apostrophes doubled, braces and # quoted. */
const asIcu = (text: string) => text.replace(/'/g, "''").replace(/[{}#]/g, (c) => `'${c}'`);

function flatten(value: unknown, key: string, into: Record<string, string>): void {
  if (typeof value === 'string') into[key] = asIcu(value);
  else if (typeof value === 'function') {
    // A function that is not an icu() message is a language's own grammar (an amount in words): it is there
    // in every language, and its words are its tests' to check.
    const source = (value as { source?: unknown }).source;
    into[key] = typeof source === 'string' ? source : '';
  } else if (value && typeof value === 'object') {
    for (const [inner, item] of Object.entries(value)) flatten(item, key ? `${key}.${inner}` : inner, into);
  } else throw new Error(`${key} is neither a text nor a message: ${String(value)}`);
}

/** The names of the English catalogues. */
export function clientCatalogueNames(locale: Locale = 'en'): string[] {
  return readdirSync(path.join(CLIENT_I18N_DIR, locale))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    .filter((name) => !NOT_A_CATALOGUE.has(name))
    .sort();
}

/** One catalogue in every language, flattened to its messages. */
export async function clientCatalogue(name: string): Promise<AnyCatalogues> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const module = (await import(pathToFileURL(path.join(CLIENT_I18N_DIR, locale, `${name}.ts`)).href)) as Record<string, unknown>;
      const messages: Record<string, string> = {};
      flatten(module, '', messages);
      return [locale, messages] as const;
    }),
  );
  return Object.fromEntries(entries) as AnyCatalogues;
}
