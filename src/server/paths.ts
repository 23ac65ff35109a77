import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one with package.json), found from this file so the server works the
 * same from src/ under tsx and from dist/ after the build.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'migrations');
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
/** The storefront's server renderer, built by `vite build --ssr` (src/client/entry-server.tsx). */
export const serverRendererFile = path.join(projectRoot, 'dist', 'ssr', 'entry-server.js');

/**
 * The other languages' builds of the storefront (`vite build --mode hi`, docs/decisions/057-storefront-languages.md):
 * the browser's files and the server renderer, beside the English ones.
 */
export const languageBuilds = {
  hi: { clientDir: path.join(projectRoot, 'dist', 'client-hi'), rendererFile: path.join(projectRoot, 'dist', 'ssr-hi', 'entry-server.js') },
} as const;
