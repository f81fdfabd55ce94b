import { Redis } from 'ioredis';

/**
 * Deletes every rate-limit counter (the gateway's and notify's keys hold `rate-limit:`). Test
 * files share one Redis and one client address, so one file's logins and forms would otherwise
 * count against the next file's.
 */
export async function forgetRateLimits(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: '*rate-limit:*', count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
