import { describe, expect, it } from 'vitest';
import { summariseUpstreams, type ServiceReadiness } from './summarise-upstreams.js';

const ready: ServiceReadiness = { status: 'ready', checks: { redis: { status: 'up' } } };
const draining: ServiceReadiness = { status: 'not ready', checks: { process: { status: 'down', error: 'is shutting down' } }, error: 'travel is not ready' };
const gone: ServiceReadiness = { status: 'unavailable', error: 'is unavailable' };

describe('summariseUpstreams', () => {
  it("gives a single process's answer as it is", () => {
    expect(summariseUpstreams([gone])).toEqual(gone);
    expect(summariseUpstreams([draining])).toEqual(draining);
  });

  it('calls a service ready while one of its processes is, and counts them', () => {
    expect(summariseUpstreams([ready, ready])).toEqual({ ...ready, processes: { ready: 2, total: 2 } });
    expect(summariseUpstreams([gone, ready, draining])).toEqual({
      status: 'ready',
      checks: ready.checks,
      error: '2 of 3 processes not ready: is unavailable',
      processes: { ready: 1, total: 3 },
    });
  });

  it('is not ready when one answers but none is ready, unavailable when none answers', () => {
    expect(summariseUpstreams([gone, draining])).toMatchObject({ status: 'not ready', checks: draining.checks, processes: { ready: 0, total: 2 } });
    expect(summariseUpstreams([gone, gone])).toEqual({
      status: 'unavailable',
      error: '2 of 2 processes not ready: is unavailable',
      processes: { ready: 0, total: 2 },
    });
  });
});
