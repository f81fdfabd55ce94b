/**
 * Hands a busy spell's memory back to the system once the process goes quiet.
 *
 * V8 keeps the heap a burst of requests grew (and the pages it freed, pooled) until its memory
 * reducer runs, and in a server process that only happens on a low allocation rate it measures at
 * collections: an idle process collects nothing, so the rate is never measured low and a service
 * that took 1,000 plan saves sat at 1.6x its idle size for good. Here, once the event loop has been
 * quiet for `quietMs` after a busy spell (requests, jobs, deliveries: anything that kept it over
 * `busyShare` of the time), one collection of the kind the reducer makes (V8's "last-resort"
 * flavour, which compacts and releases pooled pages) runs, once per busy spell.
 * Needs `--expose-gc` (SERVICE_NODE_FLAGS in tools/dev-stack, NODE_OPTIONS in the Dockerfile);
 * without it this does nothing.
 */
export interface IdleMemoryRelease {
  /** Something happened (a request answered, a job done): the quiet time starts again. */
  touch(): void;
  stop(): void;
}

export interface IdleMemoryReleaseOptions {
  /** How long the loop must stay quiet before the release; default 10 s. */
  quietMs?: number;
  /** The share of a check's interval the loop must have worked to count as busy; default 5%. */
  busyShare?: number;
  /** The loop's busy share since the last call; default from performance.eventLoopUtilization(). */
  loopBusyShare?: () => number;
  /** The collection to run; default V8's, when exposed. */
  release?: () => void;
  now?: () => number;
}

type ExposedGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

function exposedRelease(): (() => void) | undefined {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  return gc ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined;
}

function eventLoopBusyShare(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(current, last).utilization;
    last = current;
    return share;
  };
}

export function releaseMemoryWhenIdle(options: IdleMemoryReleaseOptions = {}): IdleMemoryRelease {
  const release = options.release ?? exposedRelease();
  const quietMs = options.quietMs ?? 10_000;
  const busyShare = options.busyShare ?? 0.05;
  const now = options.now ?? Date.now;
  let lastActivity = now();
  let busySinceRelease = false;
  if (!release) return { touch() {}, stop() {} };
  const loopBusyShare = options.loopBusyShare ?? eventLoopBusyShare();
  const touch = () => {
    lastActivity = now();
    busySinceRelease = true;
  };
  const timer = setInterval(
    () => {
      if (loopBusyShare() >= busyShare) touch();
      if (!busySinceRelease || now() - lastActivity < quietMs) return;
      busySinceRelease = false;
      release();
    },
    Math.max(250, Math.floor(quietMs / 4)),
  );
  // Never what keeps a stopping process alive.
  timer.unref();
  return {
    touch,
    stop() {
      clearInterval(timer);
    },
  };
}
