import type * as Testcontainers from 'testcontainers';
import type { LogLine } from './log-line.js';
import { waitForMongo } from './wait-for-mongo.js';
import { waitForRedis } from './wait-for-redis.js';

export interface ContainerInfra {
  url: string;
  stop(): Promise<void>;
}

/** testcontainers is loaded only here, only when TEST_INFRA=containers (a machine with Docker). */
async function loadTestcontainers(): Promise<typeof Testcontainers> {
  return import('testcontainers');
}

/** Starts a `mongo:7` container and resolves once it answers a ping. */
export async function startMongoContainer(log: LogLine): Promise<ContainerInfra> {
  const { GenericContainer, Wait } = await loadTestcontainers();
  log('stack', 'starting a mongo:7 container...');
  const container = await new GenericContainer('mongo:7').withExposedPorts(27017).withWaitStrategy(Wait.forListeningPorts()).start();
  const url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/`;
  await waitForMongo(url, 60_000);
  return { url, stop: async () => void (await container.stop()) };
}

/** Starts a `redis:7` container (no eviction, as BullMQ needs) and resolves once it answers PING. */
export async function startRedisContainer(log: LogLine): Promise<ContainerInfra> {
  const { GenericContainer, Wait } = await loadTestcontainers();
  log('stack', 'starting a redis:7 container...');
  const container = await new GenericContainer('redis:7')
    .withCommand(['redis-server', '--maxmemory-policy', 'noeviction', '--save', ''])
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forListeningPorts())
    .start();
  const url = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
  await waitForRedis(url, 60_000);
  return { url, stop: async () => void (await container.stop()) };
}
