/**
 * The storefront's catalogues are complete in every language (docs/decisions/057-storefront-languages.md): each
 * catalogue exists in each language with the same messages, valid ICU with the same arguments, translated
 * rather than copied. The Hindi build fails on a message the English has and the Hindi lacks; this finds the
 * rest: an extra key, a wrong argument, an English text left in Hindi.
 */
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../helpers/catalogues.js';
import { clientCatalogue, clientCatalogueNames } from '../helpers/client-catalogues.js';

describe('the storefront catalogues', () => {
  it('are the same catalogues in every language', () => {
    expect(clientCatalogueNames('en').length).toBeGreaterThan(5);
    expect(clientCatalogueNames('hi')).toEqual(clientCatalogueNames('en'));
  });

  it('have every message in every language, with the same arguments, in the language’s own words', async () => {
    const problems: string[] = [];
    for (const name of clientCatalogueNames('en')) problems.push(...catalogueProblems(name, await clientCatalogue(name)));
    expect(problems).toEqual([]);
  });
});
