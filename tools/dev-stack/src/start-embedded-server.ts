import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { assertPortFree } from './assert-port-free.js';
import { awaitReady } from './await-ready.js';
import { findFreePort } from './find-free-port.js';
import type { InfraHandle } from './infra-handle.js';
import type { LogLine } from './log-line.js';
import { spawnManaged } from './managed-process.js';

/** How a caller starts FerretDB or Redis. */
export interface EmbeddedServerOptions {
  /** 0 or undefined picks a free port. */
  port?: number;
  dataDir: string;
  /** Defaults to the server's usual binary. */
  binPath?: string;
  log?: LogLine;
  /** Log prefix; defaults to the server's short name. */
  name?: string;
  ownProcessGroup?: boolean;
  readyTimeoutMs?: number;
  signal?: AbortSignal;
}

/** What differs between the servers we embed. */
export interface EmbeddedServerKind {
  /** Shown in the "port in use" message. */
  label: string;
  name: string;
  /** What to do instead when the fixed port is taken. */
  portInUseHint: string;
  defaultBinPath: () => string | Promise<string>;
  args: (port: number, dataDir: string) => string[];
  url: (port: number) => string;
  waitReady: (url: string, timeoutMs: number, options: { signal: AbortSignal }) => Promise<void>;
}

/** Starts one server on 127.0.0.1 with its data in dataDir and resolves once it answers. */
export async function startEmbeddedServer(kind: EmbeddedServerKind, options: EmbeddedServerOptions): Promise<InfraHandle> {
  const port = options.port ? options.port : await findFreePort();
  if (options.port) await assertPortFree(port, kind.label, kind.portInUseHint);
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const child = await spawnManaged({
    name: options.name ?? kind.name,
    command: options.binPath ?? (await kind.defaultBinPath()),
    args: kind.args(port, dataDir),
    ...(options.log ? { log: options.log } : {}),
    ownProcessGroup: options.ownProcessGroup ?? false,
  });
  const url = kind.url(port);
  await awaitReady(child, (signal) => kind.waitReady(url, options.readyTimeoutMs ?? 30_000, { signal }), options.signal);
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
