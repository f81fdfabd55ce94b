import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, TraceIdRatioBasedSampler, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { propagateOverHttpClients } from './outgoing-trace-headers.js';

/** A running trace pipeline; `shutdown` sends what is still buffered and stops it. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/** OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base address; traces go to its /v1/traces, as the OTLP spec has it. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Head sampling: a trace that arrives with a `traceparent` keeps its caller's decision, so a trace
 * is whole or absent across gateway, services and workers; a trace that starts here is kept with
 * probability `ratio`, decided on the trace id alone.
 */
export function headSampler(ratio: number): ParentBasedSampler {
  return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
}

/**
 * Registers the process-wide tracer provider (AsyncLocalStorage context, W3C trace context) with
 * the given span processor and head sampling ratio (every new trace by default), and stamps
 * outgoing HTTP calls with the active trace. Tests pass an in-memory exporter's processor;
 * processes go through startTracing.
 */
export function registerTracing(service: string, spanProcessor: SpanProcessor, sampleRatio = 1): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }),
    sampler: headSampler(sampleRatio),
    spanProcessors: [spanProcessor],
  });
  provider.register();
  const stopPropagating = propagateOverHttpClients();
  let stopped: Promise<void> | undefined;
  return {
    shutdown() {
      stopped ??= (async () => {
        stopPropagating();
        await provider.shutdown();
      })();
      return stopped;
    },
  };
}

/**
 * Traces exported over OTLP/HTTP (JSON) when an endpoint is configured, new ones sampled at
 * `sampleRatio` (OTEL_TRACES_SAMPLE_RATIO); with no endpoint, nothing is registered, so every span
 * the code asks for is the API's no-op one and costs next to nothing.
 */
export function startTracing(options: { service: string; endpoint: string | undefined; sampleRatio: number }): Tracing | null {
  if (!options.endpoint) return null;
  return registerTracing(options.service, new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(options.endpoint) })), options.sampleRatio);
}
