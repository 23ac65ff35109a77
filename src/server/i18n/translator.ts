/**
 * Texts from message catalogues, in ICU MessageFormat (plurals, selects, numbers), formatted by the
 * `messageformat` library in each language's Indian form (docs/decisions/056-languages.md). A catalogue is
 * one object per language with the same keys; English is the source and the fallback.
 */
import messageformat from '@messageformat/core';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../shared/i18n/locales.js';

/** A value a message may interpolate. */
export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** One catalogue in every language: the same keys, each an ICU message. */
export type Catalogues<Key extends string> = { readonly [L in Locale]: Readonly<Record<Key, string>> };

export type Translate<Key extends string> = (locale: Locale, key: Key, values?: MessageValues) => string;

// The package is CommonJS (`module.exports = MessageFormat`) but typed as an ES module with a default export:
// Node hands over the class itself, TypeScript expects it under `default`.
const MessageFormat = ('default' in messageformat ? messageformat.default : messageformat) as typeof messageformat.default;
type MessageFormat = InstanceType<typeof MessageFormat>;
const formats = new Map<Locale, MessageFormat>(LOCALES.map((locale) => [locale, new MessageFormat(LOCALE_TAGS[locale])]));

/**
 * A function that formats a catalogue's messages. Each message is compiled once, the first time it is used;
 * a message whose text is not valid ICU fails there and then (the catalogue test compiles every one first).
 */
export function translator<Key extends string>(catalogues: Catalogues<Key>): Translate<Key> {
  const compiled = new Map<string, (values?: MessageValues) => string>();
  return (locale, key, values) => {
    const id = `${locale}\u0000${key}`;
    let format = compiled.get(id);
    if (!format) {
      const source = catalogues[locale][key];
      format = (formats.get(locale) as MessageFormat).compile(source) as (values?: MessageValues) => string;
      compiled.set(id, format);
    }
    return format(values);
  };
}
