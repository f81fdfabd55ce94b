import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { QuotesConfig } from '../../config.js';

/** One PDF a client has in flight; release it once, when the PDF is sent, failed or withdrawn. */
export interface PdfSlot {
  /** 1 for the client's only PDF in flight, 2 for its second, and so on: the job's queue priority. */
  position: number;
  release(): Promise<void>;
}

export interface PdfClientSlots {
  /** Each client's limit of PDFs in flight. */
  limit: number;
  /** A slot for one more PDF, or null when the client already has `limit` in flight. */
  take(client: string): Promise<PdfSlot | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfSlots: PdfClientSlots;
  }
}

/**
 * A client's slots are members of one sorted set, each scored with the time it lapses by itself.
 * Each slot lapses on its own, so a process that dies holding one frees it after `holdMs`, while
 * the client's other slots keep counting (one TTL on a counter would be renewed by every new
 * request, and a busy client's leaked slot would never come back). Redis's clock is the one
 * clock, so every API process agrees on what has lapsed.
 */
const TAKE_SLOT = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs)
local held = redis.call('ZCARD', KEYS[1])
if held >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], nowMs + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return held + 1
`;

export interface PdfClientSlotsOptions {
  redis: Pick<Redis, 'eval' | 'zrem'>;
  /** Keys are `<prefix>:pdf-slots:<client>`. */
  prefix: string;
  limit: number;
  /** Longer than any request may hold its slot; only a slot whose holder died waits this long. */
  holdMs: number;
}

export function createPdfClientSlots({ redis, prefix, limit, holdMs }: PdfClientSlotsOptions): PdfClientSlots {
  return {
    limit,
    async take(client) {
      const key = `${prefix}:pdf-slots:${client}`;
      const token = randomUUID();
      const position = Number(await redis.eval(TAKE_SLOT, 1, key, limit, holdMs, token));
      if (position === 0) return null;
      let released = false;
      return {
        position,
        async release() {
          if (released) return;
          released = true;
          await redis.zrem(key, token);
        },
      };
    },
  };
}

/** Margin over the longest a request can legitimately hold a slot: reading the file and sending it. */
const HOLD_MARGIN_MS = 30_000;
/** How long enqueueing may take (pdf-queue.ts); part of the longest hold. */
const ENQUEUE_WAIT_MS = 2_000;

async function pdfClientSlots(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  fastify.decorate(
    'pdfSlots',
    createPdfClientSlots({
      redis: fastify.redis,
      prefix: config.PDF_QUEUE_PREFIX,
      limit: config.PDF_JOBS_PER_CLIENT,
      holdMs: config.CATALOG_TIMEOUT_MS + ENQUEUE_WAIT_MS + config.PDF_WAIT_MS + HOLD_MARGIN_MS,
    }),
  );
}

export const pdfClientSlotsPlugin = fp(pdfClientSlots, { name: 'pdf-client-slots', dependencies: ['stallplan-redis'], fastify: '5.x' });
