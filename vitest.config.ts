import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Each file gets its own app on its own temporary database; files run two at a time. Vitest's default
    // (cores − 1) would run them one by one on a 2-core machine, though most of a browser test's time is
    // spent waiting on Chromium and the shop.
    pool: 'forks',
    maxWorkers: 2,
    // Seeding the demo shop copies its artwork from the cache the build fills (docs/decisions/030-demo-artwork-cache.md);
    // before a build it draws 42 pictures and their copies by width with sharp, on a busy 2-core machine
    // 20-30 s, so a test that seeds gets a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a condition (a strip come to rest after a swipe, a row written): 1 s by default,
    // which two busy cores running two browser files at once can overrun. Only a failing wait takes longer.
    expect: { poll: { timeout: 15_000 } },
    // Files and the tests inside them run in a random order, so a test that leans on what another left
    // behind fails early. The run prints `Running tests with seed "N"`; `--sequence.seed=N` repeats it.
    sequence: { shuffle: true },
    reporters: ['default'],
    projects: [
      // The server and browser tests share their workers' loaded modules (`isolate: false`): each file still
      // makes its own app on its own temporary database (and its own Chromium), nothing in them mocks a module,
      // and loading the shop's modules afresh for every file was a third of the server tests' CPU time and a
      // fifth of the browser tests' time. The client tests keep a fresh module graph per file.
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'browser', include: ['tests/e2e/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'client', include: ['tests/client/**/*.test.ts'] } },
    ],
  },
});
