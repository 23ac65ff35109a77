import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm start` runs the shop (package.json's start script: environment settings, then node and its flags),
 * so the benches measure the server as it runs in production (docs/decisions/031-heap-growth.md). The
 * Dockerfile's ENV and CMD give the same; tests/server/start-command.test.ts holds the two together.
 */
export function startCommand(root = path.join(import.meta.dirname, '..')): { env: Record<string, string>; words: string[] } {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = (words.shift() as string).split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'node') throw new Error(`The start script does not run node: ${scripts.start}`);
  return { env, words };
}

/** The Node flags `npm start` gives. */
export function startNodeFlags(root?: string): string[] {
  return startCommand(root)
    .words.slice(1, -1)
    .filter((word) => word.startsWith('--'));
}

/** The environment settings `npm start` gives node (MALLOC_ARENA_MAX). */
export function startEnvironment(root?: string): Record<string, string> {
  return startCommand(root).env;
}
