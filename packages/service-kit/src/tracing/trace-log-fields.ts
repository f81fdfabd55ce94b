import { context, isSpanContextValid, trace, TraceFlags, type SpanContext } from '@opentelemetry/api';

/**
 * The fields a log line gets when it belongs to a trace, named as OpenTelemetry's pino
 * instrumentation names them. `trace_flags` is `01` when the trace was sampled (kept and
 * exported) and `00` when only its ids travel, so a reader knows whether to look for the trace.
 */
export interface TraceLogFields {
  trace_id: string;
  span_id: string;
  trace_flags: string;
}

const requestTraceFields = Symbol('stallplan.requestTraceFields');

interface TraceBoundLogger {
  [requestTraceFields]?: TraceLogFields;
}

function flagsOf(spanContext: SpanContext): string {
  return (spanContext.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED ? '01' : '00';
}

function fieldsOf(spanContext: SpanContext | undefined): TraceLogFields | undefined {
  return spanContext && isSpanContextValid(spanContext)
    ? { trace_id: spanContext.traceId, span_id: spanContext.spanId, trace_flags: flagsOf(spanContext) }
    : undefined;
}

/**
 * Marks a request's logger (and, through pino's prototype chain, every child it makes) with its
 * span, for the lines Fastify writes outside the request's async context (`request completed`,
 * the error handler's).
 */
export function bindTraceToLogger<L extends object>(logger: L, spanContext: SpanContext): L {
  const fields = fieldsOf(spanContext);
  if (fields) (logger as TraceBoundLogger)[requestTraceFields] = fields;
  return logger;
}

/**
 * pino's mixin: the active span's ids, else those of the request the logger belongs to, else
 * nothing. Fields come from one place only, so a line never names two different spans.
 */
export function traceLogMixin(_mergeObject: object, _level: number, logger: object): Partial<TraceLogFields> {
  return fieldsOf(trace.getSpanContext(context.active())) ?? (logger as TraceBoundLogger)[requestTraceFields] ?? {};
}
