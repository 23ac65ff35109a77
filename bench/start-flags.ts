import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node flags `npm start` runs the shop with (package.json's start script), so the benches measure the
 * server as it runs in production (docs/decisions/031-heap-growth.md). The Dockerfile's CMD gives the same
 * flags; tests/server/start-command.test.ts holds the two together.
 */
export function startNodeFlags(root = path.join(import.meta.dirname, '..')): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`The start script does not run node: ${scripts.start}`);
  return words.slice(1, -1).filter((word) => word.startsWith('--'));
}
