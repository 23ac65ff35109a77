/**
 * The storefront's page-speed budgets, measured the way the issue defines them: Lighthouse's node API
 * (mobile defaults: simulated throttling on a mid-range phone) with Debian's Chromium, against the built
 * shop started as `npm start` starts it, on a fresh DATA_DIR with the demo catalogue.
 * Prints every figure with its target; exits 1 when one misses. Waits for a quiet machine first and exits 3
 * without measuring when it stays busy (machine-load.ts).
 *
 * Run: npm run bench:web  (builds first). RUNS=n sets the runs per page (median taken, default 3).
 * Each page is also measured with its scripts and full stylesheet blocked, to show how much of its blocking
 * time is the browser's own work on the HTML (printed, not a budget).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { waitForQuietMachine } from './machine-load.js';
import { startNodeFlags } from './start-flags.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const root = path.resolve(import.meta.dirname, '..');

interface Budget {
  name: string;
  target: number;
  /** 'min': the figure must be at least the target; 'max': at most. */
  kind: 'min' | 'max';
  unit: string;
  read(lhr: LighthouseResult): number;
}

const score = (id: string) => (lhr: LighthouseResult) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (id: string) => (lhr: LighthouseResult) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Gzipped JavaScript the first route downloads (transfer sizes of the script requests), in KB. */
function scriptKb(lhr: LighthouseResult): number {
  const details = lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const bytes = (details?.items ?? []).filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

const BUDGETS: Budget[] = [
  { name: 'performance', target: 98, kind: 'min', unit: '', read: score('performance') },
  { name: 'accessibility', target: 100, kind: 'min', unit: '', read: score('accessibility') },
  { name: 'best practices', target: 100, kind: 'min', unit: '', read: score('best-practices') },
  { name: 'SEO', target: 100, kind: 'min', unit: '', read: score('seo') },
  { name: 'LCP', target: 1800, kind: 'max', unit: ' ms', read: (lhr) => Math.round(audit('largest-contentful-paint')(lhr)) },
  { name: 'TBT', target: 100, kind: 'max', unit: ' ms', read: (lhr) => Math.round(audit('total-blocking-time')(lhr)) },
  { name: 'CLS', target: 0.02, kind: 'max', unit: '', read: (lhr) => Math.round(audit('cumulative-layout-shift')(lhr) * 1000) / 1000 },
  { name: 'JavaScript (gzip)', target: 120, kind: 'max', unit: ' KB', read: scriptKb },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForShop(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The shop did not start within 2 minutes');
}

/** The report goes to standard output: it is what the bench is for. */
const print = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const machine = await waitForQuietMachine(print, 'bench:web');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const shop = spawn(process.execPath, [...startNodeFlags(root), path.join(root, 'dist/node/src/server/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let failed = false;
  try {
    await waitForShop(baseUrl);
    const list = (await (await fetch(`${baseUrl}/api/products?pageSize=1`)).json()) as { products: { _id: string }[] };
    const pages = { home: '/', category: '/category/electronics', product: `/product/${list.products[0]._id}` };

    print(`Lighthouse ${RUNS} run(s) per page, mobile defaults, ${CHROME_PATH}; median of the runs\n`);
    for (const [label, pagePath] of Object.entries(pages)) {
      const results: LighthouseResult[] = [];
      // One warm-up load so the first measured run does not pay for the server's cold start.
      await fetch(`${baseUrl}${pagePath}`);
      // A run whose trace Lighthouse could not read (NO_NAVSTART and the like: its own error, not the
      // page's) scores zero; it is run again, a few times at most, instead of counting.
      for (let attempts = 0; results.length < RUNS && attempts < RUNS + 3; attempts++) {
        const result = await lighthouse(`${baseUrl}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        if (result.lhr.runtimeError) print(`  (run again: Lighthouse could not measure ${pagePath}: ${result.lhr.runtimeError.code})`);
        else results.push(result.lhr);
      }
      if (results.length === 0) throw new Error(`Lighthouse could not measure ${pagePath}`);
      print(`${label} (${pagePath})`);
      for (const budget of BUDGETS) {
        const value = median(results.map((lhr) => budget.read(lhr)));
        const ok = budget.kind === 'min' ? value >= budget.target : value <= budget.target;
        if (!ok) failed = true;
        const sign = budget.kind === 'min' ? '≥' : '≤';
        print(`  ${ok ? 'ok  ' : 'MISS'} ${budget.name.padEnd(18)} ${String(value + budget.unit).padStart(10)}   target ${sign} ${budget.target}${budget.unit}`);
      }
      // Not a budget: the same page with its scripts and full stylesheet blocked, which leaves the browser's
      // own work on the drawn HTML (navigation, parsing, style, layout, paint). Its blocking time is the
      // floor under the page's on this machine, whatever the shop's JavaScript does.
      const floors: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: ['*/assets/*'] });
        if (result && !result.lhr.runtimeError) floors.push(result.lhr);
      }
      if (floors.length) {
        const floor = (read: (lhr: LighthouseResult) => number) => median(floors.map(read));
        print(
          `  (without its scripts and full stylesheet: performance ${floor(score('performance'))}, TBT ${floor((lhr) => Math.round(audit('total-blocking-time')(lhr)))} ms, ` +
            `LCP ${floor((lhr) => Math.round(audit('largest-contentful-paint')(lhr)))} ms; not a budget)`,
        );
      }
      const misses = results.flatMap((lhr) =>
        Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id),
      );
      if (misses.length) print(`  failing audits: ${[...new Set(misses)].join(', ')}`);
    }
  } finally {
    await chrome.kill();
    shop.kill('SIGTERM');
    await new Promise((r) => shop.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  print(`\n${machine.report()}`);
  print(failed ? 'bench:web: at least one budget missed' : 'bench:web: every budget met');
  process.exitCode = failed ? 1 : 0;
}

await main();
