import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommand, startEnvironment, startNodeFlags } from '../../bench/start-flags.js';

const root = path.join(import.meta.dirname, '../..');

describe('the start command', () => {
  it('runs node with the same flags in the Dockerfile as in npm start, and the benches use them', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    expect(cmd).not.toBeNull();
    const dockerArgs = JSON.parse(cmd?.[1] ?? '[]') as string[];
    expect(dockerArgs).toEqual(startCommand(root).words);
    // The environment npm start sets goes into the image's ENV, value for value.
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    for (const [name, value] of Object.entries(startEnvironment(root))) expect(dockerfile).toMatch(new RegExp(`^\\s*(ENV )?${name}=${value}\\b`, 'm'));
    // Two malloc arenas: the peak memory of the bench's searches fell from 392–408 MB to 372–378 MB (docs/decisions/031-heap-growth.md).
    expect(startEnvironment(root)).toEqual({ MALLOC_ARENA_MAX: '2' });
    // The heap grows in small steps (docs/decisions/031-heap-growth.md).
    expect(startNodeFlags(root)).toContain('--heap-growing-percent=20');
    // No object is allocated straight into the old generation (docs/decisions/060-answers-kept-from-the-second-ask.md).
    expect(startNodeFlags(root)).toContain('--no-allocation-site-pretenuring');
  });

  it('gives node flags it knows', () => {
    // Node refuses a flag it does not know ("bad option") before running anything.
    expect(execFileSync(process.execPath, [...startNodeFlags(root), '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' })).toBe('ok');
  });
});
