import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * A process's own registry, never prom-client's global one, so that tests building several apps in
 * one process keep their series apart. Every series carries the process's name as `service`.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  return registry;
}

/** prom-client's process metrics, unprefixed: event-loop lag, heap and resident memory, GC, handles. */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
}
