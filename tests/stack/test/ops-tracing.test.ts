import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupQuietly, eventually, quoteRequest } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/*
 * Traces across the processes: a quote PDF asked for through the gateway with a traceparent of
 * the client's, followed into quotes, through the PDF queue and into the quotes-worker, as a local
 * OTLP/HTTP receiver gets them.
 */

/** One span as OTLP/HTTP JSON carries it (ids in hex), with the service.name of its resource. */
interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string }[] }[];
  }[];
}

const SPAN_KIND = { internal: 1, server: 2, consumer: 5 } as const;

function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        name: span.name,
        kind: span.kind,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
      })),
    );
  });
}

/** A collector's OTLP/HTTP traces endpoint: POST /v1/traces, JSON (gzip or not). */
async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; contentTypes: Set<string>; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.add(String(request.headers['content-type']));
      const raw = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      spans.push(...spansOf(JSON.parse(text) as OtlpExport));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, contentTypes, server };
}

describe('traces: gateway → quotes → PDF queue → quotes-worker under one trace id', () => {
  let stack: TestStack | undefined;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  const logLines: { source: string; line: string }[] = [];
  const clientTrace = randomBytes(16).toString('hex');
  const clientSpan = randomBytes(8).toString('hex');

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    stack = await startTestStack({
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        // The SDK's batch goes out every 200 ms instead of every 5 s, so the test need not wait.
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
      log: (source, line) => logLines.push({ source, line }),
    });
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
    receiver.server.close();
  });

  it("puts the gateway's, quotes' and the worker's spans of one PDF request in one tree under the client's span", async () => {
    const response = await fetch(`${stack!.gatewayUrl}/api/generate-quote-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${clientTrace}-${clientSpan}-01` },
      body: JSON.stringify(quoteRequest(`Traced ${clientTrace.slice(0, 6)}`)),
      signal: AbortSignal.timeout(60_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');

    const inTrace = () => receiver.spans.filter((span) => span.traceId === clientTrace);
    const one = (what: string, match: (span: ReceivedSpan) => boolean) => {
      const found = inTrace().filter(match);
      if (found.length !== 1)
        throw new Error(
          `${what}: ${found.length} spans (${inTrace()
            .map((span) => `${span.service} ${span.name}`)
            .join(', ')})`,
        );
      return found[0]!;
    };
    // The gateway's span ends as the PDF is sent; the batches of three processes come in at their own pace.
    await eventually(
      'spans of the gateway, quotes and the worker',
      async () => {
        const services = new Set(inTrace().map((span) => span.service));
        return ['gateway', 'quotes', 'quotes-worker'].every((service) => services.has(service)) && inTrace().some((span) => span.name === 'render pdf')
          ? true
          : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(receiver.contentTypes).toEqual(new Set(['application/json']));

    const gateway = one('the gateway SERVER span', (span) => span.service === 'gateway' && span.kind === SPAN_KIND.server);
    const quotes = one('the quotes SERVER span', (span) => span.service === 'quotes' && span.kind === SPAN_KIND.server);
    const consumer = one('the worker CONSUMER span', (span) => span.service === 'quotes-worker' && span.kind === SPAN_KIND.consumer);
    const render = one('the render span', (span) => span.name === 'render pdf');
    expect(gateway.name).toBe('POST /api/generate-quote-pdf');
    expect(quotes.name).toBe('POST /api/generate-quote-pdf');
    expect(consumer.name).toBe('process pdf');

    // One tree: the client's span → gateway → quotes → the job's consumer span → the render.
    expect(gateway.parentSpanId).toBe(clientSpan);
    expect(quotes.parentSpanId).toBe(gateway.spanId);
    expect(consumer.parentSpanId).toBe(quotes.spanId);
    expect(render.service).toBe('quotes-worker');
    expect(render.parentSpanId).toBe(consumer.spanId);
    // Whatever else the trace holds hangs off a span of it: no second root, no orphan.
    const ids = new Set([clientSpan, ...inTrace().map((span) => span.spanId)]);
    expect(inTrace().filter((span) => !ids.has(span.parentSpanId))).toEqual([]);

    // The log lines of the request name its trace, in the gateway and in quotes.
    const logged = (source: string) =>
      logLines
        .filter((entry) => entry.source === source && entry.line.includes(`"trace_id":"${clientTrace}"`))
        .map((entry) => JSON.parse(entry.line) as { msg: string });
    expect(logged('gateway').map((line) => line.msg)).toContain('request completed');
    expect(logged('quotes').map((line) => line.msg)).toContain('request completed');
  });
});
