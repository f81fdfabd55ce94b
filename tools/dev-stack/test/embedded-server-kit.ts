import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { InfraHandle } from '../src/infra-handle.js';
import type { EmbeddedServerOptions } from '../src/start-embedded-server.js';
import { makeTempDir, removeTempDir } from './helpers.js';

/**
 * Starts one kind of embedded server for a block of tests. Every server shares one temporary data
 * directory, so a restart finds what the last one wrote; each is stopped after its test and the
 * directory removed after the block.
 */
export function embeddedServerStarter(
  name: string,
  launch: (options: EmbeddedServerOptions) => Promise<InfraHandle>,
): (options?: { port?: number }) => Promise<InfraHandle> {
  let dataDir: string | undefined;
  const started: InfraHandle[] = [];

  beforeAll(async () => {
    dataDir = await makeTempDir(name);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
  });
  afterAll(async () => {
    if (dataDir !== undefined) await removeTempDir(dataDir);
  });

  return async (options = {}) => {
    if (dataDir === undefined) throw new Error('The data directory is made in beforeAll: start servers inside a test.');
    const server = await launch({ dataDir, ...options });
    started.push(server);
    return server;
  };
}

/** Runs `use` while another process holds `port` on 127.0.0.1, then frees it. */
export async function whilePortHeld(port: number, use: () => Promise<void>): Promise<void> {
  const squatter: Server = createServer();
  await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
  try {
    await use();
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
}
