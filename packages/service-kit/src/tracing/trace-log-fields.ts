import { context, isSpanContextValid, trace, type SpanContext } from '@opentelemetry/api';

/** The fields a log line gets when it belongs to a trace. */
export interface TraceLogFields {
  trace_id: string;
  span_id: string;
}

const requestTraceFields = Symbol('stallplan.requestTraceFields');

interface TraceBoundLogger {
  [requestTraceFields]?: TraceLogFields;
}

function fieldsOf(spanContext: SpanContext | undefined): TraceLogFields | undefined {
  return spanContext && isSpanContextValid(spanContext) ? { trace_id: spanContext.traceId, span_id: spanContext.spanId } : undefined;
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
