import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bindTraceToLogger } from './trace-log-fields.js';

const TRACER_NAME = '@stallplan/service-kit';
/** Probes answer every few seconds from every orchestrator: a span each would bury the real traffic. */
const UNTRACED_ROUTES = new Set(['/health', '/ready']);

interface RequestTrace {
  span: Span;
  context: Context;
}

/**
 * A property on the Fastify request object rather than a WeakMap entry: thousands of requests a
 * second would each leave an ephemeron for the garbage collector. A symbol keeps it private.
 */
const requestTrace = Symbol('stallplan.requestTrace');

interface TracedRequest {
  [requestTrace]?: RequestTrace | undefined;
}

/** Whichever server typing a caller (the proxy's callbacks) sees the request with. */
function traceOf(request: object): RequestTrace | undefined {
  return (request as TracedRequest)[requestTrace];
}

function takeTrace(request: object): RequestTrace | undefined {
  const traced = traceOf(request);
  if (traced) (request as TracedRequest)[requestTrace] = undefined;
  return traced;
}

/**
 * The W3C headers (`traceparent`, `tracestate`) that make a call a child of this request's span;
 * empty when the request is not traced. The gateway sets them on every proxied call.
 */
export function traceHeadersOf(request: object): Record<string, string> {
  const carrier: Record<string, string> = {};
  const traced = traceOf(request);
  if (traced) propagation.inject(traced.context, carrier);
  return carrier;
}

function routePattern(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/** The path without its query string, without the array `split` would make. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function requestAttributes(request: FastifyRequest, route: string | undefined): Attributes {
  const attributes: Attributes = { 'http.request.method': request.method, 'url.path': pathOf(request.url) };
  if (route !== undefined) attributes['http.route'] = route;
  return attributes;
}

function endSpan(request: FastifyRequest, reply: FastifyReply): void {
  const traced = takeTrace(request);
  // An unsampled request's span records nothing: no attribute or status to set.
  if (!traced?.span.isRecording()) return;
  traced.span.setAttribute('http.response.status_code', reply.statusCode);
  // Only the server's own failures mark the span as an error; a 4xx is the client's (OTel's HTTP conventions).
  if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
  traced.span.end();
}

/**
 * A SERVER span per request, named `<METHOD> <route pattern>`, child of the caller's `traceparent`;
 * handlers run in its context, so their logs, outgoing calls and queued jobs join the trace. Hooks,
 * not a plugin: added as the server is created, they cover every route.
 */
export function traceRequests(fastify: FastifyInstance): void {
  const tracer = trace.getTracer(TRACER_NAME);

  fastify.addHook('onRequest', (request, reply, done) => {
    const route = routePattern(request);
    if (route !== undefined && UNTRACED_ROUTES.has(route)) return done();
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(route === undefined ? request.method : `${request.method} ${route}`, { kind: SpanKind.SERVER }, parent);
    // Attributes only for a span that is kept: the sampler decides on the trace id alone, so it needs none.
    if (span.isRecording()) span.setAttributes(requestAttributes(request, route));
    const spanContext = trace.setSpan(parent, span);
    (request as TracedRequest)[requestTrace] = { span, context: spanContext };
    // Lines written outside the handler's async context (`request completed`, the error handler's) name the span too.
    // Fastify's request.log is already this request's own child logger (reply.log is the same one): mark it in place.
    // Without a logger every request shares the one null logger, which must not be marked.
    if (request.log !== fastify.log) bindTraceToLogger(request.log, span.spanContext());
    // The rest of the request (body, hooks, handler, error handler) continues from this call, so in this context.
    context.with(spanContext, done);
  });

  fastify.addHook('onError', (request, _reply, error, done) => {
    traceOf(request)?.span.recordException(error);
    done();
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    endSpan(request, reply);
    done();
  });

  // A client that hangs up never gets onResponse; its span still ends.
  fastify.addHook('onRequestAbort', (request, done) => {
    const traced = takeTrace(request);
    if (traced) {
      traced.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client closed the connection' });
      traced.span.end();
    }
    done();
  });
}
