import { myPlansSessionSchema } from '@stallplan/contracts';
import type { z } from 'zod';

export type MyPlansSession = z.infer<typeof myPlansSessionSchema>;

/**
 * The My plans sign-in is kept for this tab only (sessionStorage): closing the tab signs out,
 * and the session never reaches another tab or a later visitor of a shared computer.
 */
export const MY_PLANS_SESSION_KEY = 'stallplan.my-plans.session';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's storage, or none where the browser refuses it (some private modes throw on access). */
function tabStorage(): SessionStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored session while it is valid; a broken or expired one is removed and gives null. */
export function readMyPlansSession(store: SessionStore | null = tabStorage(), now: Date = new Date()): MyPlansSession | null {
  if (!store) return null;
  try {
    const raw = store.getItem(MY_PLANS_SESSION_KEY);
    if (raw === null) return null;
    const parsed = myPlansSessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success && new Date(parsed.data.expiresAt).getTime() > now.getTime()) return parsed.data;
  } catch {
    // Unreadable JSON: treated as no session, and removed below.
  }
  forgetMyPlansSession(store);
  return null;
}

/** Whether anything is stored, valid or not: a session found expired means the sign-in has ended. */
export function hasStoredMyPlansSession(store: SessionStore | null = tabStorage()): boolean {
  try {
    return (store?.getItem(MY_PLANS_SESSION_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}

export function saveMyPlansSession(session: MyPlansSession, store: SessionStore | null = tabStorage()): void {
  try {
    store?.setItem(MY_PLANS_SESSION_KEY, JSON.stringify(session));
  } catch {
    // A full or refused storage: the list still opens now, only a reload asks for a new link.
  }
}

export function forgetMyPlansSession(store: SessionStore | null = tabStorage()): void {
  try {
    store?.removeItem(MY_PLANS_SESSION_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
