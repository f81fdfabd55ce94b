import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { newBlobId, type BlobStore } from '../src/store.js';

export interface BlobStoreUnderTest {
  store: BlobStore;
  /**
   * How far storedBefore's clock may lag: a blob stored this long before the cutoff is certain to
   * count as stored before it (S3 keeps a second, files a millisecond).
   */
  clockGrainMs: number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);

/** A well-formed id nobody stored: an ObjectId made now. */
const unknownId = () => newBlobId();

/**
 * What every BlobStore promises, run against each backend with a fresh, empty store per test
 * (`make` gives it a bucket of its own).
 */
export function describeBlobStore(name: string, make: () => Promise<BlobStoreUnderTest>) {
  describe(`${name}: the BlobStore contract`, () => {
    it('stores bytes with their type and metadata, and gives them back by id as facts, a stream and a buffer', async () => {
      const { store } = await make();
      const bytes = pdf('quote Q-1');
      const id = await store.put(bytes, { contentType: 'application/pdf', filename: 'Quote Q-1.pdf', metadata: { kind: 'quote', pages: 2 } });
      expect(id).toMatch(/^[0-9a-f]{24}$/);

      const info = await store.stat(id);
      expect(info).toEqual({
        id,
        contentType: 'application/pdf',
        length: bytes.length,
        etag: `"${sha256(bytes)}"`,
        filename: 'Quote Q-1.pdf',
        metadata: { kind: 'quote', pages: 2 },
      });

      const opened = await store.open(id);
      expect(opened).toMatchObject({ id, contentType: 'application/pdf', length: bytes.length, etag: `"${sha256(bytes)}"` });
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

      expect((await store.read(id))?.equals(bytes)).toBe(true);
      // The same id in capitals names the same blob, as an ObjectId would.
      expect((await store.stat(id.toUpperCase()))?.id).toBe(id);
    });

    it('makes a new id for every blob, even for the same bytes', async () => {
      const { store } = await make();
      const bytes = randomBytes(64);
      const first = await store.put(bytes, { contentType: 'application/octet-stream', filename: 'a' });
      const second = await store.put(bytes, { contentType: 'application/octet-stream', filename: 'a' });
      expect(first).not.toBe(second);
      expect((await store.stat(first))?.etag).toBe((await store.stat(second))?.etag);
    });

    it('streams a large blob in pieces, not as one buffer', async () => {
      const { store } = await make();
      const bytes = randomBytes(3 * 1024 * 1024);
      const id = await store.put(bytes, { contentType: 'application/pdf', filename: 'big.pdf' });
      const opened = await store.open(id);
      let pieces = 0;
      const hash = createHash('sha256');
      for await (const chunk of opened!.stream) {
        pieces += 1;
        hash.update(chunk as Uint8Array);
      }
      expect(pieces).toBeGreaterThan(1);
      expect(hash.digest('hex')).toBe(sha256(bytes));
    });

    it('stores a blob under an id it is given, so a migration keeps every reference, and replaces what was there', async () => {
      const { store } = await make();
      const id = newBlobId();
      expect(await store.put(pdf('first'), { contentType: 'application/pdf', filename: 'x.pdf', id })).toBe(id);
      expect(await store.put(pdf('second'), { contentType: 'application/pdf', filename: 'x.pdf', id: id.toUpperCase(), metadata: { v: 2 } })).toBe(id);
      expect((await store.read(id))?.toString()).toContain('second');
      expect((await store.stat(id))?.metadata).toEqual({ v: 2 });
      await expect(store.put(pdf('x'), { contentType: 'application/pdf', filename: 'x.pdf', id: '../../escape' })).rejects.toThrow(/no blob id/);
    });

    it('answers null or false for an unknown id and for text that is no id, without touching anything', async () => {
      const { store } = await make();
      const kept = await store.put(pdf('kept'), { contentType: 'application/pdf', filename: 'kept.pdf' });
      for (const id of [unknownId(), '../../../etc/passwd', `../${kept}`, `${kept}/..`, `${kept}.json`, '', 'x'.repeat(24), `${kept} `]) {
        expect(await store.stat(id), id).toBeNull();
        expect(await store.open(id), id).toBeNull();
        expect(await store.read(id), id).toBeNull();
        expect(await store.delete(id), id).toBe(false);
      }
      expect((await store.read(kept))?.toString()).toContain('kept');
    });

    it('deletes a blob once: then it is gone, and a second delete finds nothing', async () => {
      const { store } = await make();
      const id = await store.put(pdf('gone'), { contentType: 'application/pdf', filename: 'gone.pdf' });
      const other = await store.put(pdf('stays'), { contentType: 'application/pdf', filename: 'stays.pdf' });
      expect(await store.delete(id)).toBe(true);
      expect(await store.stat(id)).toBeNull();
      expect(await store.open(id)).toBeNull();
      expect(await store.read(id)).toBeNull();
      expect(await store.delete(id)).toBe(false);
      expect(await store.stat(other)).not.toBeNull();
    });

    it('stores two blobs at once, each whole', async () => {
      const { store } = await make();
      const [a, b] = [randomBytes(2 * 1024 * 1024), randomBytes(2 * 1024 * 1024)];
      const [idA, idB] = await Promise.all([
        store.put(a, { contentType: 'application/pdf', filename: 'a.pdf' }),
        store.put(b, { contentType: 'application/pdf', filename: 'b.pdf' }),
      ]);
      expect(idA).not.toBe(idB);
      expect(sha256((await store.read(idA))!)).toBe(sha256(a));
      expect(sha256((await store.read(idB))!)).toBe(sha256(b));
    });

    it('lists the blobs stored before a cutoff in id order, page by page, and none stored after it', async () => {
      const { store, clockGrainMs } = await make();
      const old: string[] = [];
      for (let index = 0; index < 5; index += 1) old.push(await store.put(pdf(`old ${index}`), { contentType: 'application/pdf', filename: 'old.pdf' }));
      await sleep(clockGrainMs + 20);
      const cutoff = new Date();
      await sleep(20);
      const fresh = await store.put(pdf('fresh'), { contentType: 'application/pdf', filename: 'fresh.pdf' });
      // Stored now under an id made years ago (a migrated blob): it counts from when it was stored.
      const migrated = await store.put(pdf('migrated'), { contentType: 'application/pdf', filename: 'm.pdf', id: '5f5f5f5f0000000000000000' });

      const pages: string[][] = [];
      let after: string | undefined;
      for (;;) {
        const page = await store.storedBefore(cutoff, 2, after);
        pages.push(page);
        if (page.length < 2) break;
        after = page.at(-1);
      }
      expect(pages.flat()).toEqual([...old].sort());
      expect(pages.slice(0, 2).map((page) => page.length)).toEqual([2, 2]);
      expect(pages.flat()).not.toContain(fresh);
      expect(pages.flat()).not.toContain(migrated);

      expect(await store.storedBefore(new Date(Date.now() + 60_000), 100)).toEqual([...old, fresh, migrated].sort());
      expect(await store.storedBefore(new Date(Date.now() - 3_600_000), 100)).toEqual([]);
      await store.delete(old[1]!);
      expect(await store.storedBefore(cutoff, 100, old[0])).toEqual(old.slice(2).sort());
    });
  });
}
