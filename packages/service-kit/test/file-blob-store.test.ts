import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore, newBlobId } from '../src/store.js';
import { describeBlobStore } from './blob-store-contract.js';

const roots: string[] = [];

async function newRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'stallplan-blobs-'));
  roots.push(root);
  return root;
}

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describeBlobStore('the file store', async () => ({ store: createFileBlobStore({ rootDir: await newRoot(), bucket: 'pdfs' }), clockGrainMs: 5 }));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the file store on disk', () => {
  it('keeps the bytes in <root>/<bucket>/<id> and their facts in <id>.json beside them', async () => {
    const root = await newRoot();
    const store = createFileBlobStore({ rootDir: root, bucket: 'uploads' });
    const bytes = randomBytes(100);
    const before = Date.now();
    const id = await store.put(bytes, { contentType: 'image/webp', filename: 'booth.webp', metadata: { variant: 'image' } });
    expect((await readdir(join(root, 'uploads'))).sort()).toEqual([id, `${id}.json`]);
    expect((await readFile(join(root, 'uploads', id))).equals(bytes)).toBe(true);
    const sidecar = JSON.parse(await readFile(join(root, 'uploads', `${id}.json`), 'utf8')) as Record<string, unknown>;
    expect(sidecar).toMatchObject({ contentType: 'image/webp', length: 100, sha256: sha256(bytes), filename: 'booth.webp', metadata: { variant: 'image' } });
    expect(Date.parse(String(sidecar.storedAt))).toBeGreaterThanOrEqual(before);
    expect(await store.delete(id)).toBe(true);
    expect(await readdir(join(root, 'uploads'))).toEqual([]);
  });

  it('builds no path from anything but an id: a bucket name or an id that climbs out is refused', async () => {
    const root = await newRoot();
    for (const bucket of ['..', '../pdfs', 'a/b', '', '.hidden', 'PDFS'])
      expect(() => createFileBlobStore({ rootDir: root, bucket }), bucket).toThrow(/bucket/);
    const store = createFileBlobStore({ rootDir: join(root, 'inner'), bucket: 'pdfs' });
    // A file beside the store that a climbing id would reach.
    await writeFile(join(root, 'secret'), 'not a blob');
    await writeFile(
      join(root, 'secret.json'),
      JSON.stringify({ contentType: 'text/plain', length: 10, sha256: 'x', metadata: {}, storedAt: new Date().toISOString() }),
    );
    for (const id of ['../../secret', '..%2F..%2Fsecret', '/etc/passwd', `../../${'a'.repeat(24)}`]) {
      expect(await store.stat(id)).toBeNull();
      expect(await store.read(id)).toBeNull();
      expect(await store.delete(id)).toBe(false);
      await expect(store.put(Buffer.from('x'), { contentType: 'text/plain', filename: 'x', id })).rejects.toThrow(/no blob id/);
    }
    expect(await readFile(join(root, 'secret'), 'utf8')).toBe('not a blob');
  });

  it('lets a reader see a blob only whole: never a half-written file, while a large put is under way', async () => {
    const root = await newRoot();
    const store = createFileBlobStore({ rootDir: root, bucket: 'pdfs' });
    const bytes = randomBytes(48 * 1024 * 1024);
    const digest = sha256(bytes);
    const id = newBlobId();
    const path = join(root, 'pdfs', id);
    let writing = true;
    let looks = 0;
    let sightings = 0;
    const watcher = (async () => {
      while (writing) {
        looks += 1;
        // The file under the blob's own name is either absent or complete.
        const size = await stat(path).then(
          (facts) => facts.size,
          () => null,
        );
        if (size !== null) expect(size).toBe(bytes.length);
        const info = await store.stat(id);
        if (info) {
          sightings += 1;
          expect(info.length).toBe(bytes.length);
          const read = await store.read(id);
          expect(read && sha256(read)).toBe(digest);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await store.put(bytes, { contentType: 'application/pdf', filename: 'big.pdf', id });
    writing = false;
    await watcher;
    expect(looks).toBeGreaterThan(1);
    expect(sightings).toBeLessThan(looks);
    expect(sha256((await store.read(id))!)).toBe(digest);
    // Nothing left over but the blob and its facts.
    expect((await readdir(join(root, 'pdfs'))).sort()).toEqual([id, `${id}.json`]);
  });

  it('shares one folder between stores as separate processes would, each put landing whole', async () => {
    const root = await newRoot();
    const stores = [createFileBlobStore({ rootDir: root, bucket: 'pdfs' }), createFileBlobStore({ rootDir: root, bucket: 'pdfs' })];
    const blobs = Array.from({ length: 8 }, () => randomBytes(256 * 1024));
    const ids = await Promise.all(blobs.map((bytes, index) => stores[index % 2]!.put(bytes, { contentType: 'application/pdf', filename: `${index}.pdf` })));
    expect(new Set(ids).size).toBe(blobs.length);
    for (const [index, id] of ids.entries()) expect(sha256((await stores[(index + 1) % 2]!.read(id))!)).toBe(sha256(blobs[index]!));
    expect((await readdir(join(root, 'pdfs'))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('opens the bytes before it answers: a blob deleted while being sent still streams whole', async () => {
    const store = createFileBlobStore({ rootDir: await newRoot(), bucket: 'pdfs' });
    const bytes = randomBytes(1024 * 1024);
    const id = await store.put(bytes, { contentType: 'application/pdf', filename: 'x.pdf' });
    const opened = await store.open(id);
    expect(await store.delete(id)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes));
    expect(await store.open(id)).toBeNull();
  });

  it('lists bytes a writer left without facts, so the sweep removes them, and clears its abandoned temporary files', async () => {
    const root = await newRoot();
    const store = createFileBlobStore({ rootDir: root, bucket: 'pdfs' });
    const kept = await store.put(Buffer.from('kept'), { contentType: 'text/plain', filename: 'k' });
    const dir = join(root, 'pdfs');
    const halfDone = newBlobId();
    await writeFile(join(dir, halfDone), 'bytes without a sidecar');
    await writeFile(join(dir, '.0123456789abcdef.tmp'), 'a dead writer');
    await writeFile(join(dir, '.fedcba9876543210.tmp'), 'a writer at work');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(join(dir, halfDone), twoHoursAgo, twoHoursAgo);
    await utimes(join(dir, '.0123456789abcdef.tmp'), twoHoursAgo, twoHoursAgo);

    const listed = await store.storedBefore(new Date(Date.now() + 60_000), 10);
    expect(listed).toEqual([kept, halfDone].sort());
    expect(await store.stat(halfDone)).toBeNull();
    expect(await store.delete(halfDone)).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(['.fedcba9876543210.tmp', kept, `${kept}.json`].sort());
  });

  it('leaves a blob whose id was made after the cutoff for a later listing: ids sort by time, so the listing stops there', async () => {
    const store = createFileBlobStore({ rootDir: await newRoot(), bucket: 'pdfs' });
    // An id made an hour from now sorts after every id made before it.
    const later = (Math.floor(Date.now() / 1000) + 3600).toString(16).padStart(8, '0') + '0'.repeat(16);
    await store.put(Buffer.from('x'), { contentType: 'text/plain', filename: 'x', id: later });
    const now = await store.put(Buffer.from('y'), { contentType: 'text/plain', filename: 'y' });
    expect(await store.storedBefore(new Date(Date.now() + 60_000), 10)).toEqual([now]);
  });
});
