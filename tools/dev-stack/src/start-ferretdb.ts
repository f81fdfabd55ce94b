import type { InfraHandle } from './infra-handle.js';
import { ferretDbBinPath } from './install/ensure-ferretdb.js';
import { startEmbeddedServer, type EmbeddedServerOptions } from './start-embedded-server.js';
import { resolve } from 'node:path';
import { type PostgresHandle, startPostgres } from './start-postgres.js';
import { waitForMongo } from './wait-for-mongo.js';

/**
 * PostgreSQL keeps a backend process per connection, and each grows with the tables and plans it
 * has cached; FerretDB's pool would keep a busy spell's connections for 30 minutes. Idle ones now
 * close after a minute (FerretDB 1.24 turns any given idle time into 1m), checked every 10 s, so
 * the store's memory comes back down once the load has passed. A connection the services' periodic
 * reads keep in use never idles that long, and kept the busy spell's caches (13 MB in one backend,
 * with FerretDB's prepared statements for it); each is renewed after a minute or so instead, at the
 * cost of one new connection a minute per connection open.
 */
function withIdlePool(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('pool_max_conn_idle_time', '1m');
  url.searchParams.set('pool_max_conn_lifetime', '1m');
  url.searchParams.set('pool_max_conn_lifetime_jitter', '15s');
  url.searchParams.set('pool_health_check_period', '10s');
  return url.toString();
}

/** binPath defaults to .tools/bin/ferretdb in the repository. */
export interface StartFerretDbOptions extends EmbeddedServerOptions {
  /** false for throwaway test stores: PostgreSQL skips fsync. */
  durable?: boolean;
}

/** The PostgreSQL running under each data directory, so a FerretDB that went away can be started again in front of it. */
const clusters = new Map<string, PostgresHandle>();

/**
 * Starts the embedded store: PostgreSQL with its cluster under `<dataDir>/pgdata`, then FerretDB
 * speaking the MongoDB wire protocol in front of it; resolves once FerretDB answers a ping.
 * Why PostgreSQL and not FerretDB's SQLite backend: docs/operations.md#the-embedded-store.
 * stop() stops FerretDB, then PostgreSQL; exited settles when either has exited. When only
 * FerretDB was killed (a fault test does that), starting again on the same data directory starts
 * a new FerretDB in front of the PostgreSQL still running there.
 */
export async function startFerretDb(options: StartFerretDbOptions): Promise<InfraHandle> {
  const { durable, ...serverOptions } = options;
  const key = resolve(options.dataDir);
  const running = clusters.get(key);
  const postgres =
    running ??
    (await startPostgres({
      dataDir: options.dataDir,
      ...(durable !== undefined ? { durable } : {}),
      ...(options.log ? { log: options.log } : {}),
      ...(options.ownProcessGroup !== undefined ? { ownProcessGroup: options.ownProcessGroup } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }));
  if (!running) {
    clusters.set(key, postgres);
    void postgres.exited.then(() => {
      if (clusters.get(key) === postgres) clusters.delete(key);
    });
  }
  let ferretdb: InfraHandle;
  try {
    ferretdb = await startEmbeddedServer(
      {
        label: 'FerretDB',
        name: 'ferretdb',
        portInUseHint: 'set MONGO_URL to use a MongoDB that is already running',
        defaultBinPath: () => ferretDbBinPath(),
        // At warn FerretDB logs every command it lacks, such as the driver's endSessions on close.
        args: (port) => [
          '-listen-addr',
          `127.0.0.1:${port}`,
          '-handler',
          'postgresql',
          '-postgresql-url',
          withIdlePool(postgres.databaseUrl),
          '-log-level',
          'error',
        ],
        url: (port) => `mongodb://127.0.0.1:${port}/`,
        waitReady: waitForMongo,
      },
      serverOptions,
    );
  } catch (error) {
    if (!running) await postgres.stop();
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
