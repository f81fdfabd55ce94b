import type { InfraHandle } from './infra-handle.js';
import { ferretDbBinPath } from './install/ensure-ferretdb.js';
import { startEmbeddedServer, type EmbeddedServerOptions } from './start-embedded-server.js';
import { startPostgres } from './start-postgres.js';
import { waitForMongo } from './wait-for-mongo.js';

/** binPath defaults to .tools/bin/ferretdb in the repository. */
export interface StartFerretDbOptions extends EmbeddedServerOptions {
  /** false for throwaway test stores: PostgreSQL skips fsync. */
  durable?: boolean;
}

/**
 * Starts the embedded store: PostgreSQL with its cluster under `<dataDir>/pgdata`, then FerretDB
 * speaking the MongoDB wire protocol in front of it; resolves once FerretDB answers a ping.
 * Why PostgreSQL and not FerretDB's SQLite backend: docs/operations.md#the-embedded-store.
 * stop() stops FerretDB, then PostgreSQL; exited settles when either has exited.
 */
export async function startFerretDb(options: StartFerretDbOptions): Promise<InfraHandle> {
  const { durable, ...serverOptions } = options;
  const postgres = await startPostgres({
    dataDir: options.dataDir,
    ...(durable !== undefined ? { durable } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.ownProcessGroup !== undefined ? { ownProcessGroup: options.ownProcessGroup } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  let ferretdb: InfraHandle;
  try {
    ferretdb = await startEmbeddedServer(
      {
        label: 'FerretDB',
        name: 'ferretdb',
        portInUseHint: 'set MONGO_URL to use a MongoDB that is already running',
        defaultBinPath: () => ferretDbBinPath(),
        // At warn FerretDB logs every command it lacks, such as the driver's endSessions on close.
        args: (port) => ['-listen-addr', `127.0.0.1:${port}`, '-handler', 'postgresql', '-postgresql-url', postgres.databaseUrl, '-log-level', 'error'],
        url: (port) => `mongodb://127.0.0.1:${port}/`,
        waitReady: waitForMongo,
      },
      serverOptions,
    );
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return {
    url: ferretdb.url,
    port: ferretdb.port,
    pid: ferretdb.pid,
    exited: Promise.race([ferretdb.exited, postgres.exited]),
    stop: async () => {
      await ferretdb.stop();
      await postgres.stop();
    },
  };
}
