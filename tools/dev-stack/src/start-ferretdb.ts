import type { InfraHandle } from './infra-handle.js';
import { ferretDbBinPath } from './install/ensure-ferretdb.js';
import { startEmbeddedServer, type EmbeddedServerOptions } from './start-embedded-server.js';
import { waitForMongo } from './wait-for-mongo.js';

/** binPath defaults to .tools/bin/ferretdb in the repository. */
export type StartFerretDbOptions = EmbeddedServerOptions;

/** Starts the embedded FerretDB (SQLite under dataDir) and resolves once it answers a ping. */
export function startFerretDb(options: StartFerretDbOptions): Promise<InfraHandle> {
  return startEmbeddedServer(
    {
      label: 'FerretDB',
      name: 'ferretdb',
      portInUseHint: 'set MONGO_URL to use a MongoDB that is already running',
      defaultBinPath: () => ferretDbBinPath(),
      // At warn FerretDB logs every command it lacks, such as the driver's endSessions on close.
      args: (port, dataDir) => ['-listen-addr', `127.0.0.1:${port}`, '-data-dir', dataDir, '-log-level', 'error'],
      url: (port) => `mongodb://127.0.0.1:${port}/`,
      waitReady: waitForMongo,
    },
    options,
  );
}
