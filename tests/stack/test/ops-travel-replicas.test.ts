import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cleanupQuietly, eventually, steadyLoad, type Answer } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

const REPLICAS = ['travel-1', 'travel-2', 'travel-3'] as const;
const CITIES = ['Mumbai', 'New Delhi', 'Bangalore', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Jaipur'];
const DAY_MS = 86_400_000;

interface Sample extends Answer {
  search: string;
  sentAt: number;
}

/** The planner's two searches, varied so some reach the provider and some come from the cache. */
function search(round: number): { name: string; path: string; body: Record<string, unknown> } {
  const city = CITIES[round % CITIES.length]!;
  const date = new Date(Date.now() + (1 + (round % 20)) * DAY_MS).toISOString().slice(0, 10);
  if (round % 2 === 0) {
    const destination = CITIES[(round + 3) % CITIES.length]!;
    return { name: 'flights', path: '/api/flights/search', body: { origin: city, destination, departureDate: date, passengers: 1 + (round % 4) } };
  }
  return { name: 'hotels', path: '/api/hotels/search', body: { city, checkIn: date, guests: 2 } };
}

/** Steady load: `workers` loops, each sending one search after another until stopped. */
function startLoad(stack: TestStack, workers: number) {
  return steadyLoad(
    workers,
    async (round): Promise<Sample> => {
      const { name, path, body } = search(round);
      const sentAt = Date.now();
      return { ...(await call(stack, 'POST', path, { body, timeoutMs: 15_000 })), search: name, sentAt };
    },
    (worker) => worker * 1000,
  );
}

async function answeredSince(samples: Sample[], since: number, count: number): Promise<void> {
  await eventually(`${count} answers since the last step`, async () => (samples.filter((sample) => sample.sentAt > since).length >= count ? true : undefined));
}

async function readyTravelProcesses(stack: TestStack): Promise<number | undefined> {
  const health = await call(stack, 'GET', '/api/health');
  return (health.body as { services?: { travel?: { processes?: { ready: number } } } }).services?.travel?.processes?.ready;
}

function failuresOf(samples: Sample[]): string {
  const failed = samples.filter((sample) => sample.status !== 200);
  return JSON.stringify(failed.slice(0, 5).map(({ search: name, status, ms, body }) => ({ search: name, status, ms, body })));
}

describe('travel as three processes behind the gateway', () => {
  let stack: TestStack | undefined;

  beforeAll(async () => {
    // The load loops would otherwise run into the per-client limit of the API.
    stack = await startTestStack({ env: { TRAVEL_REPLICAS: '3', RATE_LIMIT_PER_MINUTE: '1000000' } });
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
  });

  it('answers every search while the processes are restarted one after another (SIGTERM, then started again)', async () => {
    if (!stack) throw new Error('no stack');
    expect(stack.travelUrls).toHaveLength(3);
    await eventually('the gateway sees three ready travel processes', async () => ((await readyTravelProcesses(stack!)) === 3 ? true : undefined));
    const load = startLoad(stack, 4);
    await answeredSince(load.samples, 0, 20);

    for (const replica of REPLICAS) {
      const oldPid = stack.pids[replica];
      const stoppedAt = Date.now();
      const exit = await stack.stopPart(replica, 'SIGTERM');
      expect(exit.code, `${replica} exits cleanly after its drain`).toBe(0);
      // Searches keep coming while the process is gone.
      await answeredSince(load.samples, Date.now(), 10);
      expect(load.samples.filter((sample) => sample.sentAt > stoppedAt).length).toBeGreaterThan(10);
      await stack.startPart(replica);
      expect(stack.pids[replica]).not.toBe(oldPid);
      await eventually(`the gateway sees ${replica} ready again`, async () => ((await readyTravelProcesses(stack!)) === 3 ? true : undefined));
      await answeredSince(load.samples, Date.now(), 10);
    }

    const samples = await load.stop();
    expect(samples.length).toBeGreaterThan(100);
    expect(samples.filter((sample) => sample.status !== 200).length, failuresOf(samples)).toBe(0);
    expect(new Set(samples.map((sample) => sample.search))).toEqual(new Set(['flights', 'hotels']));
  });

  it('answers every search when a process is killed outright, and takes it back once started again', async () => {
    if (!stack) throw new Error('no stack');
    await eventually('the gateway sees three ready travel processes', async () => ((await readyTravelProcesses(stack!)) === 3 ? true : undefined));
    const load = startLoad(stack, 4);
    await answeredSince(load.samples, 0, 20);

    const killedAt = Date.now();
    const exit = await stack.stopPart('travel-2', 'SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    await answeredSince(load.samples, killedAt, 30);
    await stack.startPart('travel-2');
    await eventually('the gateway sees travel-2 ready again', async () => ((await readyTravelProcesses(stack!)) === 3 ? true : undefined));
    await answeredSince(load.samples, Date.now(), 10);

    const samples = await load.stop();
    expect(samples.filter((sample) => sample.sentAt > killedAt).length).toBeGreaterThan(30);
    expect(samples.filter((sample) => sample.status !== 200).length, failuresOf(samples)).toBe(0);
  });
});
