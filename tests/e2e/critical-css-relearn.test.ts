import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientDistDir } from '../../src/server/paths.js';
import { CriticalCss, RELEARN_AFTER_MS } from '../../src/server/web/critical-css.js';

// The built client (npm test builds it first), copied so its stylesheet can be taken away.
const dist = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
cpSync(clientDistDir, dist, { recursive: true, filter: (source) => !/\.(js|map|br|gz)$/.test(source) });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const stylesheet = readdirSync(path.join(dist, 'assets')).find((file) => /^index-.*\.css$/.test(file));
const page = template.replace('<div id="root"></div>', '<div id="root"><main><div data-testid="product-card"><p>Kurta</p></div></main></div>');
/** The head carries the page's critical rules in place of the stylesheet's link. */
const inlined = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.includes('<style>') && !head.includes(`/assets/${stylesheet}`);
};

describe('critical CSS', () => {
  it('a kind of page whose learning failed is learnt again a while later, not only after a restart', async () => {
    expect(stylesheet).toBeDefined();
    expect(page).toContain('data-testid="product-card"');
    let now = 1_000_000;
    const critical = new CriticalCss(dist, () => now);
    const sheet = path.join(dist, 'assets', stylesheet ?? '');

    // The build being replaced: the stylesheet cannot be read, the page goes out with its link.
    renameSync(sheet, `${sheet}.away`);
    const failed = await critical.apply(page, 'category', true);
    expect(inlined(failed)).toBe(false);
    expect(failed).toContain(`/assets/${stylesheet}`);
    renameSync(`${sheet}.away`, sheet);

    // Not tried again on every page...
    now += RELEARN_AFTER_MS - 1;
    expect(inlined(await critical.apply(page, 'category', true))).toBe(false);
    // ...but once the while has passed, and kept from then on.
    now += 1;
    expect(inlined(await critical.apply(page, 'category', true))).toBe(true);
    renameSync(sheet, `${sheet}.away`);
    now += RELEARN_AFTER_MS * 10;
    expect(inlined(await critical.apply(page, 'category', true))).toBe(true);
    renameSync(`${sheet}.away`, sheet);
  });
});
