import { ACCESS_TOKEN_PATTERN } from '@stallplan/contracts';
import { useSyncExternalStore } from 'react';

/** The saved plan this browser's planner belongs to: kept beside the plan, so a reload keeps saving to it. */
export interface SavedLink {
  /** The private edit token (`/plans/:token`). */
  token: string;
  /** The server's id of the plan. */
  planId: string;
  /** The revision the last save made; the next save starts from it. */
  revision: number;
  /** ISO date-time of the last save. */
  lastSavedAt: string;
  /** `contentFingerprint` of what the last save sent. */
  fingerprint: string;
}

export const SAVED_LINK_STORAGE_KEY = 'stallplan.saved-plan.v1';

/** A stored link that still reads as one; anything else is dropped, leaving the plan unsaved rather than saving it somewhere odd. */
export function reviveSavedLink(stored: unknown): SavedLink | null {
  if (!stored || typeof stored !== 'object') return null;
  const { token, planId, revision, lastSavedAt, fingerprint } = stored as Partial<Record<keyof SavedLink, unknown>>;
  if (typeof token !== 'string' || !ACCESS_TOKEN_PATTERN.test(token)) return null;
  if (typeof planId !== 'string' || planId.length === 0) return null;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 1) return null;
  if (typeof lastSavedAt !== 'string' || Number.isNaN(Date.parse(lastSavedAt))) return null;
  return { token, planId, revision, lastSavedAt, fingerprint: typeof fingerprint === 'string' ? fingerprint : '' };
}

type LinkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The saved link, in memory for this tab and in localStorage for the next visit. Each tab keeps
 * the revision it saved last, so a second tab's save is refused (409) instead of overwriting.
 */
export class SavedLinkStore {
  private link: SavedLink | null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: LinkStorage | undefined) {
    this.link = this.read();
  }

  private read(): SavedLink | null {
    try {
      const text = this.storage?.getItem(SAVED_LINK_STORAGE_KEY);
      return text ? reviveSavedLink(JSON.parse(text)) : null;
    } catch {
      return null;
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): SavedLink | null => this.link;

  set(link: SavedLink | null): void {
    this.link = link;
    try {
      if (link) this.storage?.setItem(SAVED_LINK_STORAGE_KEY, JSON.stringify(link));
      else this.storage?.removeItem(SAVED_LINK_STORAGE_KEY);
    } catch {
      // Private mode or a full quota: the link still works for this visit.
    }
    for (const listener of this.listeners) listener();
  }
}

function browserStorage(): LinkStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const savedLinkStore = new SavedLinkStore(browserStorage());

export function useSavedLink(): SavedLink | null {
  return useSyncExternalStore(savedLinkStore.subscribe, savedLinkStore.get, () => null);
}
