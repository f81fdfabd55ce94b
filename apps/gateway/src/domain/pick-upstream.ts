/**
 * What the gateway last learnt of one upstream: `ready` (its /ready said so), `unknown` (not probed
 * yet: it gets traffic, so a gateway that just started does not refuse work), `not ready` (it
 * answers but says it cannot serve, e.g. while it drains before a restart) or `down` (no connection).
 */
export type UpstreamState = 'ready' | 'unknown' | 'not ready' | 'down';

export interface UpstreamLoad {
  state: UpstreamState;
  /** Requests sent to it whose answer has not ended yet. */
  inFlight: number;
}

const TIER: Record<UpstreamState, number> = { ready: 0, unknown: 0, 'not ready': 1, down: 2 };

export interface PickOptions {
  /** Where the round starts among equally loaded upstreams; the caller moves it on after each pick. */
  cursor: number;
  /** Upstreams this request already failed on. */
  tried?: ReadonlySet<number>;
  /** Whether a `down` upstream may be tried: yes for a request's first attempt, so a single upstream is always tried. */
  allowDown: boolean;
}

/**
 * Which upstream takes the next request: among the best-placed ones (ready first; failing that, one
 * that answers but is not ready, which then gives its own answer as a lone upstream always did;
 * failing that, a down one), the one with the fewest requests in flight, ties taken in turn from
 * the cursor. Undefined when none may be tried.
 */
export function pickUpstream(upstreams: readonly UpstreamLoad[], options: PickOptions): number | undefined {
  const count = upstreams.length;
  let best: number | undefined;
  for (let step = 0; step < count; step += 1) {
    const index = (((options.cursor + step) % count) + count) % count;
    const candidate = upstreams[index]!;
    if (options.tried?.has(index)) continue;
    if (candidate.state === 'down' && !options.allowDown) continue;
    if (best === undefined) {
      best = index;
      continue;
    }
    const current = upstreams[best]!;
    const tierDifference = TIER[candidate.state] - TIER[current.state];
    if (tierDifference < 0 || (tierDifference === 0 && candidate.inFlight < current.inFlight)) best = index;
  }
  return best;
}
