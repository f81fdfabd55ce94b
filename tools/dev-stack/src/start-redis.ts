import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { assertPortFree } from './assert-port-free.js';
import { awaitReady } from './await-ready.js';
import { findFreePort } from './find-free-port.js';
import type { InfraHandle } from './infra-handle.js';
import { redisServerPath } from './install/find-executable.js';
import type { LogLine } from './log-line.js';
import { spawnManaged } from './managed-process.js';
import { waitForRedis } from './wait-for-redis.js';

export interface StartRedisOptions {
  /** 0 or undefined picks a free port. */
  port?: number;
  dataDir: string;
  /** Defaults to redis-server on PATH (or /usr/bin). */
  binPath?: string;
  log?: LogLine;
  /** Log prefix; defaults to `redis`. */
  name?: string;
  ownProcessGroup?: boolean;
  readyTimeoutMs?: number;
  signal?: AbortSignal;
}

/** Starts Redis with append-only persistence in dataDir and resolves once it answers PING. */
export async function startRedis(options: StartRedisOptions): Promise<InfraHandle> {
  const port = options.port ? options.port : await findFreePort();
  if (options.port) await assertPortFree(port, 'Redis', 'set REDIS_URL to use a Redis that is already running');
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const child = await spawnManaged({
    name: options.name ?? 'redis',
    command: options.binPath ?? (await redisServerPath()),
    args: [
      '--bind', '127.0.0.1',
      '--port', String(port),
      '--dir', dataDir,
      '--appendonly', 'yes',
      '--appendfilename', 'appendonly.aof',
      '--save', '',
      // BullMQ loses jobs when Redis evicts keys.
      '--maxmemory-policy', 'noeviction',
      '--daemonize', 'no',
      '--protected-mode', 'yes',
      '--loglevel', 'warning',
    ],
    ...(options.log ? { log: options.log } : {}),
    ownProcessGroup: options.ownProcessGroup ?? false,
  });
  const url = `redis://127.0.0.1:${port}`;
  await awaitReady(child, (signal) => waitForRedis(url, options.readyTimeoutMs ?? 30_000, { signal }), options.signal);
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
