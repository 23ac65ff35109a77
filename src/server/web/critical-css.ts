import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import beastiesExport from 'beasties';

// The package's types describe its CommonJS build (`exports.default`); loaded as ESM, its default export
// is the class itself.
type BeastiesClass = typeof beastiesExport.default;
const Beasties: BeastiesClass = 'default' in beastiesExport ? beastiesExport.default : (beastiesExport as unknown as BeastiesClass);

/** The built client's render-blocking stylesheet in index.html. */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/;

/**
 * Only the CSS a server-drawn page needs blocks its first paint (docs/decisions/016-server-rendering.md):
 * the rules that match the page's HTML are inlined in the head, and the full stylesheet is loaded after
 * the page's first images by its script loader (page-scripts.ts), or without JavaScript from a `<noscript>`
 * at the end of the body, where it no longer holds up what is above it.
 *
 * Finding those rules (beasties) takes most of a second, so it is done once per kind of page (home,
 * category, search, product: each kind draws the same components) and the result reused for every later
 * page of that kind. A page is only learnt from when it shows products, so an empty page never leaves a
 * kind without its product styles. When learning fails (the stylesheet unreadable while the build is being
 * replaced, say) the kind's pages go out with the full stylesheet, and the kind is learnt again from a page
 * asked for RELEARN_AFTER_MS later: one failure never leaves it without critical CSS until a restart, and a
 * lasting one costs one attempt a minute, not one per page.
 */
export const RELEARN_AFTER_MS = 60_000;

interface Lesson {
  css: Promise<string | undefined>;
  /** When it came to nothing: it may be learnt again RELEARN_AFTER_MS after. */
  failedAt?: number;
}

export class CriticalCss {
  private readonly beasties: InstanceType<BeastiesClass>;
  private readonly learnt = new Map<string, Lesson>();

  constructor(
    distDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.beasties = new Beasties({
      // Components in their own chunks (the filters, the product page) bring their CSS with their JavaScript: the
      // server draws them too, so their rules are candidates as well. The admin area's are not.
      additionalStylesheets: chunkStylesheets(distDir),
      // Beasties only matches selectors inside <html>, never <html> itself; the colour scheme's variables
      // (the text, background, border and every colour's variants) are set on it, and the page has no
      // colours at all without them.
      allowRules: [/^:root\[data-mantine-color-scheme=("?)light\1\]$/],
      path: distDir,
      publicPath: '/',
      preload: 'body',
      noscriptFallback: false,
      inlineFonts: false,
      pruneSource: false,
      reduceInlineStyles: false,
      compress: true,
      logLevel: 'silent',
    });
  }

  /** The page with its critical CSS inlined, or unchanged when its kind is not learnt and it can't teach it. */
  async apply(html: string, kind: string, showsProducts: boolean): Promise<string> {
    const link = STYLESHEET.exec(html)?.[0];
    if (!link) return html;
    let lesson = this.learnt.get(kind);
    if (!lesson || (lesson.failedAt !== undefined && this.now() - lesson.failedAt >= RELEARN_AFTER_MS)) {
      if (!showsProducts) return html;
      const attempt: Lesson = { css: this.learn(html) };
      attempt.css = attempt.css.then((css) => {
        if (css === undefined) attempt.failedAt = this.now();
        return css;
      });
      lesson = attempt;
      this.learnt.set(kind, lesson);
    }
    const css = await lesson.css;
    if (css === undefined) return html;
    const bodyEnd = html.lastIndexOf('</body>');
    const page = `${html.slice(0, bodyEnd)}<noscript>${link}</noscript>\n${html.slice(bodyEnd)}`;
    return page.replace(link, () => `<style>${css}${responsiveRules(html)}</style>`);
  }

  private async learn(html: string): Promise<string | undefined> {
    const headEnd = html.indexOf('</head>');
    const stylesBefore = countStyles(html.slice(0, headEnd));
    let processed: string;
    try {
      processed = await this.beasties.process(html);
    } catch {
      // The page is still right with its full stylesheet; it is only slower to paint.
      return undefined;
    }
    const head = processed.slice(0, processed.indexOf('</head>'));
    const styles = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    // Beasties adds one <style> to the head; anything else there was the page's own.
    return styles.length > stylesBefore ? styles.slice(stylesBefore).join('') : undefined;
  }
}

/**
 * Mantine's inline styles of props set per screen width (a heading's size on a phone), made to win over the
 * full stylesheet. In the page they sit before it, in the app's HTML, so its rules of equal weight (the
 * heading's own font-size) would win once it loads. Copied after it they would still lose for a moment: a
 * browser parses nothing after a stylesheet in the body until that sheet has loaded, and may draw the page
 * with the sheet before it reads on. So the copies go in the head, each class named twice: heavier than any
 * one-class rule of the sheet, wherever it comes.
 */
function responsiveRules(html: string): string {
  const styles = html.matchAll(/<style data-mantine-styles="inline">([\s\S]*?)<\/style>/g);
  return [...styles].map((match) => match[1].replace(/\.(__m__-[\w-]+)/g, '.$1.$1')).join('');
}

function chunkStylesheets(distDir: string): string[] {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css') && !file.startsWith('index-') && !/admin/i.test(file))
    .map((file) => `/assets/${file}`);
}

function countStyles(head: string): number {
  return head.match(/<style[\s>]/g)?.length ?? 0;
}
