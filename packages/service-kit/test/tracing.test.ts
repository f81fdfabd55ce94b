import { once } from 'node:events';
import { createServer as createHttpServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter, SamplingDecision, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  activeTraceparent,
  createServer,
  registerTracing,
  runAsConsumer,
  runInChildSpan,
  startTracing,
  traceHeadersOf,
  traceLogMixin,
  traceRequests,
  tracesUrl,
  TRACEPARENT_PATTERN,
  tracingConfigShape,
  type Tracing,
} from '../src/index.js';
import { headSampler } from '../src/tracing/start-tracing.js';

const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const CALLER_TRACEPARENT = `00-${CALLER_TRACE}-${CALLER_SPAN}-01`;
/** The same caller, having decided not to keep this trace. */
const UNSAMPLED_TRACEPARENT = `00-${CALLER_TRACE}-${CALLER_SPAN}-00`;

const exporter = new InMemorySpanExporter();
let tracing: Tracing;

beforeAll(() => {
  tracing = registerTracing('kit-test', new SimpleSpanProcessor(exporter));
});
afterAll(async () => {
  await tracing.shutdown();
});
afterEach(() => {
  exporter.reset();
});

function finished(name: string): ReadableSpan {
  const span = exporter.getFinishedSpans().find((candidate) => candidate.name === name);
  if (!span)
    throw new Error(
      `no finished span named ${name}; have ${exporter
        .getFinishedSpans()
        .map((s) => s.name)
        .join(', ')}`,
    );
  return span;
}

