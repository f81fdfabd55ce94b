import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { gatewayConfigSchema } from '../../../apps/gateway/src/config.js';
import { catalogConfigSchema } from '../../../services/catalog/src/config.js';
import { contentConfigSchema } from '../../../services/content/src/config.js';
import { notifyConfigSchema } from '../../../services/notify/src/config.js';
import { pdfWorkerConfigSchema, quotesConfigSchema } from '../../../services/quotes/src/config.js';
import { travelConfigSchema } from '../../../services/travel/src/config.js';
import { readEnvironmentTable } from '../src/environment-table.js';
import { schemaVariables } from '../src/schema-variables.js';
import { envValueReads, importMetaEnvKeys } from '../src/source-variables.js';

/*
 * The README's environment table against what the code reads: the config schemas themselves
 * (imported, so a new variable cannot slip past), the web app's build-time variables and the
 * dev stack's own. A variable must be listed once for every process that reads it, and a row
 * may not claim a process reads a variable it does not.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const CONFIG_SCHEMAS: Record<string, z.ZodType[]> = {
  gateway: [gatewayConfigSchema],
  catalog: [catalogConfigSchema],
  content: [contentConfigSchema],
  travel: [travelConfigSchema],
  // The PDF worker is the quotes image with another entry point.
  quotes: [quotesConfigSchema, pdfWorkerConfigSchema],
  notify: [notifyConfigSchema],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What the launcher reads besides the processes' own variables (`npm start`, `npm test`). */
const devStackVariables = new Set(sourceFiles(join(ROOT, 'tools/dev-stack/src')).flatMap((file) => envValueReads(readFileSync(file, 'utf8'))));

/** Every process and the variables it reads. */
const readBy = new Map<string, Set<string>>([
  ...Object.entries(CONFIG_SCHEMAS).map(([process, schemas]) => [process, new Set(schemas.flatMap(schemaVariables))] as const),
  ['web', new Set(importMetaEnvKeys(readFileSync(join(ROOT, 'apps/web/src/vite-env.d.ts'), 'utf8')))],
  ['tests', devStackVariables],
  ['dev stack', devStackVariables],
]);

const rows = readEnvironmentTable(readFileSync(join(ROOT, 'README.md'), 'utf8'));
const listed = rows.flatMap((row) => row.variables.flatMap((variable) => row.processes.map((process) => ({ variable, process, line: row.line }))));

describe("the README's environment table", () => {
  it('lists every variable a config schema or the web build reads, for each process that reads it', () => {
    const missing = [...readBy]
      .filter(([process]) => process !== 'tests' && process !== 'dev stack')
      .flatMap(([process, variables]) => [...variables].map((variable) => `${variable} (${process})`))
      .filter((pair) => !listed.some(({ variable, process }) => pair === `${variable} (${process})`));
    expect(missing).toEqual([]);
  });

  it('lists every variable the dev stack reads for npm start and npm test', () => {
    expect([...devStackVariables].filter((variable) => !listed.some((entry) => entry.variable === variable))).toEqual([]);
  });

  it('lists each variable once per process', () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    for (const { variable, process, line } of listed) {
      const key = `${variable} (${process})`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, line);
      else twice.push(`${key}: lines ${first} and ${line}`);
    }
    expect(twice).toEqual([]);
  });

  it('names no variable a process does not read', () => {
    const stale = listed
      .filter(({ variable, process }) => !readBy.get(process)?.has(variable))
      .map(({ variable, process, line }) => `${variable} (${process}, line ${line})`);
    expect(stale).toEqual([]);
  });
});
