import { existsSync } from 'node:fs';
import { readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { DevStackError } from '../dev-stack-error.js';
import { type LogLine, silentLog } from '../log-line.js';
import { type BlobSink, moveSqliteStore, type MoveReport } from './move-sqlite-store.js';

/** Where FerretDB kept its SQLite files before the store moved to PostgreSQL, inside the data directory. */
export const SQLITE_STORE_DIR = 'ferretdb';
/** Where they are kept once moved, until their owner deletes them. */
export const MOVED_SQLITE_STORE_DIR = 'ferretdb-sqlite-moved';

export interface UpgradeSqliteStoreOptions {
  /** The stack's data directory (`.data`). */
  dataDir: string;
  targetUrl: string;
  ferretDbBin: string;
  blobsFor(database: string, bucket: string): BlobSink | undefined;
  log?: LogLine;
  signal?: AbortSignal;
}

/** Whether dataDir still holds a FerretDB-on-SQLite store that has not been moved. */
export async function hasSqliteStore(dataDir: string): Promise<boolean> {
  const dir = join(dataDir, SQLITE_STORE_DIR);
  if (!existsSync(dir)) return false;
  return (await readdir(dir)).some((name) => name.endsWith('.sqlite'));
}

/**
 * Moves a store made before the embedded store ran on PostgreSQL (see
 * docs/operations.md#upgrading-a-store-from-sqlite) into the new one, once: every record and every
 * file, counts checked. The old folder is then renamed, not deleted; a failed move deletes nothing
 * and is tried again at the next start.
 */
export async function upgradeSqliteStore(options: UpgradeSqliteStoreOptions): Promise<MoveReport | undefined> {
  const log = options.log ?? silentLog;
  if (!(await hasSqliteStore(options.dataDir))) return undefined;
  const oldDir = join(options.dataDir, SQLITE_STORE_DIR);
  log('stack', `moving the store in ${oldDir} (FerretDB on SQLite) into the new store, once...`);
  let report: MoveReport;
  try {
    report = await moveSqliteStore({
      sqliteDir: oldDir,
      ferretDbBin: options.ferretDbBin,
      targetUrl: options.targetUrl,
      blobsFor: options.blobsFor,
      log,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new DevStackError(
      `The store in ${oldDir} could not be moved into the new store: ${(error as Error).message} ` +
        `Nothing was deleted; the next start tries again. To start with an empty store instead, move ${oldDir} aside.`,
    );
  }
  let keptIn = join(options.dataDir, MOVED_SQLITE_STORE_DIR);
  if (existsSync(keptIn)) keptIn = `${keptIn}-${Date.now()}`;
  await rename(oldDir, keptIn);
  log(
    'stack',
    `moved ${report.documents} records in ${report.collections} collections of ${report.databases} databases and ` +
      `${report.blobs} files (${report.bytes} bytes); counts checked. The old files are kept in ${keptIn}: delete it once you are satisfied.`,
  );
  return report;
}
