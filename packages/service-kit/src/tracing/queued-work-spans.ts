import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

const TRACER_NAME = '@stallplan/service-kit';

/** W3C `traceparent`: version, trace id, parent span id, flags. */
export const TRACEPARENT_PATTERN = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

/**
 * The active span's `traceparent`, for work queued now and done elsewhere (a job's data);
 * undefined when nothing is traced, so a job stays as it was without tracing.
 */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

async function endingSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Runs queued work in a CONSUMER span, child of the `traceparent` the producer put in the job
 * (a new trace when there is none: a job queued before tracing, or by an untraced process).
 */
export function runAsConsumer<T>(name: string, traceparent: string | undefined, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
  const span = trace.getTracer(TRACER_NAME).startSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent);
  return context.with(trace.setSpan(parent, span), () => endingSpan(span, work));
}

/** Runs a step in a child span of the active one (an INTERNAL span: the render inside a job). */
export function runInChildSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const span = trace.getTracer(TRACER_NAME).startSpan(name, { attributes });
  return context.with(trace.setSpan(context.active(), span), () => endingSpan(span, work));
}
