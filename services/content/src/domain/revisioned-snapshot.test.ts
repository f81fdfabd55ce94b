import { describe, expect, it } from 'vitest';
import { RevisionedSnapshot, type SnapshotSource } from './revisioned-snapshot.js';

/** A data set whose loads are counted and, when asked, held open until released. */
function fakeSource(initial: string) {
  const state = { revision: 1, data: initial, loads: 0, gate: undefined as Promise<void> | undefined };
  const source: SnapshotSource<string> = {
    readRevision: async () => state.revision,
    load: async () => {
      state.loads += 1;
      const data = state.data;
      if (state.gate) await state.gate;
      return data;
    },
  };
  return { state, source };
}

describe('RevisionedSnapshot', () => {
  it('loads once and serves the copy while the revision stays the same', async () => {
    const { state, source } = fakeSource('a');
    const snapshot = new RevisionedSnapshot(source, { maxAgeMs: 60_000 });
    expect(await snapshot.get()).toBe('a');
    expect(await snapshot.get()).toBe('a');
    expect(state.loads).toBe(1);
  });

  it('reloads when the revision changes', async () => {
    const { state, source } = fakeSource('a');
    const snapshot = new RevisionedSnapshot(source, { maxAgeMs: 60_000 });
    await snapshot.get();
    state.data = 'b';
    state.revision = 2;
    expect(await snapshot.get()).toBe('b');
    expect(state.loads).toBe(2);
  });

  it('reloads after the maximum age even at the same revision, serving the copy while it loads', async () => {
    const { state, source } = fakeSource('a');
    let clock = 0;
    const snapshot = new RevisionedSnapshot(source, { maxAgeMs: 1000, now: () => clock });
    await snapshot.get();
    state.data = 'b';
    clock = 999;
    expect(await snapshot.get()).toBe('a');
    expect(state.loads).toBe(1);

    let release = (): void => undefined;
    state.gate = new Promise((resolve) => (release = resolve));
    clock = 1000;
    // The reader is not held up by the load the age started, and readers meanwhile start no other.
    expect(await snapshot.get()).toBe('a');
    expect(await snapshot.get()).toBe('a');
    expect(state.loads).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await snapshot.get()).toBe('b');
    expect(state.loads).toBe(2);
  });

  it('still makes a reader wait for the load when the revision changed, so a write is seen at once', async () => {
    const { state, source } = fakeSource('a');
    let clock = 0;
    const snapshot = new RevisionedSnapshot(source, { maxAgeMs: 1000, now: () => clock });
    await snapshot.get();
    clock = 5000;
    state.data = 'b';
    state.revision = 2;
    expect(await snapshot.get()).toBe('b');
  });

  it('shares one load between concurrent reads', async () => {
    const { state, source } = fakeSource('a');
    const snapshot = new RevisionedSnapshot(source, { maxAgeMs: 60_000 });
    const results = await Promise.all([snapshot.get(), snapshot.get(), snapshot.get()]);
    expect(results).toEqual(['a', 'a', 'a']);
    expect(state.loads).toBe(1);
  });

  it('does not keep a load that started before an invalidation', async () => {
    const { state, source } = fakeSource('old');
    const snapshot = new RevisionedSnapshot(source, { maxAgeMs: 60_000 });
    let release!: () => void;
    state.gate = new Promise((resolve) => (release = resolve));
    const early = snapshot.get();
    while (state.loads === 0) await Promise.resolve();
    // A local write whose revision bump failed: the revision stays, the data changes.
    state.data = 'new';
    snapshot.invalidate();
    state.gate = undefined;
    release();
    expect(await early).toBe('old');
    expect(await snapshot.get()).toBe('new');
  });

  it('passes a failed load on and tries again on the next read', async () => {
    const { state, source } = fakeSource('a');
    let fail = true;
    const snapshot = new RevisionedSnapshot({ ...source, load: async () => (fail ? Promise.reject(new Error('down')) : source.load()) }, { maxAgeMs: 60_000 });
    await expect(snapshot.get()).rejects.toThrow('down');
    fail = false;
    expect(await snapshot.get()).toBe('a');
    expect(state.loads).toBe(1);
  });
});
