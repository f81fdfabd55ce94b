import { describe, expect, it } from 'vitest';
import { pickUpstream, type UpstreamLoad } from './pick-upstream.js';

const load = (state: UpstreamLoad['state'], inFlight = 0): UpstreamLoad => ({ state, inFlight });

describe('pickUpstream', () => {
  it('takes equally loaded ready upstreams in turn from the cursor', () => {
    const upstreams = [load('ready'), load('ready'), load('ready')];
    expect([0, 1, 2, 3].map((cursor) => pickUpstream(upstreams, { cursor, allowDown: true }))).toEqual([0, 1, 2, 0]);
  });

  it('takes the ready upstream with the fewest requests in flight', () => {
    expect(pickUpstream([load('ready', 3), load('ready', 1), load('ready', 2)], { cursor: 0, allowDown: true })).toBe(1);
  });

  it('counts an upstream not probed yet as ready, so a gateway that just started sends work', () => {
    expect(pickUpstream([load('unknown'), load('not ready')], { cursor: 1, allowDown: true })).toBe(0);
  });

  it('skips an upstream that is not ready or down while a ready one is left, however busy', () => {
    expect(pickUpstream([load('not ready'), load('down'), load('ready', 50)], { cursor: 0, allowDown: true })).toBe(2);
  });

  it('falls back to one that answers but is not ready, then to a down one on a first attempt only', () => {
    expect(pickUpstream([load('down'), load('not ready', 4)], { cursor: 0, allowDown: true })).toBe(1);
    expect(pickUpstream([load('down'), load('down')], { cursor: 1, allowDown: true })).toBe(1);
    expect(pickUpstream([load('down'), load('down')], { cursor: 1, allowDown: false })).toBeUndefined();
  });

  it('never picks an upstream the request already failed on', () => {
    const upstreams = [load('ready'), load('ready', 5)];
    expect(pickUpstream(upstreams, { cursor: 0, tried: new Set([0]), allowDown: false })).toBe(1);
    expect(pickUpstream(upstreams, { cursor: 0, tried: new Set([0, 1]), allowDown: true })).toBeUndefined();
  });

  it('keeps a single upstream in use whatever its state, as the gateway did before balancing', () => {
    for (const state of ['ready', 'unknown', 'not ready', 'down'] as const) {
      expect(pickUpstream([load(state)], { cursor: 7, allowDown: true }), state).toBe(0);
    }
  });
});
