import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bindTraceToLogger } from './trace-log-fields.js';

const TRACER_NAME = '@stallplan/service-kit';
/** Probes answer every few seconds from every orchestrator: a span each would bury the real traffic. */
const UNTRACED_ROUTES = new Set(['/health', '/ready']);

interface RequestTrace {
  span: Span;
  context: Context;
}

/** Keyed by the Fastify request object, whichever server typing a caller (the proxy's callbacks) sees it with. */
const traces = new WeakMap<object, RequestTrace>();

/**
 * The W3C headers (`traceparent`, `tracestate`) that make a call a child of this request's span;
 * empty when the request is not traced. The gateway sets them on every proxied call.
 */
export function traceHeadersOf(request: object): Record<string, string> {
  const carrier: Record<string, string> = {};
  const traced = traces.get(request);
  if (traced) propagation.inject(traced.context, carrier);
  return carrier;
}

function routePattern(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

function endSpan(request: FastifyRequest, reply: FastifyReply): void {
  const traced = traces.get(request);
  if (!traced) return;
  traces.delete(request);
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
    const span = tracer.startSpan(
      route === undefined ? request.method : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?', 1)[0] ?? request.url,
          ...(route === undefined ? {} : { 'http.route': route }),
        },
      },
      parent,
    );
    const spanContext = trace.setSpan(parent, span);
    traces.set(request, { span, context: spanContext });
    // Lines written outside the handler's async context (`request completed`, the error handler's) name the span too.
    request.log = bindTraceToLogger(request.log.child({}), span.spanContext());
    reply.log = request.log;
    // The rest of the request (body, hooks, handler, error handler) continues from this call, so in this context.
    context.with(spanContext, done);
  });

  fastify.addHook('onError', (request, _reply, error, done) => {
    traces.get(request)?.span.recordException(error);
    done();
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    endSpan(request, reply);
    done();
  });

  // A client that hangs up never gets onResponse; its span still ends.
  fastify.addHook('onRequestAbort', (request, done) => {
    const traced = traces.get(request);
    if (traced) {
      traces.delete(request);
      traced.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client closed the connection' });
      traced.span.end();
    }
    done();
  });
}
