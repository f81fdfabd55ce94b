import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../src/find-free-port.js';
import { PortInUseError } from '../src/port-in-use-error.js';
import { startFerretDb } from '../src/start-ferretdb.js';
import { uniqueDbName } from '../src/test-infra.js';
import { embeddedServerStarter, whilePortHeld } from './embedded-server-kit.js';
import { isAlive, makeTempDir, removeTempDir } from './helpers.js';

describe('startFerretDb', () => {
  const start = embeddedServerStarter('ferretdb', startFerretDb);

  async function withClient<T>(url: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000 });
    try {
      await client.connect();
      return await use(client);
    } finally {
      await client.close();
    }
  }

  it('answers a ping on a free port of its own', async () => {
    const server = await start();
    expect(server.url).toBe(`mongodb://127.0.0.1:${server.port}/`);
    const answer = await withClient(server.url, (client) => client.db('admin').command({ ping: 1 }));
    expect(answer['ok']).toBe(1);
  });

  it('keeps documents across a restart on the same data directory', async () => {
    const dbName = uniqueDbName('devstack_persist');
    const first = await start();
    await withClient(first.url, (client) => client.db(dbName).collection('stalls').insertOne({ name: 'corner stall', area: 36 }));
    await first.stop();

    const second = await start();
    const found = await withClient(second.url, (client) => client.db(dbName).collection('stalls').findOne({ name: 'corner stall' }));
    expect(found).toMatchObject({ name: 'corner stall', area: 36 });
    await withClient(second.url, (client) => client.db(dbName).dropDatabase());
  });

  it('leaves no process behind once stopped, and stopping twice is harmless', async () => {
    const server = await start();
    expect(isAlive(server.pid)).toBe(true);
    await server.stop();
    await server.stop();
    expect(() => process.kill(server.pid, 0)).toThrow();
    expect(await server.exited).toBeDefined();
  });

  it('refuses a port another process holds, naming it', async () => {
    const port = await findFreePort();
    await whilePortHeld(port, async () => {
      const attempt = start({ port });
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
      await expect(attempt).rejects.toThrow(`Port ${port} (FerretDB) is already in use by another process`);
      await expect(attempt).rejects.toThrow('MONGO_URL');
    });
  });

  it('starts FerretDB again in front of the PostgreSQL still running when FerretDB alone was killed, and stops both', async () => {
    const dataDir = await makeTempDir('ferretdb-restart');
    try {
      const dbName = uniqueDbName('devstack_killed');
      const first = await startFerretDb({ dataDir, durable: false });
      const postgresPid = Number((await readFile(join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      expect(isAlive(postgresPid)).toBe(true);
      await withClient(first.url, (client) =>
        client
          .db(dbName)
          .collection('plans')
          .insertOne({ _id: 'kept' as never, total: 343400 }),
      );
      process.kill(first.pid, 'SIGKILL');
      await first.exited;

      const second = await startFerretDb({ dataDir, durable: false });
      expect(Number((await readFile(join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8')).split('\n')[0])).toBe(postgresPid);
      expect(
        await withClient(second.url, (client) =>
          client
            .db(dbName)
            .collection('plans')
            .findOne({ _id: 'kept' as never }),
        ),
      ).toMatchObject({ total: 343400 });
      await second.stop();
      expect(isAlive(postgresPid)).toBe(false);
    } finally {
      await removeTempDir(dataDir);
    }
  });
});
