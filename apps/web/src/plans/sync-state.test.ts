import { describe, expect, it } from 'vitest';
import { initialSyncState, nextSave, retryDelay, SAVE_DEBOUNCE_MS, syncReducer, syncStatusText, type SyncEvent, type SyncState } from './sync-state.js';

const run = (events: SyncEvent[], from: SyncState = initialSyncState) => events.reduce(syncReducer, from);
const linked = run([{ type: 'linked', savedAt: '2026-11-27T05:12:00.000Z', dirty: false }]);

describe('autosave state', () => {
  it('sends nothing before the plan is first saved', () => {
    const state = run([{ type: 'edited' }, { type: 'edited' }]);
    expect(state.phase).toBe('unsaved');
    expect(nextSave(state)).toBeNull();
    expect(syncStatusText(state)).toBeNull();
  });

  it('waits ~1.5 s after each edit, restarting the wait on every edit', () => {
    expect(nextSave(linked)).toBeNull();
    const once = syncReducer(linked, { type: 'edited' });
    const twice = syncReducer(once, { type: 'edited' });
    expect(nextSave(once)).toEqual({ key: 'edit-1', delayMs: SAVE_DEBOUNCE_MS });
    expect(nextSave(twice)?.key).not.toBe(nextSave(once)?.key);
    expect(syncStatusText(twice)).toBe('Saving…');
  });

  it('is saved after the answer, unless an edit came while the save was on its way', () => {
    const saving = run([{ type: 'edited' }, { type: 'save-started' }], linked);
    expect(nextSave(saving)).toBeNull();
    const saved = syncReducer(saving, { type: 'saved', savedAt: '2026-11-27T05:20:00.000Z', edits: saving.edits });
    expect(saved).toMatchObject({ phase: 'idle', dirty: false, lastSavedAt: '2026-11-27T05:20:00.000Z' });
    expect(syncStatusText(saved)).toMatch(/^Saved \d{2}:\d{2}$/);

    const editedMeanwhile = run([{ type: 'edited' }, { type: 'saved', savedAt: '2026-11-27T05:20:00.000Z', edits: saving.edits }], saving);
    expect(editedMeanwhile.dirty).toBe(true);
    expect(nextSave(editedMeanwhile)?.delayMs).toBe(SAVE_DEBOUNCE_MS);
  });

  it('retries a failed save with a growing wait that edits do not push back, and at once when back online', () => {
    const failedOnce = run([{ type: 'edited' }, { type: 'save-started' }, { type: 'failed', offline: false, message: 'Too many saves.' }], linked);
    expect(failedOnce.phase).toBe('retrying');
    expect(syncStatusText(failedOnce)).toBe('Not saved — retrying');
    expect(nextSave(failedOnce)).toEqual({ key: 'retrying-1', delayMs: 2000 });
    expect(nextSave(syncReducer(failedOnce, { type: 'edited' }))?.key).toBe('retrying-1');
    const failedTwice = run([{ type: 'save-started' }, { type: 'failed', offline: true }], failedOnce);
    expect(failedTwice.phase).toBe('offline');
    expect(syncStatusText(failedTwice)).toBe('Offline — your changes are kept in this browser');
    expect(nextSave(failedTwice)?.delayMs).toBe(4000);
    expect(nextSave(syncReducer(failedTwice, { type: 'online' }))?.delayMs).toBe(0);
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 60_000]);
  });

  it('stops on a conflict or a lost link, whatever is edited, until the owner chooses', () => {
    for (const stop of [{ type: 'conflict' }, { type: 'link-lost' }] as const) {
      const stopped = run([{ type: 'edited' }, { type: 'save-started' }, stop, { type: 'edited' }, { type: 'online' }], linked);
      expect(stopped.phase).toBe(stop.type);
      expect(stopped.dirty).toBe(true);
      expect(nextSave(stopped)).toBeNull();
      expect(syncStatusText(stopped)).toMatch(/^Not saved — /);
    }
    const resolved = run([{ type: 'conflict' }, { type: 'linked', savedAt: '2026-11-27T06:00:00.000Z', dirty: false }], linked);
    expect(resolved).toMatchObject({ phase: 'idle', dirty: false });
  });

  it("shows the server's sentence for a refused save and tries again after the next edit", () => {
    const refused = run([{ type: 'edited' }, { type: 'save-started' }, { type: 'refused', message: 'Team size must be at most 50.' }], linked);
    expect(syncStatusText(refused)).toBe('Not saved — Team size must be at most 50.');
    expect(nextSave(refused)).toBeNull();
    expect(nextSave(syncReducer(refused, { type: 'edited' }))?.delayMs).toBe(SAVE_DEBOUNCE_MS);
  });
});
