import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/*
 * Every StallPlan series, named once. Each accessor returns the registry's existing metric or
 * registers it, because several parts of one process record the same series (the quotes API and
 * its in-process PDF worker both record the `pdf` queue's jobs).
 */

/** Seconds, from a fast health check to a PDF that waited its turn. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const RENDER_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10, 20];

function shared<M>(registry: Registry, name: string, register: () => M): M {
  // The name alone identifies the metric in a registry; the accessors below are the only creators.
  return (registry.getSingleMetric(name) as M | undefined) ?? register();
}

function counter<L extends string>(registry: Registry, name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return shared(registry, name, () => new Counter<L>({ name, help, labelNames, registers: [registry] }));
}

function histogram<L extends string>(registry: Registry, name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
  return shared(registry, name, () => new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] }));
}

export const httpRequestsTotal = (registry: Registry) =>
  counter(registry, 'stallplan_http_requests_total', 'HTTP requests answered, by route pattern and status.', ['method', 'route', 'status'] as const);

export const httpRequestDuration = (registry: Registry) =>
  histogram(
    registry,
    'stallplan_http_request_duration_seconds',
    'Time from a request arriving to its answer being sent.',
    ['method', 'route', 'status'] as const,
    DURATION_BUCKETS,
  );

export const upstreamErrorsTotal = (registry: Registry) =>
  counter(registry, 'stallplan_upstream_errors_total', 'Gateway calls to a service that failed, by kind of failure.', ['upstream', 'kind'] as const);

export const upstreamUnavailableTotal = (registry: Registry) =>
  counter(registry, 'stallplan_upstream_unavailable_total', 'Gateway answers of 503 because a service could not be reached.', ['upstream'] as const);

/** Its value is read at each scrape by `collect`, which the first caller gives. */
export function queueJobs(registry: Registry, collect: (gauge: Gauge<'queue' | 'state'>) => Promise<void>) {
  const name = 'stallplan_queue_jobs';
  return shared(
    registry,
    name,
    () =>
      new Gauge({
        name,
        help: 'Jobs in a BullMQ queue, by state (waiting includes prioritized).',
        labelNames: ['queue', 'state'] as const,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      }),
  );
}

export const jobDuration = (registry: Registry) =>
  histogram(
    registry,
    'stallplan_job_duration_seconds',
    'Time a worker spent on one attempt of a job, by outcome.',
    ['queue', 'outcome'] as const,
    DURATION_BUCKETS,
  );

export const jobsFailedTotal = (registry: Registry) =>
  counter(registry, 'stallplan_jobs_failed_total', 'Job attempts that failed (a retried job counts once per attempt).', ['queue'] as const);

export const pdfRenderSeconds = (registry: Registry) =>
  histogram(registry, 'stallplan_pdf_render_seconds', 'Time Chromium took to print one document.', ['kind'] as const, RENDER_BUCKETS);

export const travelCacheRequests = (registry: Registry) =>
  counter(registry, 'stallplan_travel_cache_requests_total', 'Travel searches answered from the cache (hit) or not (miss).', ['cache', 'result'] as const);

/** The up gauge of a dependency; only Mongo and Redis have one. */
export function dependencyUp(registry: Registry, dependency: 'mongo' | 'redis', collect: (gauge: Gauge) => Promise<void>) {
  const name = `stallplan_${dependency}_up`;
  return shared(
    registry,
    name,
    () =>
      new Gauge({
        name,
        help: `1 when ${dependency === 'mongo' ? 'MongoDB' : 'Redis'} answers a ping, else 0.`,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      }),
  );
}
