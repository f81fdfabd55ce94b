import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {} from 'vitest';
import type { InfraHandle } from './infra-handle.js';
import { ensureFerretDb, ferretDbBinPath } from './install/ensure-ferretdb.js';
import { startFerretDb } from './start-ferretdb.js';

// What the global setup provides to every test file: `inject('mongoUrl')` is typed by this.
declare module 'vitest' {
  export interface ProvidedContext {
    mongoUrl: string;
    redisUrl: string;
    ferretdbBin: string;
  }
}

/** A database name of its own for each test file: `${prefix}_${8 random hex digits}`. */
export function uniqueDbName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/**
 * A store of the test's own (PostgreSQL and FerretDB) on a free port with a temporary data directory, for tests that
 * stop the database (to check /ready fails, say). stop() also deletes the data.
 * Pass `inject('ferretdbBin')` as binPath; it defaults to the repository's binary, built if
 * missing (a run against MONGO_URL may not have built it).
 */
export async function startThrowawayFerretDb(binPath: string = ferretDbBinPath()): Promise<InfraHandle> {
  if (binPath === ferretDbBinPath() && !existsSync(binPath)) await ensureFerretDb();
  const dataDir = await mkdtemp(join(tmpdir(), 'stallplan-ferretdb-'));
  try {
    const server = await startFerretDb({ dataDir, binPath, durable: false });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export { fieldsAnsweredByIndex } from './fields-answered-by-index.js';
