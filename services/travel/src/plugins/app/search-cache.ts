import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { travelCacheRequests, type Counter } from '@stallplan/service-kit';
import { stableJson } from '../../domain/stable-json.js';

type RedisClient = FastifyInstance['redis'];

declare module 'fastify' {
  interface FastifyInstance {
    searchCache: SearchCache;
  }
}

export interface SearchCacheOptions {
  /** Starts every key, e.g. `travel:`. */
  keyPrefix: string;
  /** How long an answer is kept. */
  ttlMs: number;
  /** How long one instance may hold a search before the others stop waiting for it: a provider call's time-out plus a margin. */
  lockMs: number;
  /** How often an instance waiting for another's answer looks for it. */
  pollMs?: number;
}

/** `unlocked`: search without a lock, because Redis is away or other instances kept failing. */
type LockOutcome = 'acquired' | 'held' | 'unlocked';

/** Deletes the lock only if it is still ours: a lock that expired and was taken by another instance stays. */
const RELEASE_LOCK_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** After this many rounds of waiting on other instances' locks, an instance searches without one. */
const MAX_LOCK_ROUNDS = 3;

/**
 * Search answers in Redis, keyed by a hash of the normalised query, shared by every instance.
 * Identical searches made at the same time cost one provider call: within an instance they share
 * one promise; across instances the first takes a Redis lock (SET NX PX) and the others poll for
 * its answer. When Redis is away the searches still answer, uncached.
 */
export class SearchCache {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly pollMs: number;

  constructor(
    private readonly redis: RedisClient,
    private readonly options: SearchCacheOptions,
    private readonly log: FastifyBaseLogger,
    /** `stallplan_travel_cache_requests_total`: a hit is an answer no search of this request's making gave. */
    private readonly requests?: Counter<'cache' | 'result'>,
  ) {
    this.pollMs = options.pollMs ?? 20;
  }

  keyFor(kind: string, query: unknown): string {
    const digest = createHash('sha256').update(stableJson(query)).digest('base64url');
    return `${this.options.keyPrefix}search:${kind}:${digest}`;
  }

  /** The kept answer to this query, else the one `search` gives, which is kept for the next caller. */
  async remember<T>(kind: string, query: unknown, search: () => Promise<T>): Promise<T> {
    const key = this.keyFor(kind, query);
    const running = this.inFlight.get(key);
    if (running) return this.hit(kind, running as Promise<T>);
    const kept = await this.read<T>(key);
    if (kept) return this.hit(kind, kept.value);
    // Another request of this instance may have started the same search while Redis answered.
    const started = this.inFlight.get(key);
    if (started) return this.hit(kind, started as Promise<T>);
    this.requests?.inc({ cache: kind, result: 'miss' });
    const pending = this.searchOnce(key, search).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, pending);
    return pending;
  }

  private hit<T>(kind: string, answer: T): T {
    this.requests?.inc({ cache: kind, result: 'hit' });
    return answer;
  }

  private async searchOnce<T>(key: string, search: () => Promise<T>): Promise<T> {
    const lockKey = `${key}:lock`;
    const token = randomUUID();
    for (let round = 1; ; round += 1) {
      const lock = round > MAX_LOCK_ROUNDS ? 'unlocked' : await this.tryLock(lockKey, token);
      if (lock === 'held') {
        const answer = await this.waitForAnswer<T>(key, lockKey);
        if (answer) return answer.value;
        continue;
      }
      try {
        if (lock === 'acquired') {
          // The holder before us may have kept its answer just before we took the lock.
          const kept = await this.read<T>(key);
          if (kept) return kept.value;
        }
        const value = await search();
        await this.write(key, value);
        return value;
      } finally {
        if (lock === 'acquired') await this.unlock(lockKey, token);
      }
    }
  }

  /** Polls until the holder's answer appears (returned) or its lock goes without one (undefined: try again). */
  private async waitForAnswer<T>(key: string, lockKey: string): Promise<{ value: T } | undefined> {
    const giveUpAt = Date.now() + this.options.lockMs + this.pollMs;
    while (Date.now() < giveUpAt) {
      await sleep(this.pollMs);
      let answer: string | null | undefined;
      let holder: string | null | undefined;
      try {
        [answer, holder] = await this.redis.mget(key, lockKey);
      } catch (error) {
        this.log.warn({ err: error }, 'search cache: Redis did not answer while waiting for another instance');
        return undefined;
      }
      if (answer !== null && answer !== undefined) return this.parse<T>(key, answer);
      if (holder === null || holder === undefined) return undefined;
    }
    return undefined;
  }

  private async tryLock(lockKey: string, token: string): Promise<LockOutcome> {
    try {
      return (await this.redis.set(lockKey, token, 'PX', this.options.lockMs, 'NX')) === 'OK' ? 'acquired' : 'held';
    } catch (error) {
      this.log.warn({ err: error }, 'search cache: Redis did not answer; searching without the cache');
      return 'unlocked';
    }
  }

  private async unlock(lockKey: string, token: string): Promise<void> {
    try {
      await this.redis.eval(RELEASE_LOCK_SCRIPT, 1, lockKey, token);
    } catch (error) {
      // The lock expires on its own.
      this.log.warn({ err: error }, 'search cache: could not release a lock');
    }
  }

  private async read<T>(key: string): Promise<{ value: T } | undefined> {
    try {
      const stored = await this.redis.get(key);
      return stored === null ? undefined : this.parse<T>(key, stored);
    } catch (error) {
      this.log.warn({ err: error }, 'search cache: Redis did not answer; searching without the cache');
      return undefined;
    }
  }

  private parse<T>(key: string, stored: string): { value: T } | undefined {
    try {
      // Wrapped so that a null answer (a place not found) is kept too.
      return { value: (JSON.parse(stored) as { v: T }).v };
    } catch {
      this.log.warn({ key }, 'search cache: an unreadable entry was ignored');
      return undefined;
    }
  }

  private async write(key: string, value: unknown): Promise<void> {
    try {
      await this.redis.set(key, JSON.stringify({ v: value }), 'PX', this.options.ttlMs);
    } catch (error) {
      this.log.warn({ err: error }, 'search cache: could not keep an answer');
    }
  }
}

async function searchCache(fastify: FastifyInstance, options: SearchCacheOptions) {
  fastify.decorate('searchCache', new SearchCache(fastify.redis, options, fastify.log, travelCacheRequests(fastify.metrics)));
}

export const searchCachePlugin = fp(searchCache, { name: 'travel-search-cache', dependencies: ['stallplan-redis'], fastify: '5.x' });
