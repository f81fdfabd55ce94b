import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Job, Queue, Worker } from 'bullmq';
import { createMetricsRegistry, watchDependencies } from '../src/index.js';
import { recordJobMetrics, watchQueueDepth } from '../src/queues.js';
import { sampleValue } from './metrics-text.js';

/** Only what the helpers read of a BullMQ queue: its name and its counts. */
function fakeQueue(name: string, counts: () => Record<string, number>): Queue {
  return {
    name,
    getJobCounts: async (...states: string[]) => Object.fromEntries(states.map((state) => [state, counts()[state] ?? 0])),
  } as unknown as Queue;
}

/** Only what the helpers read of a BullMQ worker: its queue's name and its events. */
function fakeWorker(name: string): Worker & EventEmitter {
  return Object.assign(new EventEmitter(), { name }) as unknown as Worker & EventEmitter;
}

describe('queue depth', () => {
  it('read every state at each scrape, prioritized jobs counted as waiting', async () => {
    const registry = createMetricsRegistry('queue-test');
    let counts: Record<string, number> = { waiting: 1, prioritized: 4, active: 2, delayed: 0, failed: 7 };
    watchQueueDepth(registry, [fakeQueue('pdf', () => counts)]);
    watchQueueDepth(registry, [fakeQueue('mail', () => ({ waiting: 3 }))]);

    let text = await registry.metrics();
    expect(text).toContain('stallplan_queue_jobs{queue="pdf",state="waiting",service="queue-test"} 5');
    expect(text).toContain('stallplan_queue_jobs{queue="pdf",state="active",service="queue-test"} 2');
    expect(text).toContain('stallplan_queue_jobs{queue="pdf",state="delayed",service="queue-test"} 0');
    expect(text).toContain('stallplan_queue_jobs{queue="pdf",state="failed",service="queue-test"} 7');
    expect(text).toContain('stallplan_queue_jobs{queue="mail",state="waiting",service="queue-test"} 3');

    counts = { waiting: 0, active: 1 };
    text = await registry.metrics();
    expect(text).toContain('stallplan_queue_jobs{queue="pdf",state="waiting",service="queue-test"} 0');
    expect(text).toContain('stallplan_queue_jobs{queue="pdf",state="active",service="queue-test"} 1');
  });

  it('leave out a queue whose counts Redis did not give, and still answer the scrape', async () => {
    const registry = createMetricsRegistry('queue-test');
    const broken = { name: 'pdf', getJobCounts: () => Promise.reject(new Error('Connection is closed.')) } as unknown as Queue;
    watchQueueDepth(registry, [broken, fakeQueue('mail', () => ({ waiting: 2 }))]);
    const text = await registry.metrics();
    expect(text).not.toContain('queue="pdf"');
    expect(text).toContain('stallplan_queue_jobs{queue="mail",state="waiting",service="queue-test"} 2');
  });
});

describe('job metrics', () => {
  it("time each attempt from the worker's events and count the failed ones", async () => {
    const registry = createMetricsRegistry('job-test');
    const worker = fakeWorker('pdf');
    recordJobMetrics(registry, worker);
    worker.emit('completed', { processedOn: 1_000, finishedOn: 1_250 } as Job);
    worker.emit('failed', { processedOn: 2_000, finishedOn: 4_000 } as Job, new Error('render failed'));
    worker.emit('failed', undefined, new Error('lost'));

    const text = await registry.metrics();
    expect(sampleValue(text, 'stallplan_job_duration_seconds_sum', { queue: 'pdf', outcome: 'completed' })).toBe(0.25);
    expect(sampleValue(text, 'stallplan_job_duration_seconds_sum', { queue: 'pdf', outcome: 'failed' })).toBe(2);
    expect(sampleValue(text, 'stallplan_job_duration_seconds_count', { queue: 'pdf', outcome: 'failed' })).toBe(1);
    expect(text).toContain('stallplan_jobs_failed_total{queue="pdf",service="job-test"} 2');
  });

  it('share the series between two workers of one process', async () => {
    const registry = createMetricsRegistry('job-test');
    const [first, second] = [fakeWorker('pdf'), fakeWorker('pdf')];
    recordJobMetrics(registry, first);
    recordJobMetrics(registry, second);
    first.emit('failed', undefined, new Error('a'));
    second.emit('failed', undefined, new Error('b'));
    expect(await registry.metrics()).toContain('stallplan_jobs_failed_total{queue="pdf",service="job-test"} 2');
  });
});

describe('dependency gauges', () => {
  it('ping at each scrape: 1 when the probe answers, 0 when it fails, no gauge without a probe', async () => {
    const registry = createMetricsRegistry('deps-test');
    let redisUp = false;
    watchDependencies(
      registry,
      new Map([
        ['mongo', async () => undefined],
        [
          'redis',
          async () => {
            if (!redisUp) throw new Error('ECONNREFUSED');
          },
        ],
      ]),
    );
    let text = await registry.metrics();
    expect(text).toContain('stallplan_mongo_up{service="deps-test"} 1');
    expect(text).toContain('stallplan_redis_up{service="deps-test"} 0');
    redisUp = true;
    text = await registry.metrics();
    expect(text).toContain('stallplan_redis_up{service="deps-test"} 1');

    const withoutMongo = createMetricsRegistry('deps-test');
    watchDependencies(withoutMongo, new Map([['redis', async () => undefined]]));
    expect(await withoutMongo.metrics()).not.toContain('stallplan_mongo_up');
  });
});
