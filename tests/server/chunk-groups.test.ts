/**
 * The storefront's shared chunk groups (SHARED_GROUPS in vite.config.ts, docs/decisions/019-page-weight.md): in
 * each language's build, a group's modules are one chunk holding nothing else. A module that imports one
 * outside the entry brings it into the group, and every page using the group would load it: the checkout's
 * code on the cart, Mantine's inputs on Place Order. Reads the built client (`npm test` builds first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDistDir, languageBuilds } from '../../src/server/paths.js';
import { SHARED_GROUPS, sourceFiles } from '../../vite.config.js';

/** Each script of a build with the source files in it, as absolute paths. */
function chunkSources(assets: string): { file: string; sources: string[] }[] {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js') && existsSync(path.join(assets, `${file}.map`)))
    .map((file) => {
      const map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')) as { sources: string[]; sourceRoot?: string };
      return { file, sources: map.sources.map((source) => path.resolve(assets, map.sourceRoot ?? '', source)) };
    });
}

describe('the shared chunk groups', () => {
  const builds = { en: clientDistDir, hi: languageBuilds.hi.clientDir };
  for (const [language, clientDir] of Object.entries(builds)) {
    it(`${language}: each group is one chunk of its own modules only`, () => {
      const chunks = chunkSources(path.join(clientDir, 'assets'));
      for (const [name, files] of Object.entries(SHARED_GROUPS)) {
        const member = sourceFiles(files);
        const holding = chunks.filter((chunk) => chunk.sources.some((source) => member.test(source)));
        expect(holding.map((chunk) => chunk.file), `${name}: one chunk`).toHaveLength(1);
        const strangers = holding[0].sources.filter((source) => !member.test(source)).map((source) => path.relative(process.cwd(), source));
        expect(strangers, `${name}: modules outside the group`).toEqual([]);
        // Every file named is in the build: a file renamed or no longer used is taken off the list.
        for (const file of files) expect(holding[0].sources.some((source) => sourceFiles([file]).test(source)), `${name}: ${file}`).toBe(true);
      }
    });
  }
});