/** A plain HTTP server that records the headers of each call it gets. */
async function headerRecorder(): Promise<{ url: string; received: IncomingHttpHeaders[]; server: Server }> {
  const received: IncomingHttpHeaders[] = [];
  const server = createHttpServer((request, response) => {
    received.push(request.headers);
    response.end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe('a traced server', () => {
  let app: FastifyInstance;
  let peer: Awaited<ReturnType<typeof headerRecorder>>;
  beforeAll(async () => {
    peer = await headerRecorder();
    app = createServer({ service: 'kit-test', logger: false, tracing: true });
    app.get('/stalls/:id', async (request) => ({ active: trace.getActiveSpan()?.spanContext(), forwarded: traceHeadersOf(request) }));
    // A body is read in stream events, outside the hook's async context: the handler must get it back.
    app.post('/stalls', async () => ({ active: trace.getActiveSpan()?.spanContext() }));
    app.get('/calls-peer', async () => {
      await fetch(`${peer.url}/own`);
      await fetch(`${peer.url}/preset`, { headers: { traceparent: CALLER_TRACEPARENT } });
      return { ok: true };
    });
    app.get('/boom', async () => {
      throw new Error('broken');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    peer.server.close();
  });

  it("starts a SERVER span named for the route pattern, child of the caller's traceparent", async () => {
    const res = await app.inject({ method: 'GET', url: '/stalls/42?x=1', headers: { traceparent: CALLER_TRACEPARENT } });
    expect(res.statusCode).toBe(200);
    const span = finished('GET /stalls/:id');
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.spanContext().traceId).toBe(CALLER_TRACE);
    expect(span.parentSpanContext?.spanId).toBe(CALLER_SPAN);
    expect(span.attributes).toMatchObject({ 'http.route': '/stalls/:id', 'http.response.status_code': 200, 'url.path': '/stalls/42' });
    expect(span.resource.attributes['service.name']).toBe('kit-test');
  });

  it("runs the handler in the request's span and gives its headers for a forwarded call", async () => {
    const res = await app.inject({ method: 'GET', url: '/stalls/7', headers: { traceparent: CALLER_TRACEPARENT } });
    const { active, forwarded } = res.json<{ active: { traceId: string; spanId: string }; forwarded: Record<string, string> }>();
    const span = finished('GET /stalls/:id');
    expect(active).toMatchObject({ traceId: CALLER_TRACE, spanId: span.spanContext().spanId });
    expect(forwarded.traceparent).toBe(`00-${CALLER_TRACE}-${span.spanContext().spanId}-01`);
  });

  it('keeps the context across a request body read from a real socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The body's second half arrives later, so the handler is reached from the socket's own events.
    const call = request({ host: '127.0.0.1', port, method: 'POST', path: '/stalls', headers: { 'content-type': 'application/json' } });
    call.write('{"size":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    call.end('9}');
    const [response] = (await once(call, 'response')) as [IncomingMessage];
    let text = '';
    for await (const chunk of response) text += String(chunk);
    const body = JSON.parse(text) as { active?: { spanId: string } };
    expect(body.active?.spanId).toBe(finished('POST /stalls').spanContext().spanId);
  });

  it('starts a new trace without a traceparent, and marks a 500 as an error', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const span = finished('GET /boom');
    expect(span.parentSpanContext).toBeUndefined();
    expect(span.status.code).toBe(SpanStatusCode.ERROR);
    expect(span.events.map((event) => event.name)).toContain('exception');
  });

  it("stamps a fetch from a handler with the request's span, and leaves a call's own traceparent alone", async () => {
    await app.inject({ method: 'GET', url: '/calls-peer', headers: { traceparent: CALLER_TRACEPARENT } });
    const serverSpan = finished('GET /calls-peer').spanContext().spanId;
    expect(peer.received[0]?.traceparent).toBe(`00-${CALLER_TRACE}-${serverSpan}-01`);
    expect(peer.received[1]?.traceparent).toBe(CALLER_TRACEPARENT);
  });

  it('leaves the health probes untraced', async () => {
    await app.inject({ method: 'GET', url: '/health' });
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

/** A traced-log app whose JSON lines are kept in `lines`. */
function appLoggingTo() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { app: Fastify({ logger: { level: 'info', stream, mixin: traceLogMixin } }), lines };
}

describe('log lines of a traced request', () => {
  it('carry the trace and span ids, in the handler and in the lines Fastify writes after it', async () => {
    const { app, lines } = appLoggingTo();
    traceRequests(app);
    app.get('/logged', async (request) => {
      request.log.info('inside');
      request.log.child({ step: 'nested' }).info('nested');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/logged', headers: { traceparent: CALLER_TRACEPARENT } });
    await app.close();
    const spanId = finished('GET /logged').spanContext().spanId;
    const byMessage = (msg: string) => lines.find((line) => line.msg === msg);
    for (const msg of ['inside', 'nested', 'request completed']) {
      expect(byMessage(msg), msg).toMatchObject({ trace_id: CALLER_TRACE, span_id: spanId, trace_flags: '01' });
    }
    // Fastify logs the arrival before any hook: no span exists yet.
    expect(byMessage('incoming request')).not.toHaveProperty('trace_id');
  });

  it('of a request its caller did not sample carry the trace id, flagged 00, and no span is kept', async () => {
    const { app, lines } = appLoggingTo();
    traceRequests(app);
    app.get('/unsampled', async (request) => {
      request.log.info('inside');
      return traceHeadersOf(request);
    });
    const res = await app.inject({ method: 'GET', url: '/unsampled', headers: { traceparent: UNSAMPLED_TRACEPARENT } });
    await app.close();
    expect(exporter.getFinishedSpans()).toEqual([]);
    // The decision travels on, so the next service does not start a partial trace of its own.
    expect(res.json<Record<string, string>>().traceparent).toMatch(new RegExp(`^00-${CALLER_TRACE}-[\\da-f]{16}-00$`));
    for (const msg of ['inside', 'request completed']) {
      expect(
        lines.find((line) => line.msg === msg),
        msg,
      ).toMatchObject({ trace_id: CALLER_TRACE, trace_flags: '00' });
    }
  });

  it('give nothing outside a span', () => {
    expect(traceLogMixin({}, 30, {})).toEqual({});
  });
});

describe('queued work', () => {
  it('carries the active traceparent into the job, and the worker continues the trace under it', async () => {
    expect(activeTraceparent()).toBeUndefined();
    const producer = trace.getTracer('test').startSpan('enqueue');
    const traceparent = context.with(trace.setSpan(context.active(), producer), activeTraceparent);
    producer.end();
    expect(traceparent).toMatch(TRACEPARENT_PATTERN);

    const result = await runAsConsumer('process pdf', traceparent, { 'messaging.system': 'bullmq' }, () =>
      runInChildSpan('render pdf', {}, async () => 'rendered'),
    );
    expect(result).toBe('rendered');
    const consumer = finished('process pdf');
    const render = finished('render pdf');
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(consumer.spanContext().traceId).toBe(producer.spanContext().traceId);
    expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    expect(render.parentSpanContext?.spanId).toBe(consumer.spanContext().spanId);
  });

  it('starts a trace of its own for a job without one, and records a failure', async () => {
    await expect(runAsConsumer('process pdf', undefined, {}, () => Promise.reject(new Error('no chromium')))).rejects.toThrow('no chromium');
    const consumer = finished('process pdf');
    expect(consumer.parentSpanContext).toBeUndefined();
    expect(consumer.status).toMatchObject({ code: SpanStatusCode.ERROR, message: 'no chromium' });
  });
});

describe('starting tracing', () => {
  it('registers nothing without an endpoint', () => {
    expect(startTracing({ service: 'kit-test', endpoint: undefined, sampleRatio: 1 })).toBeNull();
  });

  it("sends to the endpoint's /v1/traces", () => {
    expect(tracesUrl('http://collector:4318')).toBe('http://collector:4318/v1/traces');
    expect(tracesUrl('https://otel.example/otlp/')).toBe('https://otel.example/otlp/v1/traces');
  });
});

describe('head sampling', () => {
  const decide = (ratio: number, traceId: string, parentFlags?: TraceFlags) => {
    const parent =
      parentFlags === undefined ? ROOT_CONTEXT : trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: CALLER_SPAN, traceFlags: parentFlags, isRemote: true });
    return headSampler(ratio).shouldSample(parent, traceId, 'GET /x', SpanKind.SERVER, {}, []).decision;
  };
  const LOW_TRACE = '00000000000000000000000000000001';
  const HIGH_TRACE = 'ffffffff000000000000000000000000';

  it('keeps a new trace by its trace id, at the ratio', () => {
    expect(decide(1, HIGH_TRACE)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(0, LOW_TRACE)).toBe(SamplingDecision.NOT_RECORD);
    // The decision hangs on the trace id alone: a low id is within a tenth, a high one is not.
    expect(decide(0.1, LOW_TRACE)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(0.1, HIGH_TRACE)).toBe(SamplingDecision.NOT_RECORD);
  });

  it("follows the caller's decision whatever the ratio", () => {
    expect(decide(0, HIGH_TRACE, TraceFlags.SAMPLED)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(1, LOW_TRACE, TraceFlags.NONE)).toBe(SamplingDecision.NOT_RECORD);
  });

  it('reads OTEL_TRACES_SAMPLE_RATIO as a share, one in ten by default', () => {
    const schema = z.object(tracingConfigShape);
    expect(schema.parse({}).OTEL_TRACES_SAMPLE_RATIO).toBe(0.1);
    expect(schema.parse({ OTEL_TRACES_SAMPLE_RATIO: '1' }).OTEL_TRACES_SAMPLE_RATIO).toBe(1);
    expect(schema.safeParse({ OTEL_TRACES_SAMPLE_RATIO: '1.5' }).success).toBe(false);
    expect(schema.safeParse({ OTEL_TRACES_SAMPLE_RATIO: '-0.1' }).success).toBe(false);
  });
});
