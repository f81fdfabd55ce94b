import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';

declare module 'fastify' {
  interface FastifyInstance {
    mongo: Connection;
  }
}

export interface MongoPluginOptions {
  url: string;
  dbName: string;
}

/**
 * How long a pooled connection may sit unused before it is closed. A busy spell opens up to the
 * pool's size; once it has passed, each connection (and the store's side of it) is let go rather
 * than kept for good.
 */
export const MONGO_IDLE_CONNECTION_MS = 60_000;

/** The service's own database, through one mongoose connection; closed with the app. */
async function mongo(fastify: FastifyInstance, opts: MongoPluginOptions) {
  const connection = mongoose.createConnection(opts.url, {
    dbName: opts.dbName,
    serverSelectionTimeoutMS: 5000,
    // FerretDB and a standalone MongoDB have no sessions to retry writes with.
    retryWrites: false,
    autoIndex: true,
    maxIdleTimeMS: MONGO_IDLE_CONNECTION_MS,
  });
  try {
    await connection.asPromise();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot reach MongoDB at ${redactUrl(opts.url)}: ${reason}`);
  }
  fastify.decorate('mongo', connection);
  fastify.readinessChecks.set('mongo', async () => {
    const db = connection.db;
    if (!db) throw new Error('is not connected');
    await db.command({ ping: 1 });
  });
  fastify.addHook('onClose', async () => {
    await connection.close();
  });
}

/** Keeps credentials out of logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

export const mongoPlugin = fp(mongo, { name: 'stallplan-mongo', fastify: '5.x' });
