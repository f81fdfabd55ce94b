import type { Queue, Worker } from 'bullmq';
import type { Gauge, Registry } from 'prom-client';
import { jobDuration, jobsFailedTotal, queueJobs } from './stallplan-metrics.js';

/** The states `stallplan_queue_jobs` reports. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The queues each registry reports on; one gauge per registry reads them all. */
const watchedQueues = new WeakMap<Registry, Set<Queue>>();

async function readDepths(gauge: Gauge<'queue' | 'state'>, queues: ReadonlySet<Queue>): Promise<void> {
  gauge.reset();
  await Promise.all(
    [...queues].map(async (queue) => {
      // A job added with a priority waits in BullMQ's `prioritized` list: work no worker has taken yet, so it counts as waiting.
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed').catch(() => null);
      // Redis away: no figure for this queue rather than a stale one; the scrape itself still answers.
      if (!counts) return;
      gauge.set({ queue: queue.name, state: 'waiting' }, (counts.waiting ?? 0) + (counts.prioritized ?? 0));
      for (const state of ['active', 'delayed', 'failed'] as const) gauge.set({ queue: queue.name, state }, counts[state] ?? 0);
    }),
  );
}

/** Sets `stallplan_queue_jobs{queue,state}` from Redis at each scrape, for these queues. */
export function watchQueueDepth(registry: Registry, queues: readonly Queue[]): void {
  let watched = watchedQueues.get(registry);
  if (!watched) {
    const fresh = new Set<Queue>();
    watchedQueues.set(registry, fresh);
    queueJobs(registry, (gauge) => readDepths(gauge, fresh));
    watched = fresh;
  }
  for (const queue of queues) watched.add(queue);
}

function attemptSeconds(job: { processedOn?: number | undefined; finishedOn?: number | undefined }): number | undefined {
  if (job.processedOn === undefined) return undefined;
  return Math.max(0, (job.finishedOn ?? Date.now()) - job.processedOn) / 1000;
}

/**
 * Records `stallplan_job_duration_seconds{queue,outcome}` and `stallplan_jobs_failed_total{queue}`
 * from the worker's own events: each attempt, completed or failed, once.
 */
export function recordJobMetrics<Data, Result, Name extends string>(registry: Registry, worker: Worker<Data, Result, Name>): void {
  const durations = jobDuration(registry);
  const failures = jobsFailedTotal(registry);
  const queue = worker.name;
  worker.on('completed', (job) => {
    const seconds = attemptSeconds(job);
    if (seconds !== undefined) durations.observe({ queue, outcome: 'completed' }, seconds);
  });
  worker.on('failed', (job) => {
    failures.inc({ queue });
    const seconds = job ? attemptSeconds(job) : undefined;
    if (seconds !== undefined) durations.observe({ queue, outcome: 'failed' }, seconds);
  });
}
