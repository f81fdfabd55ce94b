import { Redis } from 'ioredis';

/**
 * BullMQ wants its own connections: blocking commands must wait for ever
 * (`maxRetriesPerRequest: null`), unlike the service's shared client, which fails fast.
 */
export function bullConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: false });
}

/** Finished jobs only hold a file id; the limits keep Redis from growing with every PDF. */
export const PDF_JOB_RETENTION = {
  removeOnComplete: { count: 500, age: 3600 },
  removeOnFail: { count: 1000, age: 24 * 3600 },
} as const;
