import { z } from 'zod';
import { trustedProxiesConfigShape } from './trusted-proxies.js';

export const nodeEnvSchema = z.enum(['development', 'test', 'production']).default('development');

export const portSchema = z.coerce.number().int().min(0).max(65535);

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/** Where a process serves Prometheus metrics: never its public port; unset, nowhere. */
export const metricsConfigShape = {
  METRICS_PORT: portSchema.optional(),
  /** Unset: the process's HOST (127.0.0.1 for the PDF worker, which has none). */
  METRICS_HOST: z.string().optional(),
};

/** Where a process sends its traces (OTLP/HTTP, `<endpoint>/v1/traces`); unset, it traces nothing. */
export const tracingConfigShape = {
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /**
   * The share of traces started in this process that are kept and exported (0..1). A trace that
   * arrives with a `traceparent` follows its caller's decision instead. One in ten by default: a
   * busy service still shows every kind of request, at a tenth of the tracing cost.
   */
  OTEL_TRACES_SAMPLE_RATIO: z.coerce.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').default(0.1),
};

/** What every service reads: where to listen, how much to log, where to serve metrics. */
export function baseConfigShape(defaultPort: number) {
  return {
    NODE_ENV: nodeEnvSchema,
    HOST: z.string().default('127.0.0.1'),
    PORT: portSchema.default(defaultPort),
    LOG_LEVEL: logLevelSchema,
    /** On SIGTERM, how long /ready answers 503 while requests are still served, before the listener closes (see startServer). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    ...metricsConfigShape,
    ...tracingConfigShape,
  };
}

export const mongoConfigShape = {
  MONGO_URL: z.url({ protocol: /^mongodb(\+srv)?$/, error: 'must be a mongodb:// URL' }),
  /** Each service owns one database; tests point it at a throwaway one. */
  MONGO_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a plain database name')
    .optional(),
};

export const redisConfigShape = {
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }),
};

export const adminTokenConfigShape = {
  ADMIN_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
};

export const serviceTokenConfigShape = {
  /** Signs and checks the tokens services send each other; its own secret, so an admin token is never a service token. */
  SERVICE_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
};

/**
 * A service with its own database and cache, called by admins and by other services through the
 * gateway (catalog, quotes, notify); pair it with `refuseSharedTokenSecrets`.
 */
export function dataServiceConfigShape(defaultPort: number) {
  return {
    ...baseConfigShape(defaultPort),
    ...mongoConfigShape,
    ...redisConfigShape,
    ...adminTokenConfigShape,
    ...serviceTokenConfigShape,
    ...trustedProxiesConfigShape,
  };
}

/** One secret for both kinds of token would let either pass for the other wherever only the signature is checked. */
export function refuseSharedTokenSecrets(config: { ADMIN_TOKEN_SECRET: string; SERVICE_TOKEN_SECRET: string }, context: z.RefinementCtx): void {
  if (config.ADMIN_TOKEN_SECRET === config.SERVICE_TOKEN_SECRET) {
    context.addIssue({ code: 'custom', path: ['SERVICE_TOKEN_SECRET'], message: 'must differ from ADMIN_TOKEN_SECRET' });
  }
}
