import { readFileSync } from 'node:fs';
import { z } from 'zod';

// The package's seed/ folder: two folders up from src/shared/ and from dist/shared/ alike.
const SEED_DIR = new URL('../../seed/', import.meta.url);

/**
 * A data file from the package's `seed/` folder, checked against its schema: a file that does not
 * match stops start-up with the file's name and what is wrong, instead of seeding bad data.
 */
export function readSeedFile<Schema extends z.ZodType>(name: string, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(new URL(name, SEED_DIR), 'utf8')));
  if (!parsed.success) throw new Error(`seed/${name} does not match its schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
