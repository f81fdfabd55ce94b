import type { InfraHandle } from './infra-handle.js';
import { redisServerPath } from './install/find-executable.js';
import { startEmbeddedServer, type EmbeddedServerOptions } from './start-embedded-server.js';
import { waitForRedis } from './wait-for-redis.js';

/** binPath defaults to redis-server on PATH (or /usr/bin). */
export type StartRedisOptions = EmbeddedServerOptions;

/** Starts Redis with append-only persistence in dataDir and resolves once it answers PING. */
export function startRedis(options: StartRedisOptions): Promise<InfraHandle> {
  return startEmbeddedServer(
    {
      label: 'Redis',
      name: 'redis',
      portInUseHint: 'set REDIS_URL to use a Redis that is already running',
      defaultBinPath: redisServerPath,
      args: (port, dataDir) => [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--dir',
        dataDir,
        '--appendonly',
        'yes',
        '--appendfilename',
        'appendonly.aof',
        '--save',
        '',
        // BullMQ loses jobs when Redis evicts keys.
        '--maxmemory-policy',
        'noeviction',
        '--daemonize',
        'no',
        '--protected-mode',
        'yes',
        '--loglevel',
        'warning',
      ],
      url: (port) => `redis://127.0.0.1:${port}`,
      waitReady: waitForRedis,
    },
    options,
  );
}
