import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSeedFile } from './read-seed-file.js';

describe('readSeedFile', () => {
  it('returns what the schema makes of the file', () => {
    const ids = readSeedFile('trade-events.json', z.array(z.object({ id: z.string() })));
    expect(ids.map((event) => event.id)).toContain('imtex');
  });

  it('refuses a file that does not match, naming the file and the path', () => {
    expect(() => readSeedFile('trade-events.json', z.array(z.object({ id: z.number() })))).toThrow(/seed\/trade-events\.json does not match[\s\S]*\[0\]\.id/);
  });
});
