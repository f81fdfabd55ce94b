import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_KEY_ID_HEADER, type ApiScope, type IssuedApiKey, type IssuedWebhookEndpoint, type WebhookEventType } from '@stallplan/contracts';
import { SERVICE_TOKEN_HEADER, signServiceToken } from '@stallplan/service-kit';
import { adminHeaders, TEST_SERVICE_SECRET } from '../helper.js';

/** Issues a key through the admin route. */
export async function issueKey(app: FastifyInstance, scopes: ApiScope[], name = 'Test CRM'): Promise<IssuedApiKey> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: await adminHeaders(),
    payload: { name, ownerEmail: 'dev@crm.example', scopes },
  });
  if (res.statusCode !== 201) throw new Error(`issuing a key answered ${res.statusCode}: ${res.body}`);
  return res.json().data as IssuedApiKey;
}

/** What the gateway adds to a keyed request once it has checked the key: its id, and a service token that vouches for it. */
export async function keyHeaders(keyId: string): Promise<Record<string, string>> {
  const { token } = await signServiceToken({ secret: TEST_SERVICE_SECRET, issuer: 'gateway', audience: 'notify', subject: keyId });
  return { [API_KEY_ID_HEADER]: keyId, [SERVICE_TOKEN_HEADER]: token };
}

/** Registers an endpoint as the integrator does, with its key. */
export async function registerEndpoint(app: FastifyInstance, keyId: string, url: string, events: WebhookEventType[]): Promise<IssuedWebhookEndpoint> {
  const res = await app.inject({ method: 'POST', url: '/api/webhooks', headers: await keyHeaders(keyId), payload: { url, events } });
  if (res.statusCode !== 201) throw new Error(`registering an endpoint answered ${res.statusCode}: ${res.body}`);
  return res.json().data as IssuedWebhookEndpoint;
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers each request with the next status of a script (the last one repeats). */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly server: Server;

  private constructor(private statuses: number[]) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const status = this.statuses.length > 1 ? this.statuses.shift()! : (this.statuses[0] ?? 200);
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
      });
    });
  }

  static async start(statuses: number[] = [200]): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(statuses);
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
