import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@stallplan/service-kit';

export interface UpstreamFixture {
  url: string;
  /** Every request that reached the service, in order. */
  seen: { method: string; url: string; requestId: string | undefined; forwardedFor: string | undefined }[];
  /** The headers of each of those requests, in the same order. */
  headersSeen: IncomingHttpHeaders[];
  close(): Promise<void>;
}

/**
 * A real HTTP service on a real socket standing in for one of ours: it answers /ready and
 * echoes every other call, so a test sees exactly what the gateway forwarded.
 */
export async function startUpstream(name: string, ready = true): Promise<UpstreamFixture> {
  const server: FastifyInstance = createServer({ service: name, logger: false });
  const seen: UpstreamFixture['seen'] = [];
  const headersSeen: IncomingHttpHeaders[] = [];
  server.addHook('onRequest', async (request) => {
    if (request.url !== '/ready') {
      seen.push({
        method: request.method,
        url: request.url,
        requestId: request.headers['x-request-id'] as string | undefined,
        forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      });
      headersSeen.push({ ...request.headers });
    }
  });
  // Non-JSON bodies are summarised so a test can check every byte arrived.
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, {
      bytes: (body as Buffer).length,
      sha256: createHash('sha256')
        .update(body as Buffer)
        .digest('hex'),
    }),
  );
  if (!ready) server.readinessChecks.set('mongo', async () => Promise.reject(new Error('is stopped')));
  server.all('/api/*', async (request) => ({ success: true, data: { service: name, method: request.method, url: request.url, body: request.body ?? null } }));
  server.all('/generate-roi-guide', async () => ({ success: true, data: { service: name } }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, headersSeen, close: () => server.close() };
}

/** A port nothing listens on: the service is down. */
export async function closedPortUrl(): Promise<string> {
  const fixture = await startUpstream('gone');
  await fixture.close();
  return fixture.url;
}
