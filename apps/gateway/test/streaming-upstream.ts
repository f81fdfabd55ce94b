import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** Body bytes received so far; grows while the body streams in. */
  bytes: number;
  /** Whether the body arrived whole, or the caller broke off. */
  complete: boolean;
}

export interface StreamingUpstream {
  url: string;
  calls: ReceivedCall[];
  close(): Promise<void>;
}

/**
 * A service on a real socket that reads bodies as they stream in, counting and hashing them
 * without keeping them, and answers with what it received (headers included) once a body ends.
 * `/ready` answers so the gateway's health check sees it up.
 */
export async function startStreamingUpstream(): Promise<StreamingUpstream> {
  const calls: ReceivedCall[] = [];
  const server: Server = createServer((request, response) => {
    const call: ReceivedCall = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, bytes: 0, complete: false };
    if (call.url !== '/ready') calls.push(call);
    const hash = createHash('sha256');
    request.on('data', (chunk: Buffer) => {
      call.bytes += chunk.length;
      hash.update(chunk);
    });
    request.on('end', () => {
      call.complete = true;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: true, status: 'ready', checks: {}, received: { headers: request.headers, bytes: call.bytes, sha256: hash.digest('hex') } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
