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

export function httpRequestsTotal(registry: Registry) {
  const name = 'stallplan_http_requests_total';
  return shared(
    registry,
    name,
    () =>
      new Counter({
        name,
        help: 'HTTP requests answered, by route pattern and status.',
        labelNames: ['method', 'route', 'status'] as const,
        registers: [registry],
      }),
  );
}

export function httpRequestDuration(registry: Registry) {
  const name = 'stallplan_http_request_duration_seconds';
  return shared(
    registry,
    name,
    () =>
      new Histogram({
        name,
        help: 'Time from a request arriving to its answer being sent.',
        labelNames: ['method', 'route', 'status'] as const,
        buckets: DURATION_BUCKETS,
        registers: [registry],
      }),
  );
}

export function upstreamErrorsTotal(registry: Registry) {
  const name = 'stallplan_upstream_errors_total';
  return shared(
    registry,
    name,
    () =>
      new Counter({
        name,
        help: 'Gateway calls to a service that failed, by kind of failure.',
        labelNames: ['upstream', 'kind'] as const,
        registers: [registry],
      }),
  );
}

export function upstreamUnavailableTotal(registry: Registry) {
  const name = 'stallplan_upstream_unavailable_total';
  return shared(
    registry,
    name,
    () =>
      new Counter({ name, help: 'Gateway answers of 503 because a service could not be reached.', labelNames: ['upstream'] as const, registers: [registry] }),
  );
}

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

export function jobDuration(registry: Registry) {
  const name = 'stallplan_job_duration_seconds';
  return shared(
    registry,
    name,
    () =>
      new Histogram({
        name,
        help: 'Time a worker spent on one attempt of a job, by outcome.',
        labelNames: ['queue', 'outcome'] as const,
        buckets: DURATION_BUCKETS,
        registers: [registry],
      }),
  );
}

export function jobsFailedTotal(registry: Registry) {
  const name = 'stallplan_jobs_failed_total';
  return shared(
    registry,
    name,
    () =>
      new Counter({ name, help: 'Job attempts that failed (a retried job counts once per attempt).', labelNames: ['queue'] as const, registers: [registry] }),
  );
}

export function pdfRenderSeconds(registry: Registry) {
  const name = 'stallplan_pdf_render_seconds';
  return shared(
    registry,
    name,
    () =>
      new Histogram({ name, help: 'Time Chromium took to print one document.', labelNames: ['kind'] as const, buckets: RENDER_BUCKETS, registers: [registry] }),
  );
}

export function travelCacheRequests(registry: Registry) {
  const name = 'stallplan_travel_cache_requests_total';
  return shared(
    registry,
    name,
    () =>
      new Counter({
        name,
        help: 'Travel searches answered from the cache (hit) or not (miss).',
        labelNames: ['cache', 'result'] as const,
        registers: [registry],
      }),
  );
}

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
