import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startNodeFlags } from '../../bench/start-flags.js';

const root = path.join(import.meta.dirname, '../..');

describe('the start command', () => {
  it('runs node with the same flags in the Dockerfile as in npm start, and the benches use them', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    expect(cmd).not.toBeNull();
    const dockerArgs = JSON.parse(cmd?.[1] ?? '[]') as string[];
    const start = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(dockerArgs).toEqual(start.trim().split(/\s+/));
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
