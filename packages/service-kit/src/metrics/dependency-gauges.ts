import type { Registry } from 'prom-client';
import { runProbe, type ReadinessProbe } from '../readiness.js';
import { dependencyUp } from './stallplan-metrics.js';

const WATCHED = ['mongo', 'redis'] as const;

/**
 * `stallplan_mongo_up` and `stallplan_redis_up` from the same probes `/ready` runs, pinged at each
 * scrape: a connection object can look open long after its server went away. A process without
 * one of them gets no gauge for it, rather than a 0 that would read as an outage.
 */
export function watchDependencies(registry: Registry, probes: ReadonlyMap<string, ReadinessProbe>): void {
  for (const dependency of WATCHED) {
    const probe = probes.get(dependency);
    if (!probe) continue;
    dependencyUp(registry, dependency, async (gauge) => {
      gauge.set((await runProbe(probe)) === null ? 1 : 0);
    });
  }
}
