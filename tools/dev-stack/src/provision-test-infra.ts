import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envValue } from './env-value.js';
import { ensureAptPackages } from './install/ensure-apt-packages.js';
import { ensureFerretDb, ferretDbBinPath } from './install/ensure-ferretdb.js';
import { type LogLine, silentLog } from './log-line.js';
import { startFerretDb } from './start-ferretdb.js';
import { startRedis } from './start-redis.js';
import { startMongoContainer, startRedisContainer } from './start-test-containers.js';

export interface TestInfra {
  mongoUrl: string;
  redisUrl: string;
  /** The embedded FerretDB binary, for tests that start a throwaway server of their own. */
  ferretdbBin: string;
  /** The temporary directory holding embedded servers' data, when any were started. */
  dataDir: string | undefined;
  /** Stops whatever was started here and deletes its temporary data; idempotent. */
  stop(): Promise<void>;
}

export interface ProvisionTestInfraOptions {
  env?: NodeJS.ProcessEnv;
  log?: LogLine;
  ownProcessGroup?: boolean;
}

/**
 * MongoDB and Redis URLs for a test run: MONGO_URL / REDIS_URL when set; else containers when
 * TEST_INFRA=containers; else embedded FerretDB and Redis on free ports with data in a fresh
 * temporary directory.
 */
export async function provisionTestInfra(options: ProvisionTestInfraOptions = {}): Promise<TestInfra> {
  const env = options.env ?? process.env;
  const log = options.log ?? silentLog;
  const containers = envValue(env, 'TEST_INFRA') === 'containers';
  const givenMongoUrl = envValue(env, 'MONGO_URL');
  const givenRedisUrl = envValue(env, 'REDIS_URL');
  const stoppers: Array<() => Promise<void>> = [];
  let tempDir: string | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      await Promise.allSettled(stoppers.map((stopOne) => stopOne()));
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const dataDir = async (name: string): Promise<string> => {
    tempDir ??= await mkdtemp(join(tmpdir(), 'stallplan-test-'));
    return join(tempDir, name);
  };

  try {
    const ownProcessGroup = options.ownProcessGroup ?? false;

    const mongo = async (): Promise<string> => {
      if (givenMongoUrl) return givenMongoUrl;
      if (containers) {
        const container = await startMongoContainer(log);
        stoppers.push(container.stop);
        return container.url;
      }
      await ensureAptPackages({ redis: false, chromium: false, postgres: true, log });
      const binPath = await ensureFerretDb({ log });
      const ferretdb = await startFerretDb({ dataDir: await dataDir('store'), binPath, log, ownProcessGroup, durable: false });
      stoppers.push(ferretdb.stop);
      return ferretdb.url;
    };
    const redis = async (): Promise<string> => {
      if (givenRedisUrl) return givenRedisUrl;
      if (containers) {
        const container = await startRedisContainer(log);
        stoppers.push(container.stop);
        return container.url;
      }
      await ensureAptPackages({ redis: true, chromium: false, postgres: false, log });
      const server = await startRedis({ dataDir: await dataDir('redis'), log, ownProcessGroup });
      stoppers.push(server.stop);
      return server.url;
    };

    // One after the other: both may create the temporary directory.
    const mongoUrl = await mongo();
    const redisUrl = await redis();
    return { mongoUrl, redisUrl, ferretdbBin: ferretDbBinPath(), dataDir: tempDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
