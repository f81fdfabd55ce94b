import { useEffect, useRef, useState } from 'react';
import { isSettled, saveAnnouncement } from './save-announcement.js';
import type { SyncState } from './sync-state.js';

/** The save bar's live-region text: the last change of state worth saying (see save-announcement.ts), empty until there is one. */
export function useSaveAnnouncement(sync: SyncState): string {
  const lastSettled = useRef<SyncState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!isSettled(sync)) return;
    const news = saveAnnouncement(lastSettled.current, sync);
    lastSettled.current = sync;
    if (news !== null) setAnnouncement(news);
  }, [sync]);
  return announcement;
}
