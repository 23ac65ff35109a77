import { describe, expect, it } from 'vitest';
import { ID_LENGTH, newId } from '../../src/server/ids.js';

describe('ids', () => {
  it('are 24 lower-case hex characters, never the same twice, across many draws of random bytes', () => {
    const ids = Array.from({ length: 5_000 }, newId);
    for (const id of ids) expect(id).toMatch(new RegExp(`^[0-9a-f]{${ID_LENGTH}}$`));
    expect(new Set(ids).size).toBe(ids.length);
    // No id shares its leading half with another: each takes bytes of its own.
    expect(new Set(ids.map((id) => id.slice(0, 12))).size).toBe(ids.length);
  });
});
