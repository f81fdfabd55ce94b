export { AppError, isAppError } from './app-error.js';
export { errorCodes, type ErrorCode } from './error-codes.js';
export { ConfigError } from './config-error.js';
export { loadConfig } from './load-config.js';
export {
  adminTokenConfigShape,
  baseConfigShape,
  dataServiceConfigShape,
  metricsConfigShape,
  mongoConfigShape,
  nodeEnvSchema,
  portSchema,
  redisConfigShape,
  refuseSharedTokenSecrets,
  serviceTokenConfigShape,
  tracingConfigShape,
} from './base-config.js';
export { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, trustedProxiesConfigShape, trustedProxiesSetting } from './trusted-proxies.js';
export { createServer, type CreateServerOptions } from './create-server.js';
export { errorHandler, notFoundHandler } from './error-handler.js';
export { startServer, type ListenOptions } from './start-server.js';
export { runService, type RunServiceOptions } from './run-service.js';
export { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
export { runProbe, READINESS_TIMEOUT_MS, type ReadinessProbe } from './readiness.js';
export { settleWithin } from './settle-within.js';
export { KeptWithCopy } from './kept-with-copy.js';
export { releaseMemoryWhenIdle, type IdleMemoryRelease, type IdleMemoryReleaseOptions } from './release-idle-memory.js';
export { SerialByKey } from './serial-by-key.js';
export { isDuplicateKeyError } from './is-duplicate-key-error.js';
export { OBJECT_ID_PATTERN } from './object-id.js';
export { escapeHtml } from './escape-html.js';
export {
  fromContract,
  servedResponses,
  type ContractRouteOptions,
  type ContractRouteShape,
  type ContractSchema,
  type ServedResponses,
} from './contract-route.js';
export { contractMismatches, recordRoutes, type ConformanceOptions, type RegisteredRoute } from './contract-conformance.js';
export { writeVersioned, type VersionedWriteOutcome, type VersionedWriteSteps } from './versioned-write.js';
export { expectedVersionOf } from './expected-version.js';
export { ADMIN_TOKEN_TTL_SECONDS, adminRevocationKey, signAdminToken, verifyAdminToken, type AdminTokenClaims } from './admin-token.js';
export {
  SERVICE_TOKEN_HEADER,
  SERVICE_TOKEN_TTL_SECONDS,
  createServiceTokenIssuer,
  signServiceToken,
  verifyServiceToken,
  type ServiceTokenClaims,
  type ServiceTokenIssuer,
  type SignServiceTokenOptions,
} from './service-token.js';
export { healthPlugin } from './plugins/health.js';
export { collectProcessMetrics, createMetricsRegistry } from './metrics/metrics-registry.js';
export { metricsPlugin, serveMetrics, type MetricsPluginOptions } from './metrics/metrics-plugin.js';
export { httpMetricsPlugin, routeLabel, UNMATCHED_ROUTE } from './metrics/http-metrics.js';
export { startMetricsListener, type MetricsListener, type MetricsListenerOptions } from './metrics/metrics-listener.js';
export { watchDependencies } from './metrics/dependency-gauges.js';
// Services type what they record without depending on prom-client themselves.
export type { Counter, Gauge, Histogram, Registry as MetricsRegistry } from 'prom-client';
export {
  dependencyUp,
  httpRequestDuration,
  httpRequestsTotal,
  jobDuration,
  jobsFailedTotal,
  pdfRenderSeconds,
  queueJobs,
  travelCacheRequests,
  upstreamErrorsTotal,
  upstreamUnavailableTotal,
} from './metrics/stallplan-metrics.js';
export { redisPlugin, type RedisPluginOptions } from './plugins/redis.js';
export { adminAuthPlugin, readAdminToken, type AdminAuthPluginOptions } from './plugins/admin-auth.js';
export { RateLimitExceeded, rateLimiterPlugin, type RateLimit, type RateLimiter, type RateLimiterPluginOptions } from './plugins/rate-limiter.js';
export { INTERNAL_PATH_PREFIX, isInternalRoute, serviceAuthPlugin, type ServiceAuthPluginOptions } from './plugins/service-auth.js';
export { startTracing, registerTracing, tracesUrl, type Tracing } from './tracing/start-tracing.js';
export { traceRequests, traceHeadersOf } from './tracing/trace-requests.js';
export { traceLogMixin, bindTraceToLogger, type TraceLogFields } from './tracing/trace-log-fields.js';
export { activeTraceparent, runAsConsumer, runInChildSpan, TRACEPARENT_PATTERN } from './tracing/queued-work-spans.js';
export type { ZodTypeProvider } from 'fastify-type-provider-zod';
export {
  apiKeyDayKey,
  apiKeyMinuteKey,
  apiKeyRecordKey,
  apiKeyUsageKey,
  hashApiKey,
  readApiKeyRecord,
  readApiKeyUsage,
  removeApiKeyRecord,
  utcDay,
  writeApiKeyRecord,
  type ApiKeyRecord,
  type ApiKeyUsage,
} from './api-keys/api-key-records.js';
export { GATEWAY_ISSUER, vouchedKeyOf, type VouchedKey } from './api-keys/vouched-key.js';
