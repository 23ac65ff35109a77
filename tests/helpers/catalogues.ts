/**
 * What makes a message catalogue complete (docs/decisions/056-languages.md): every language has exactly the
 * English keys; every message is valid ICU MessageFormat for its language and uses the same arguments as the
 * English one; and a message with words in English is translated, not copied (a Hindi message holds
 * Devanagari).
 */
import { parse, type Token } from '@messageformat/parser';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales.js';

export type AnyCatalogues = { readonly [L in Locale]: Readonly<Record<string, string>> };

/** The arguments a message interpolates, its plurals' and selects' included. */
function argumentsOf(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      for (const choice of token.cases) argumentsOf(choice.tokens, into);
    }
  }
  return into;
}

/** The message's own words: its text with the arguments left out. */
function literalText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content') return token.value;
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') return token.cases.map((c) => literalText(c.tokens)).join(' ');
      return ' ';
    })
    .join('');
}

/** Scripts a translation must be written in, by language. */
const SCRIPT: Readonly<Record<Locale, RegExp>> = { en: /\p{Script=Latin}/u, hi: /\p{Script=Devanagari}/u };
/** Words that are the same in every language: abbreviations and names the shop uses as they are, and the x of "2 x Rs 499". */
const SAME_IN_EVERY_LANGUAGE = /\b(?:UPI|COD|UTR|QR|GST|CGST|SGST|IGST|GSTIN|OTP|PDF|Rs|WhatsApp|Razorpay|Stripe|JavaScript|x)\b/gi;

/** Every problem of the catalogues, as sentences; none when they are complete. */
export function catalogueProblems(name: string, catalogues: AnyCatalogues): string[] {
  const problems: string[] = [];
  const english = catalogues.en;
  const parsed = (locale: Locale, key: string): Token[] | null => {
    try {
      return parse(catalogues[locale][key]);
    } catch (error) {
      problems.push(`${name}.${locale}.${key} is not valid ICU MessageFormat: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  };
  for (const locale of LOCALES) {
    const keys = new Set(Object.keys(catalogues[locale]));
    for (const key of Object.keys(english)) if (!keys.has(key)) problems.push(`${name}.${locale} has no "${key}"`);
    for (const key of keys) if (!(key in english)) problems.push(`${name}.${locale} has "${key}", which English does not`);
  }
  for (const key of Object.keys(english)) {
    const source = parsed('en', key);
    if (!source) continue;
    const expected = [...argumentsOf(source)].sort().join(', ');
    const hasWords = SCRIPT.en.test(literalText(source).replace(SAME_IN_EVERY_LANGUAGE, ''));
    for (const locale of LOCALES) {
      if (locale === 'en' || !(key in catalogues[locale])) continue;
      const tokens = parsed(locale, key);
      if (!tokens) continue;
      const got = [...argumentsOf(tokens)].sort().join(', ');
      if (got !== expected) problems.push(`${name}.${locale}.${key} uses {${got}}, English {${expected}}`);
      if (hasWords && !SCRIPT[locale].test(literalText(tokens))) problems.push(`${name}.${locale}.${key} is not translated: "${catalogues[locale][key]}"`);
    }
  }
  return problems;
}
