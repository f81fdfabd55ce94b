import { describe, expect, it } from 'vitest';
import { isSettled, saveAnnouncement } from './save-announcement.js';
import { initialSyncState, syncReducer, type SyncEvent, type SyncState } from './sync-state.js';

const SAVED_AT = '2026-11-27T05:12:00.000Z';
const LATER = '2026-11-27T05:20:00.000Z';

/**
 * What a screen reader hears over a run of autosave events: each settled state is weighed against
 * the last settled one, as the save bar does.
 */
function heard(events: SyncEvent[], from: SyncState = initialSyncState): string[] {
  let state = from;
  let lastSettled: SyncState | null = null;
  const said: string[] = [];
  for (const event of events) {
    state = syncReducer(state, event);
    if (!isSettled(state)) continue;
    const news = saveAnnouncement(lastSettled, state);
    lastSettled = state;
    if (news !== null) said.push(news);
  }
  return said;
}

const linked: SyncEvent = { type: 'linked', savedAt: SAVED_AT, dirty: false };
/** One edit and the save that follows it, answered by `outcome`. */
const editThen = (outcome: SyncEvent): SyncEvent[] => [{ type: 'edited' }, { type: 'save-started' }, outcome];
const saved = (savedAt: string, edits: number): SyncEvent => ({ type: 'saved', savedAt, edits });

describe('what the save bar announces', () => {
  it('says nothing when a plan is opened or saved as usual, however often it saves', () => {
    expect(heard([linked, ...editThen(saved(LATER, 1)), ...editThen(saved(LATER, 2)), ...editThen(saved(LATER, 3))])).toEqual([]);
  });

  it('says that saving failed once, not at every retry, then that it saved again', () => {
    const said = heard([
      linked,
      ...editThen({ type: 'failed', offline: false }),
      { type: 'save-started' },
      { type: 'failed', offline: false },
      { type: 'save-started' },
      saved(LATER, 1),
    ]);
    expect(said).toHaveLength(2);
    expect(said[0]).toBe('Not saved — retrying');
    expect(said[1]).toMatch(/^Saved \d{2}:\d{2}$/);
  });

  it('says offline once through the retries, and back online when a save gets through', () => {
    const said = heard([
      linked,
      ...editThen({ type: 'failed', offline: true }),
      { type: 'save-started' },
      { type: 'failed', offline: true },
      { type: 'online' },
      { type: 'save-started' },
      saved(LATER, 1),
    ]);
    expect(said).toHaveLength(2);
    expect(said[0]).toBe('Offline — your changes are kept in this browser');
    expect(said[1]).toMatch(/^Back online\. Saved \d{2}:\d{2}$/);
  });

  it('does not call "Retry now" while still offline back online', () => {
    expect(
      heard([linked, ...editThen({ type: 'failed', offline: true }), { type: 'online' }, { type: 'save-started' }, { type: 'failed', offline: true }]),
    ).toEqual(['Offline — your changes are kept in this browser']);
  });

  it('says a conflict and a lost link, each once', () => {
    expect(heard([linked, ...editThen({ type: 'conflict' }), { type: 'edited' }])).toEqual([
      'Not saved — this plan was changed in another tab or on another device',
    ]);
    expect(heard([linked, ...editThen({ type: 'link-lost' })])).toEqual(['Not saved — the saved link no longer opens this plan']);
  });

  it('says each new reason the server gives for refusing a save, and a refusal it repeats only once', () => {
    const refused = (message: string): SyncEvent => ({ type: 'refused', message });
    expect(
      heard([
        linked,
        ...editThen(refused('Team size must be at most 50.')),
        ...editThen(refused('Team size must be at most 50.')),
        ...editThen(refused('Add your e-mail address.')),
      ]),
    ).toEqual(['Not saved — Team size must be at most 50.', 'Not saved — Add your e-mail address.']);
  });

  it('counts a save on its way, an edit waiting for one and a retry asked for now as unsettled', () => {
    const base = syncReducer(initialSyncState, linked);
    expect(isSettled(base)).toBe(true);
    expect(isSettled(initialSyncState)).toBe(false);
    expect(isSettled(syncReducer(base, { type: 'edited' }))).toBe(false);
    expect(isSettled(syncReducer(base, { type: 'save-started' }))).toBe(false);
    const offline = [...editThen({ type: 'failed', offline: true })].reduce(syncReducer, base);
    expect(isSettled(offline)).toBe(true);
    expect(isSettled(syncReducer(offline, { type: 'online' }))).toBe(false);
  });
});
