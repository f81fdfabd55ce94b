import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open as openFile, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { blobIdOf, blobIdTime, newBlobId, recordedFilename, requestedBlobId } from './blob-id.js';
import type { BlobInfo, BlobStore } from './blob-store.js';

export interface FileBlobStoreOptions {
  /** The folder every bucket lives under (BLOB_DIR); made when the first blob is stored. */
  rootDir: string;
  /** A folder name of its own per kind of blob: `uploads`, `pdfs`. */
  bucket: string;
}

/** What `<id>.json` holds beside the bytes in `<id>`. */
interface Sidecar {
  contentType: string;
  length: number;
  sha256: string;
  filename: string;
  metadata: Record<string, unknown>;
  /** ISO 8601, to the millisecond. */
  storedAt: string;
}

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;
/** The bytes of a blob; its sidecar is the same name with `.json`, temporary files start with a dot. */
const BYTES_NAME = /^[0-9a-f]{24}$/;
const TEMPORARY_NAME = /^\..+\.tmp$/;
/** A temporary file this old belongs to a writer that died: no put takes an hour. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Removes a file; false when it was not there. */
async function removeIfPresent(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Blobs as files under `<rootDir>/<bucket>/`: the bytes in `<id>`, their facts in `<id>.json`.
 * Each is written to a temporary file in the same folder, flushed, and renamed into place; the
 * bytes land before the sidecar and a reader starts from the sidecar, so nobody sees half a blob,
 * and any number of processes on the machine may share the folder. Ids are checked to be 24 hex
 * digits before any path is made from them.
 */
export function createFileBlobStore({ rootDir, bucket }: FileBlobStoreOptions): BlobStore {
  if (!BUCKET_PATTERN.test(bucket)) throw new TypeError(`"${bucket}" is no bucket name (lower-case letters, digits, _ and -)`);
  const dir = join(resolve(rootDir), bucket);
  const bytesPath = (id: string) => join(dir, id);
  const sidecarPath = (id: string) => join(dir, `${id}.json`);

  let folderMade: Promise<unknown> | undefined;
  const makeFolder = () =>
    (folderMade ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      folderMade = undefined;
      throw error;
    }));

  async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
    const temporary = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      const handle = await openFile(temporary, 'wx', 0o644);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function readSidecar(id: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await readFile(sidecarPath(id), 'utf8')) as Sidecar;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  function infoOf(id: string, sidecar: Sidecar): BlobInfo {
    return {
      id,
      contentType: sidecar.contentType,
      length: sidecar.length,
      etag: `"${sidecar.sha256}"`,
      filename: sidecar.filename,
      metadata: sidecar.metadata,
    };
  }

  /** When a blob was stored: its sidecar's time, or for bytes a dead writer left without one, the file's. */
  async function storedAtOf(id: string): Promise<number | null> {
    const sidecar = await readSidecar(id);
    if (sidecar) return Date.parse(sidecar.storedAt);
    try {
      return (await stat(bytesPath(id))).mtimeMs;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function removeAbandonedTemporaryFiles(names: string[], before: number): Promise<void> {
    for (const name of names.filter((candidate) => TEMPORARY_NAME.test(candidate))) {
      const path = join(dir, name);
      const modified = await stat(path).then(
        (facts) => facts.mtimeMs,
        () => null,
      );
      if (modified !== null && modified < before) await rm(path, { force: true });
    }
  }

  async function statBlob(text: string): Promise<BlobInfo | null> {
    const id = blobIdOf(text);
    if (!id) return null;
    const sidecar = await readSidecar(id);
    return sidecar ? infoOf(id, sidecar) : null;
  }

  const store: BlobStore = {
    async put(buffer, { contentType, filename, metadata = {}, id: wanted }) {
      const id = wanted === undefined ? newBlobId() : requestedBlobId(wanted);
      await makeFolder();
      const sidecar: Sidecar = {
        contentType,
        length: buffer.length,
        sha256: createHash('sha256').update(buffer).digest('hex'),
        filename: recordedFilename(filename),
        metadata,
        storedAt: new Date().toISOString(),
      };
      await writeAtomically(bytesPath(id), buffer);
      try {
        await writeAtomically(sidecarPath(id), JSON.stringify(sidecar));
      } catch (error) {
        if (wanted === undefined) await rm(bytesPath(id), { force: true });
        throw error;
      }
      return id;
    },

    stat: statBlob,

    async open(text) {
      const id = blobIdOf(text);
      if (!id) return null;
      const sidecar = await readSidecar(id);
      if (!sidecar) return null;
      let handle;
      try {
        handle = await openFile(bytesPath(id), 'r');
      } catch (error) {
        // Deleted between the two reads.
        if (isMissing(error)) return null;
        throw error;
      }
      // The open file's own size: what the stream will give, even if the blob is replaced meanwhile.
      const { size } = await handle.stat();
      return { ...infoOf(id, sidecar), length: size, stream: createReadStream(bytesPath(id), { fd: handle }) };
    },

    async read(text) {
      const id = blobIdOf(text);
      if (!id || !(await readSidecar(id))) return null;
      try {
        return await readFile(bytesPath(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(text) {
      const id = blobIdOf(text);
      if (!id) return false;
      // The sidecar first: from then on no reader starts on the bytes.
      const hadSidecar = await removeIfPresent(sidecarPath(id));
      const hadBytes = await removeIfPresent(bytesPath(id));
      return hadSidecar || hadBytes;
    },

    /**
     * Reads the folder in id order. A listing from the start also removes temporary files that a
     * writer which died left behind (older than the cutoff and than an hour).
     */
    async storedBefore(cutoff, limit, afterId) {
      const after = afterId === undefined ? null : blobIdOf(afterId);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const cutoffMs = cutoff.getTime();
      if (after === null) await removeAbandonedTemporaryFiles(names, Math.min(cutoffMs, Date.now() - ABANDONED_AFTER_MS));
      const ids = names.filter((name) => BYTES_NAME.test(name) && (after === null || name > after)).sort();
      const found: string[] = [];
      for (const id of ids) {
        if (found.length >= limit || blobIdTime(id) >= cutoffMs) break;
        const storedAt = await storedAtOf(id);
        if (storedAt !== null && storedAt < cutoffMs) found.push(id);
      }
      return found;
    },
  };
  return store;
}
