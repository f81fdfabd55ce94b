import { describe, expect, it } from 'vitest';
import { writeVersioned, type VersionedWriteSteps } from '../src/versioned-write.js';

/** One record in memory, with the three steps as a database would answer them. */
function record(version: number | undefined, exists = true) {
  const state = { exists, version, writes: 0 };
  const steps: VersionedWriteSteps<string> = {
    async updateVersioned(expected) {
      if (!state.exists || state.version === undefined || (expected !== undefined && state.version !== expected)) return null;
      state.version += 1;
      state.writes += 1;
      return `v${state.version}`;
    },
    async updateUnversioned() {
      if (!state.exists || state.version !== undefined) return null;
      state.version = 2;
      state.writes += 1;
      return 'v2';
    },
    async currentVersion() {
      return state.exists ? (state.version ?? 1) : null;
    },
  };
  return { state, steps };
}

describe('writeVersioned', () => {
  it('writes at the expected version or, without one, at any', async () => {
    const { state, steps } = record(3);
    expect(await writeVersioned(steps, 3)).toEqual({ kind: 'written', record: 'v4' });
    expect(await writeVersioned(steps, undefined)).toEqual({ kind: 'written', record: 'v5' });
    expect(state.writes).toBe(2);
  });

  it('refuses a stale version with the current one and writes nothing', async () => {
    const { state, steps } = record(4);
    expect(await writeVersioned(steps, 3)).toEqual({ kind: 'stale', currentVersion: 4 });
    expect(state.writes).toBe(0);
  });

  it('counts a record without a version as version 1', async () => {
    const stale = record(undefined);
    expect(await writeVersioned(stale.steps, 2)).toEqual({ kind: 'stale', currentVersion: 1 });
    expect(stale.state.writes).toBe(0);
    const current = record(undefined);
    expect(await writeVersioned(current.steps, 1)).toEqual({ kind: 'written', record: 'v2' });
    const any = record(undefined);
    expect(await writeVersioned(any.steps, undefined)).toEqual({ kind: 'written', record: 'v2' });
  });

  it('says when there is no record', async () => {
    expect(await writeVersioned(record(1, false).steps, 1)).toEqual({ kind: 'not-found' });
    expect(await writeVersioned(record(1, false).steps, undefined)).toEqual({ kind: 'not-found' });
  });
});
