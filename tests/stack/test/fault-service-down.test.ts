import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cleanupQuietly, eventually, steadyLoad, type Answer } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

interface Probe {
  name: string;
  service: string;
  method: string;
  path: string;
  body?: unknown;
}

const TRAVEL: Probe = { name: 'geocode', service: 'travel', method: 'POST', path: '/api/geocode', body: { address: 'Mumbai' } };
const OTHERS: Probe[] = [
  { name: 'blogs', service: 'content', method: 'GET', path: '/api/blogs?limit=5' },
  { name: 'vendors', service: 'catalog', method: 'GET', path: '/api/vendors' },
  { name: 'events', service: 'catalog', method: 'GET', path: '/api/events' },
];
/** The README's promise is two seconds; the rest is the test machine's slack. */
const DOWN_ANSWER_MS = 2_500;

interface Sample extends Answer {
  probe: Probe;
  /** When the request was sent, to sort samples against the moment the service went down. */
  sentAt: number;
}

/** Light, steady load: `workers` loops, each sending the probes one after another until stopped. */
function startLoad(stack: TestStack, probes: Probe[], workers: number) {
  return steadyLoad(workers, async (round): Promise<Sample> => {
    const probe = probes[round % probes.length] as Probe;
    const sentAt = Date.now();
    const answer = await call(stack, probe.method, probe.path, { ...(probe.body ? { body: probe.body } : {}), timeoutMs: 10_000 });
    return { ...answer, probe, sentAt };
  });
}

async function directReady(stack: TestStack): Promise<string> {
  try {
    const response = await fetch(`${stack.serviceUrls.travel}/ready`, { signal: AbortSignal.timeout(2_000) });
    return String(response.status);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function describeFailures(samples: Sample[]): string {
  return JSON.stringify(samples.slice(0, 5).map((sample) => ({ probe: sample.probe.name, status: sample.status, ms: sample.ms, body: sample.body })));
}

describe('a service that goes down under load', () => {
  let stack: TestStack | undefined;

  beforeAll(async () => {
    // The load loop would otherwise run into the per-client limit of the API.
    stack = await startTestStack({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
  });

  it('answers 503 quickly for it, 200 for the others, and recovers when it is back, without a gateway restart', async () => {
    if (!stack) throw new Error('no stack');
    const gatewayPid = stack.pids.gateway;
    const travelPid = stack.pids.travel;

    const load = startLoad(stack, [TRAVEL, ...OTHERS], 4);
    await eventually('every probe answered under load', async () => (new Set(load.samples.map((sample) => sample.probe.name)).size === 4 ? true : undefined));

    const exit = await stack.stopPart('travel', 'SIGTERM');
    const downAt = Date.now();
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    // Enough traffic reaches the gateway while travel is gone.
    await eventually('travel answered 503 through the gateway several times', async () =>
      load.samples.filter((sample) => sample.probe === TRAVEL && sample.sentAt > downAt && sample.status === 503).length >= 10 ? true : undefined,
    );

    const restartAt = Date.now();
    await stack.startPart('travel');
    const backAt = Date.now();
    expect(stack.pids.travel).not.toBe(travelPid);
    // Through the same gateway process: it finds the service again by itself.
    await eventually('travel answered 200 through the gateway again', async () => {
      const since = load.samples.filter((sample) => sample.probe === TRAVEL && sample.sentAt > backAt);
      if (since.some((sample) => sample.status === 200)) return true;
      // Named in the failure: what the gateway said last.
      throw new Error(`${since.length} travel answers since, the last: ${describeFailures(since.slice(-1))}; direct /ready: ${await directReady(stack!)}`);
    });
    const afterBack = Date.now();
    await eventually('a few more rounds after recovery', async () =>
      load.samples.filter((sample) => sample.sentAt > afterBack).length >= 20 ? true : undefined,
    );
    const samples = await load.stop();
    expect(stack.pids.gateway).toBe(gatewayPid);
    expect(() => process.kill(gatewayPid, 0)).not.toThrow();

    // Whoever else was asked kept answering, before, during and after.
    const others = samples.filter((sample) => sample.probe !== TRAVEL);
    const othersFailed = others.filter((sample) => sample.status !== 200);
    expect(othersFailed, describeFailures(othersFailed)).toEqual([]);
    expect(others.filter((sample) => sample.sentAt > downAt && sample.sentAt < restartAt).length).toBeGreaterThan(10);

    // While travel was down: the gateway's own 503, as JSON, quickly, for every call.
    const whileDown = samples.filter((sample) => sample.probe === TRAVEL && sample.sentAt > downAt && sample.sentAt + sample.ms < restartAt);
    expect(whileDown.length).toBeGreaterThanOrEqual(10);
    for (const sample of whileDown) {
      expect(sample.status, describeFailures([sample])).toBe(503);
      expect(sample.contentType).toMatch(/^application\/json/);
      expect(sample.body).toEqual({ success: false, error: 'travel service is unavailable' });
      expect(sample.ms).toBeLessThan(DOWN_ANSWER_MS);
    }
    // Around the stop a call may still have been answered by the leaving process, never anything but 200 or that 503.
    const travelOdd = samples.filter((sample) => sample.probe === TRAVEL && sample.status !== 200 && sample.status !== 503);
    expect(travelOdd, describeFailures(travelOdd)).toEqual([]);
    // Once it answered again, it kept answering.
    const firstBack = Math.min(
      ...samples.filter((sample) => sample.probe === TRAVEL && sample.sentAt > backAt && sample.status === 200).map((sample) => sample.sentAt),
    );
    const relapsed = samples.filter((sample) => sample.probe === TRAVEL && sample.sentAt > firstBack && sample.status !== 200);
    expect(relapsed, describeFailures(relapsed)).toEqual([]);

    const health = await call(stack, 'GET', '/api/health');
    expect(health.status).toBe(200);
  });

  it('reports the missing service in /api/health while it is down', async () => {
    if (!stack) throw new Error('no stack');
    await stack.stopPart('travel');
    try {
      const health = await call(stack, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ success: false, status: 'degraded', services: { travel: { status: 'unavailable' }, content: { status: 'ready' } } });
      expect(health.ms).toBeLessThan(DOWN_ANSWER_MS);
    } finally {
      await stack.startPart('travel');
    }
    await eventually('health is ready again', async () => ((await call(stack!, 'GET', '/api/health')).status === 200 ? true : undefined), {
      timeoutMs: 10_000,
    });
  });
});
