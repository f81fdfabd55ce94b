import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A BLOB_DIR of the app's own under the system's temporary folder, removed when the app closes. */
export async function temporaryBlobDir(server: FastifyInstance): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stallplan-catalog-blobs-'));
  server.addHook('onClose', async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return dir;
}
