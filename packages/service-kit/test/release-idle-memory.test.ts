import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryWhenIdle } from '../src/release-idle-memory.js';

describe('releaseMemoryWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(shares: number[] = []) {
    const release = vi.fn();
    const released = releaseMemoryWhenIdle({ quietMs: 1000, release, now: () => Date.now(), loopBusyShare: () => shares.shift() ?? 0 });
    return { release, released };
  }

  it('releases once after a busy spell has been quiet for the quiet time, and not again while it stays quiet', () => {
    const { release, released } = setUp();
    released.touch();
    vi.advanceTimersByTime(750);
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(release).toHaveBeenCalledTimes(1);
    released.stop();
  });

  it('never releases in a process that was never busy', () => {
    const { release, released } = setUp();
    vi.advanceTimersByTime(10_000);
    expect(release).not.toHaveBeenCalled();
    released.stop();
  });

  it('counts a busy event loop as activity, and waits while it stays busy', () => {
    // Checks every 250 ms: busy for the first four, then quiet.
    const { release, released } = setUp([0.5, 0.5, 0.5, 0.5]);
    vi.advanceTimersByTime(1000);
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(release).toHaveBeenCalledTimes(1);
    released.stop();
  });

  it('does nothing without an exposed collector', () => {
    const released = releaseMemoryWhenIdle({ quietMs: 1000 });
    released.touch();
    expect(() => vi.advanceTimersByTime(5000)).not.toThrow();
    released.stop();
  });
});
