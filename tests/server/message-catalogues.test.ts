/**
 * Every message catalogue is complete in every language (docs/decisions/056-languages.md): the same keys, valid
 * ICU messages with the same arguments, translated rather than copied; and each formats in its language's
 * Indian form.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGUES, mailText } from '../../src/server/mail/catalogue/index.js';
import { catalogueProblems } from '../helpers/catalogues.js';

const CATALOGUES = { mail: MAIL_CATALOGUES };

describe('message catalogues', () => {
  for (const [name, catalogues] of Object.entries(CATALOGUES)) {
    it(`${name}: every language has every key, the same arguments, and its own words`, () => {
      expect(Object.keys(catalogues.en).length).toBeGreaterThan(10);
      expect(catalogueProblems(name, catalogues)).toEqual([]);
    });
  }

  it('the check finds a missing key, an extra one, a wrong argument, broken syntax and an English copy', () => {
    const en = { hello: 'Hello {name},', total: 'Total: {amount}', note: 'Keep it safe', code: '{code}: {amount}', items: '{n, plural, one {# item} other {# items}}' };
    const hi = { hello: 'नमस्ते {naam},', total: 'कुल: {amount', extra: 'अतिरिक्त', code: '{code}: {amount}', items: '{n, plural, one {# items} other {# items}}' };
    expect(catalogueProblems('test', { en, hi })).toEqual([
      'test.hi has no "note"',
      'test.hi has "extra", which English does not',
      'test.hi.hello uses {naam}, English {name}',
      expect.stringMatching(/^test\.hi\.total is not valid ICU MessageFormat/),
      'test.hi.items is not translated: "{n, plural, one {# items} other {# items}}"',
    ]);
  });

  it('formats a message in each language', () => {
    expect(mailText('hi', 'greeting', { name: 'Priya' })).toBe('नमस्ते Priya,');
    expect(mailText('en', 'greeting', { name: 'Priya' })).toBe('Hello Priya,');
    expect(mailText('hi', 'totalLine', { amount: 'Rs 1,23,456/-' })).toBe('कुल: Rs 1,23,456/-');
  });
});
