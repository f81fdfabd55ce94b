import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { assertPortFree } from './assert-port-free.js';
import { awaitReady } from './await-ready.js';
import { findFreePort } from './find-free-port.js';
import type { InfraHandle } from './infra-handle.js';
import { ferretDbBinPath } from './install/ensure-ferretdb.js';
import type { LogLine } from './log-line.js';
import { spawnManaged } from './managed-process.js';
import { waitForMongo } from './wait-for-mongo.js';

export interface StartFerretDbOptions {
  /** 0 or undefined picks a free port. */
  port?: number;
  dataDir: string;
  /** Defaults to .tools/bin/ferretdb in the repository. */
  binPath?: string;
  log?: LogLine;
  /** Log prefix; defaults to `ferretdb`. */
  name?: string;
  ownProcessGroup?: boolean;
  readyTimeoutMs?: number;
  signal?: AbortSignal;
}

/** Starts the embedded FerretDB (SQLite under dataDir) and resolves once it answers a ping. */
export async function startFerretDb(options: StartFerretDbOptions): Promise<InfraHandle> {
  const port = options.port ? options.port : await findFreePort();
  if (options.port) await assertPortFree(port, 'FerretDB', 'set MONGO_URL to use a MongoDB that is already running');
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const child = await spawnManaged({
    name: options.name ?? 'ferretdb',
    command: options.binPath ?? ferretDbBinPath(),
    // At warn FerretDB logs every command it lacks, such as the driver's endSessions on close.
    args: ['-listen-addr', `127.0.0.1:${port}`, '-data-dir', dataDir, '-log-level', 'error'],
    ...(options.log ? { log: options.log } : {}),
    ownProcessGroup: options.ownProcessGroup ?? false,
  });
  const url = `mongodb://127.0.0.1:${port}/`;
  await awaitReady(child, (signal) => waitForMongo(url, options.readyTimeoutMs ?? 30_000, { signal }), options.signal);
  return {
    url,
    port,
    pid: child.pid,
    exited: child.exited,
    stop: async () => {
      await child.stop(5_000);
    },
  };
}
