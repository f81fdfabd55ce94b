import type { BlobStore } from './blob-store.js';

export interface CopyBlobsOptions {
  /** Blobs listed per round. */
  batchSize?: number;
  /** Told after each blob, for progress lines. */
  onCopied?: (id: string) => void;
}

export interface CopyBlobsResult {
  /** Blobs written to the target. */
  copied: number;
  /** Blobs the target already held with the same length and digest. */
  skipped: number;
}

/**
 * Copies every blob `from` holds into `to` under its own id, with its type, name and metadata, so
 * every reference stays valid (see docs/operations.md#blobs). One blob is in memory at a time. A
 * blob the target already holds with the same length and digest is skipped, so a copy that
 * stopped half-way is simply run again; nothing is removed from `from`.
 */
export async function copyBlobs(from: BlobStore, to: BlobStore, { batchSize = 100, onCopied }: CopyBlobsOptions = {}): Promise<CopyBlobsResult> {
  const result: CopyBlobsResult = { copied: 0, skipped: 0 };
  // Everything stored until now, and a minute's slack for clocks.
  const until = new Date(Date.now() + 60_000);
  let after: string | undefined;
  for (;;) {
    const ids = await from.storedBefore(until, batchSize, after);
    for (const id of ids) {
      const info = await from.stat(id);
      if (!info) continue;
      const there = await to.stat(id);
      if (there && there.length === info.length && there.etag === info.etag) {
        result.skipped += 1;
        continue;
      }
      const bytes = await from.read(id);
      if (!bytes) continue;
      await to.put(bytes, { id, contentType: info.contentType, filename: info.filename, metadata: info.metadata });
      result.copied += 1;
      onCopied?.(id);
    }
    if (ids.length < batchSize) return result;
    after = ids.at(-1);
  }
}
