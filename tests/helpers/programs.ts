import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The shop's programs: the server (`npm start`), backups (`npm run backup`, `restore`) and the owner's admin commands (`npm run admin`). */
export type Program = 'main' | 'backup-cli' | 'admin-cli';

/**
 * The arguments to `node` that run one of the shop's programs as the README's commands do: the build in
 * dist/node, which `npm test` makes before the tests run. Tests that start a program in a process of its own
 * run this rather than the sources through tsx: the code users run, started in about 1.4 s less.
 */
export function programArgs(program: Program): string[] {
  const file = path.join(root, 'dist/node/src/server', `${program}.js`);
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` (npm test does) before these tests`);
  return [file];
}
