/**
 * Autosave as a pure state machine: what happened (an edit, a save's answer, the network coming
 * back) gives the next state, and `nextSave` says when the next save should go. Timers and calls
 * live in plan-sync.ts; nothing here touches the network, the clock or storage.
 */

export type SyncPhase =
  /** No saved link: nothing is sent until "Save plan". */
  | 'unsaved'
  /** Saved, or waiting out the pause after an edit. */
  | 'idle'
  | 'saving'
  /** The last save failed (server busy, rate limit, no answer); another try is due. */
  | 'retrying'
  /** The last save found no network; tries again with backoff and on the `online` event. */
  | 'offline'
  /** The server refused the content (400); the next edit tries again. */
  | 'refused'
  /** Saved elsewhere since this tab loaded it (409): autosave stops until the owner chooses. */
  | 'conflict'
  /** The edit link no longer opens the plan (401: deleted, or a link from before a new one). */
  | 'link-lost';

export interface SyncState {
  phase: SyncPhase;
  /** Edits the server has not seen. */
  dirty: boolean;
  /** Counts edits; a save remembers the count it carried, so an edit made during it stays dirty. */
  edits: number;
  /** Failed tries in a row, for the backoff. */
  failures: number;
  lastSavedAt: string | null;
  /** The server's sentence for the last refusal or failure, shown as it came. */
  message: string | null;
}

export type SyncEvent =
  | { type: 'linked'; savedAt: string; dirty: boolean }
  | { type: 'unlinked' }
  | { type: 'edited' }
  | { type: 'save-started' }
  | { type: 'saved'; savedAt: string; edits: number }
  | { type: 'failed'; offline: boolean; message?: string | null }
  | { type: 'refused'; message: string }
  | { type: 'conflict' }
  | { type: 'link-lost' }
  | { type: 'online' };

/** ~1.5 s after the last change, so typing a name sends one save, not one per letter. */
export const SAVE_DEBOUNCE_MS = 1500;
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

export const initialSyncState: SyncState = { phase: 'unsaved', dirty: false, edits: 0, failures: 0, lastSavedAt: null, message: null };

/** 0 (at once), then 2 s, 4 s, 8 s … up to a minute between tries. */
export function retryDelay(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
}

export function syncReducer(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'linked':
      return { ...state, phase: 'idle', dirty: event.dirty, failures: 0, lastSavedAt: event.savedAt, message: null };
    case 'unlinked':
      return { ...initialSyncState, edits: state.edits };
    case 'edited': {
      const edits = state.edits + 1;
      // A refused save is tried again with the edit that may have fixed it; a conflict or a lost link waits for the owner.
      if (state.phase === 'refused') return { ...state, phase: 'idle', dirty: true, edits, message: null };
      return { ...state, dirty: true, edits };
    }
    case 'save-started':
      return { ...state, phase: 'saving' };
    case 'saved':
      return { ...state, phase: 'idle', dirty: state.edits !== event.edits, failures: 0, lastSavedAt: event.savedAt, message: null };
    case 'failed':
      return { ...state, phase: event.offline ? 'offline' : 'retrying', failures: state.failures + 1, message: event.message ?? null };
    case 'refused':
      return { ...state, phase: 'refused', message: event.message };
    case 'conflict':
      return { ...state, phase: 'conflict', message: null };
    case 'link-lost':
      return { ...state, phase: 'link-lost', message: null };
    case 'online':
      // Back online: try at once rather than wait out the backoff.
      return state.phase === 'offline' || state.phase === 'retrying' ? { ...state, phase: 'retrying', failures: 0 } : state;
  }
}

/**
 * When the next save should go, or null for none. `key` names the wait: a new key restarts the
 * timer (each edit restarts the pause), the same key leaves a running one alone (edits during a
 * backoff do not push the retry further away).
 */
export function nextSave(state: SyncState): { key: string; delayMs: number } | null {
  if (!state.dirty) return null;
  switch (state.phase) {
    case 'idle':
      return { key: `edit-${state.edits}`, delayMs: SAVE_DEBOUNCE_MS };
    case 'retrying':
    case 'offline':
      return { key: `${state.phase}-${state.failures}`, delayMs: retryDelay(state.failures) };
    default:
      return null;
  }
}

const clock = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `Saved 10:42`, in the browser's own time zone. */
export function savedAtText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Saved' : `Saved ${clock.format(date)}`;
}

/** What the save bar shows (its live region announces only changes: save-announcement.ts); null while the plan was never saved. */
export function syncStatusText(state: SyncState): string | null {
  switch (state.phase) {
    case 'unsaved':
      return null;
    case 'idle':
      if (state.dirty) return 'Saving…';
      return state.lastSavedAt ? savedAtText(state.lastSavedAt) : 'Saved';
    case 'saving':
      return 'Saving…';
    case 'retrying':
      return 'Not saved — retrying';
    case 'offline':
      return 'Offline — your changes are kept in this browser';
    case 'refused':
      return `Not saved — ${state.message ?? 'the server refused this plan.'}`;
    case 'conflict':
      return 'Not saved — this plan was changed in another tab or on another device';
    case 'link-lost':
      return 'Not saved — the saved link no longer opens this plan';
  }
}
