import type { BlobStore } from './blob-store.js';

/** A blob store made on first use, so what it needs is loaded only by a process that uses it. */
export function lazyBlobStore(make: () => Promise<BlobStore>): BlobStore {
  let made: Promise<BlobStore> | undefined;
  const store = (): Promise<BlobStore> => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  return {
    put: async (buffer, options) => (await store()).put(buffer, options),
    stat: async (id) => (await store()).stat(id),
    open: async (id) => (await store()).open(id),
    read: async (id) => (await store()).read(id),
    delete: async (id) => (await store()).delete(id),
    storedBefore: async (cutoff, limit, afterId) => (await store()).storedBefore(cutoff, limit, afterId),
  };
}
