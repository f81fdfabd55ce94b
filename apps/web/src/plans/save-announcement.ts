import { syncStatusText, type SyncState } from './sync-state.js';

/**
 * Whether autosave rests in `state` long enough to report it: not a save on its way, an edit
 * waiting out its pause, or a retry asked for now ("Retry now", or the browser back online).
 */
export function isSettled(state: SyncState): boolean {
  switch (state.phase) {
    case 'unsaved':
    case 'saving':
      return false;
    case 'idle':
      return !state.dirty;
    case 'retrying':
      return state.failures > 0;
    default:
      return true;
  }
}

/**
 * What the save bar's live region says when autosave settles in `next`, after `previous` (the
 * last settled state, null before the first): a change of state, never an ordinary save. Saving
 * failing, going offline, a conflict or a lost link is said once, however many retries follow;
 * the first save after one of them is said too ("Back online. Saved 10:42" after offline). The
 * visible status shows every "Saved 10:42"; a screen reader hears them only when they are news.
 */
export function saveAnnouncement(previous: SyncState | null, next: SyncState): string | null {
  const text = syncStatusText(next);
  if (next.phase === 'idle') {
    if (previous === null || previous.phase === 'idle') return null;
    return previous.phase === 'offline' ? `Back online. ${text}` : text;
  }
  return previous !== null && syncStatusText(previous) === text ? null : text;
}
