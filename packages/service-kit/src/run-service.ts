import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { ConfigError } from './config-error.js';
import { createServer, type CreateServerOptions } from './create-server.js';
import { loadConfig } from './load-config.js';
import { serveMetrics } from './metrics/metrics-plugin.js';
import { releaseMemoryWhenIdle } from './release-idle-memory.js';
import { startServer } from './start-server.js';
import { startTracing } from './tracing/start-tracing.js';

interface ListeningConfig {
  HOST: string;
  PORT: number;
  LOG_LEVEL: string;
  SHUTDOWN_DRAIN_MS?: number;
  METRICS_PORT?: number | undefined;
  METRICS_HOST?: string | undefined;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_TRACES_SAMPLE_RATIO: number;
  /** The gateway's addresses, for services; the gateway itself has none. */
  TRUSTED_PROXIES?: readonly string[];
}

export interface RunServiceOptions<S extends z.ZodType<ListeningConfig>> {
  service: string;
  configSchema: S;
  app: FastifyPluginAsync<{ config: z.output<S> }>;
  bodyLimit?: number;
  /** Server options that depend on the config, e.g. the gateway's web-app fallback. */
  serverOptions?: (config: z.output<S>) => Partial<CreateServerOptions>;
}

/** What every `server.ts` does: read config, build, register the app, listen; a bad config stops it with its name. */
export async function runService<S extends z.ZodType<ListeningConfig>>(options: RunServiceOptions<S>): Promise<void> {
  let config: z.output<S>;
  try {
    config = loadConfig(options.service, options.configSchema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const tracing = startTracing({
    service: options.service,
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    sampleRatio: config.OTEL_TRACES_SAMPLE_RATIO,
  });
  const server = createServer({
    service: options.service,
    tracing: tracing !== null,
    logLevel: config.LOG_LEVEL,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(config.TRUSTED_PROXIES ? { trustedProxies: config.TRUSTED_PROXIES } : {}),
    metrics: config.METRICS_PORT !== undefined,
    ...options.serverOptions?.(config),
  });
  // Spans still buffered go out when the server closes (SIGTERM, SIGINT).
  if (tracing) server.addHook('onClose', () => tracing.shutdown());
  const idleMemory = releaseMemoryWhenIdle();
  server.addHook('onClose', async () => idleMemory.stop());
  try {
    await server.register(options.app, { config });
    if (config.METRICS_PORT !== undefined) await serveMetrics(server, { host: config.METRICS_HOST ?? config.HOST, port: config.METRICS_PORT });
    await startServer(server, { port: config.PORT, host: config.HOST, drainMs: config.SHUTDOWN_DRAIN_MS ?? 0 });
  } catch (error) {
    server.log.fatal({ err: error }, `${options.service} failed to start`);
    await server.close().catch(() => undefined);
    process.exit(1);
  }
}
