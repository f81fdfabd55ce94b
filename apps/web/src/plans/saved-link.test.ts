import { describe, expect, it } from 'vitest';
import { reviveSavedLink, SAVED_LINK_STORAGE_KEY, SavedLinkStore, type SavedLink } from './saved-link.js';
import { FIXTURE_TOKEN } from '../../test/fixtures/saved-plan-fixture.js';

const LINK: SavedLink = {
  token: FIXTURE_TOKEN,
  planId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  revision: 4,
  lastSavedAt: '2026-11-27T05:12:00.000Z',
  fingerprint: '1234abcd-99',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('saved link', () => {
  it('revives a stored link and drops one with a bad token, revision or date', () => {
    expect(reviveSavedLink(LINK)).toEqual(LINK);
    expect(reviveSavedLink({ ...LINK, token: 'short' })).toBeNull();
    expect(reviveSavedLink({ ...LINK, revision: 0 })).toBeNull();
    expect(reviveSavedLink({ ...LINK, revision: '4' })).toBeNull();
    expect(reviveSavedLink({ ...LINK, lastSavedAt: 'yesterday' })).toBeNull();
    expect(reviveSavedLink('nonsense')).toBeNull();
  });

  it('is read back on the next visit and forgotten when cleared', () => {
    const storage = memoryStorage();
    new SavedLinkStore(storage).set(LINK);
    expect(JSON.parse(storage.items.get(SAVED_LINK_STORAGE_KEY) ?? 'null')).toEqual(LINK);
    const nextVisit = new SavedLinkStore(storage);
    expect(nextVisit.get()).toEqual(LINK);
    nextVisit.set(null);
    expect(storage.items.has(SAVED_LINK_STORAGE_KEY)).toBe(false);
    expect(new SavedLinkStore(storage).get()).toBeNull();
  });

  it('starts without a link when the stored text is not JSON, and tells listeners of changes', () => {
    const store = new SavedLinkStore(memoryStorage({ [SAVED_LINK_STORAGE_KEY]: '{not json' }));
    expect(store.get()).toBeNull();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.set(LINK);
    expect(calls).toBe(1);
  });
});
