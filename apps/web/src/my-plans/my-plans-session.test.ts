import { describe, expect, it } from 'vitest';
import {
  forgetMyPlansSession,
  hasStoredMyPlansSession,
  MY_PLANS_SESSION_KEY,
  readMyPlansSession,
  saveMyPlansSession,
  type MyPlansSession,
} from './my-plans-session.js';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const session: MyPlansSession = { session: 'a'.repeat(43), email: 'asha@example.in', expiresAt: '2026-12-01T12:00:00.000Z' };
const before = new Date('2026-12-01T11:00:00.000Z');

describe('the My plans session in this tab', () => {
  it('reads back what was saved while it is valid', () => {
    const store = memoryStore();
    saveMyPlansSession(session, store);
    expect(readMyPlansSession(store, before)).toEqual(session);
  });

  it('drops a session that has expired', () => {
    const store = memoryStore();
    saveMyPlansSession(session, store);
    expect(hasStoredMyPlansSession(store)).toBe(true);
    expect(readMyPlansSession(store, new Date('2026-12-01T12:00:01.000Z'))).toBeNull();
    expect(hasStoredMyPlansSession(store)).toBe(false);
    expect(store.items.has(MY_PLANS_SESSION_KEY)).toBe(false);
  });

  it('drops a stored value that is not a session', () => {
    const store = memoryStore();
    store.setItem(MY_PLANS_SESSION_KEY, '{"session":"short"}');
    expect(readMyPlansSession(store, before)).toBeNull();
    store.setItem(MY_PLANS_SESSION_KEY, 'not json');
    expect(readMyPlansSession(store, before)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('forgets on sign-out', () => {
    const store = memoryStore();
    saveMyPlansSession(session, store);
    forgetMyPlansSession(store);
    expect(readMyPlansSession(store, before)).toBeNull();
  });

  it('works without a storage at all', () => {
    expect(readMyPlansSession(null)).toBeNull();
    expect(() => saveMyPlansSession(session, null)).not.toThrow();
  });
});
