import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../src/client/lib/redirect-target.js';

const SHOP = 'https://shop.example.in';

/** Where a browser on the shop ends up when the page navigates to `target` (what `<Redirect to>` does). */
const originOf = (target: string) => new URL(target, SHOP).origin;

/** The value the login page reads: `?redirect=` as the browser's query string holds it, decoded once. */
const fromQuery = (query: string) => new URLSearchParams(query).get('redirect') ?? '';

describe('the login redirect target (?redirect=)', () => {
  const attacks = [
    '//evil.com',
    '/\\evil.com',
    '/%09/evil.com',
    '/%2F/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r//evil.com',
    '/%5Cevil.com',
    '/%0a/evil.com',
    '/%0D/evil.com',
    '/%7F/evil.com',
    '/%C2%85/evil.com',
    '/\u0085/evil.com',
    '/\u0000/evil.com',
    '%E0%A4%A',
    '/%E0%A4%A',
    'https://evil.com',
    'javascript:alert(1)',
    '\t//evil.com',
    ' //evil.com',
    '',
  ];

  it.each(attacks)('%j goes to the home page instead', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });

  it('a malformed escape does not throw', () => {
    expect(() => safeRedirectTarget('%E0%A4%A')).not.toThrow();
    expect(() => safeRedirectTarget('/%E0%A4%A')).not.toThrow();
  });

  it('every attack a browser would read as another site is caught as it arrives in the query string', () => {
    // The same cases as a link would carry them: URLSearchParams decodes once, as the page does.
    for (const query of ['redirect=//evil.com', 'redirect=/%09/evil.com', 'redirect=/%5Cevil.com', 'redirect=%2F%09%2Fevil.com', 'redirect=/%250a/evil.com']) {
      const target = safeRedirectTarget(fromQuery(query));
      expect(originOf(target), query).toBe(SHOP);
      expect(target, query).toBe('/');
    }
  });

  it.each(['/profile', '/product/abc?x=1', '/search/kurta%20red', '/shipping', '/order/abc#pay', '/category/Electronics?page=2&sort=price'])(
    '%j is kept as it is',
    (good) => {
      expect(safeRedirectTarget(good)).toBe(good);
      expect(originOf(good)).toBe(SHOP);
    },
  );
});
