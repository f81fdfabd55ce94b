import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { provisionTestInfra } from '../src/provision-test-infra.js';
import { startThrowawayFerretDb, uniqueDbName } from '../src/test-infra.js';
import { waitForMongo } from '../src/wait-for-mongo.js';
import { waitForRedis } from '../src/wait-for-redis.js';
import { isAlive } from './helpers.js';

describe('test infrastructure', () => {
  it('names a database of its own per call', () => {
    const first = uniqueDbName('catalog');
    expect(first).toMatch(/^catalog_[0-9a-f]{8}$/);
    expect(uniqueDbName('catalog')).not.toBe(first);
  });

  it('uses MONGO_URL and REDIS_URL as given, starting nothing', async () => {
    const infra = await provisionTestInfra({ env: { MONGO_URL: 'mongodb://db.example:27017/', REDIS_URL: 'redis://cache.example:6379' } });
    expect(infra).toMatchObject({ mongoUrl: 'mongodb://db.example:27017/', redisUrl: 'redis://cache.example:6379' });
    expect(infra.ferretdbBin).toMatch(/\.tools\/bin\/ferretdb$/);
    await infra.stop();
  });

  it('otherwise starts FerretDB and Redis in a temporary directory, and removes both when stopped', async () => {
    const infra = await provisionTestInfra({ env: {} });
    expect(infra.dataDir && existsSync(infra.dataDir)).toBe(true);
    await waitForMongo(infra.mongoUrl, 5_000);
    await waitForRedis(infra.redisUrl, 5_000);

    await Promise.all([infra.stop(), infra.stop()]);
    expect(existsSync(infra.dataDir ?? '')).toBe(false);
    await expect(waitForMongo(infra.mongoUrl, 500)).rejects.toThrow('did not answer a ping');
    await expect(waitForRedis(infra.redisUrl, 500)).rejects.toThrow('did not answer PING');
  });

  it('gives a test a FerretDB of its own to stop', async () => {
    const server = await startThrowawayFerretDb();
    await waitForMongo(server.url, 5_000);
    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
  });
});
