import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The folder holding package.json: found by walking up, so it is the same from src/ (tests, tsx) and from dist/. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('no package.json above the catalog source');
    dir = parent;
  }
  return dir;
}

/**
 * A data file from the package's `seed/` folder, checked against its schema: a file that does not
 * match stops start-up with the file's name and what is wrong, instead of seeding bad data.
 */
export function readSeedFile<Schema extends z.ZodType>(name: string, schema: Schema): z.output<Schema> {
  const path = join(packageRoot(), 'seed', name);
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`seed/${name} does not match its schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
