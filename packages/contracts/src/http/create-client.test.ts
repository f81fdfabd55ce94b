import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminAuthRoutes } from '../admin-auth.js';
import { ApiError, createClient, createLazyClient } from './create-client.js';
import { defineRoutes, fileResponseSchema } from './define-routes.js';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(response: () => Response, sent: Sent[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return response();
  }) as typeof fetch;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

const itemRoutes = defineRoutes({
  getItem: {
    method: 'GET',
    path: '/api/items/:id',
    summary: 'one item',
    params: z.object({ id: z.string() }),
    query: z.object({ full: z.string().optional(), tags: z.array(z.string()).optional() }),
    responses: {
      200: z.object({ success: z.literal(true), data: z.object({ name: z.string() }) }),
      404: z.object({ success: z.literal(false), error: z.string() }),
    },
  },
  download: {
    method: 'POST',
    path: '/api/items/pdf',
    summary: 'a file',
    body: z.object({ n: z.number() }),
    responses: { 200: fileResponseSchema },
  },
});

describe('createClient', () => {
  it('fills the path, encodes the query, and narrows the answer by status', async () => {
    const sent: Sent[] = [];
    const client = createClient(itemRoutes, { baseUrl: 'http://gw', fetch: fakeFetch(() => json(200, { success: true, data: { name: 'Booth' } }), sent) });
    const result = await client.getItem({ params: { id: 'a/b' }, query: { full: 'yes', tags: ['x', 'y'] } });
    expect(sent[0]?.url).toBe('http://gw/api/items/a%2Fb?full=yes&tags=x&tags=y');
    expect(result.status).toBe(200);
    if (result.status === 200) expect(result.body.data.name).toBe('Booth');
  });

  it('returns declared error statuses as values', async () => {
    const client = createClient(itemRoutes, { baseUrl: '', fetch: fakeFetch(() => json(404, { success: false, error: 'Item not found' })) });
    const result = await client.getItem({ params: { id: '1' } });
    expect(result).toEqual({ status: 404, body: { success: false, error: 'Item not found' } });
  });

  it('throws ApiError with the server sentence for an undeclared status', async () => {
    const client = createClient(itemRoutes, { baseUrl: '', fetch: fakeFetch(() => json(503, { success: false, error: 'catalog service is unavailable' })) });
    await expect(client.getItem({ params: { id: '1' } })).rejects.toMatchObject({ name: 'ApiError', status: 503, message: 'catalog service is unavailable' });
  });

  it('refuses a body that breaks the contract', async () => {
    const client = createClient(itemRoutes, { baseUrl: '', fetch: fakeFetch(() => json(200, { success: true, data: { name: 4 } })) });
    await expect(client.getItem({ params: { id: '1' } })).rejects.toThrow('Invalid response format');
  });

  it('turns a network failure into ApiError', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const client = createClient(itemRoutes, { baseUrl: '', fetch: failing });
    await expect(client.getItem({ params: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
  });

  it('sends JSON bodies and reads files with their name', async () => {
    const sent: Sent[] = [];
    const pdf = () =>
      new Response(new Uint8Array([37, 80, 68, 70]), {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="quote-2026.pdf"' },
      });
    const client = createClient(itemRoutes, { baseUrl: '', fetch: fakeFetch(pdf, sent) });
    const result = await client.download({ body: { n: 1 } });
    expect(sent[0]?.init.body).toBe('{"n":1}');
    expect(result.fileName).toBe('quote-2026.pdf');
    expect(result.body).toBeInstanceOf(Blob);
    expect(result.body.size).toBe(4);
  });

  it('sends the admin token only on admin routes, read at call time', async () => {
    const sent: Sent[] = [];
    let token: string | null = null;
    const client = createClient(adminAuthRoutes, {
      baseUrl: '',
      adminToken: () => token,
      fetch: fakeFetch(() => json(200, { success: true }), sent),
    });
    token = 'abc';
    await client.adminVerify({});
    expect((sent[0]?.init.headers as Record<string, string>)['x-admin-token']).toBe('abc');
    await client.adminLogin({ body: { password: 'x' } }).catch(() => undefined);
    expect((sent[1]?.init.headers as Record<string, string>)['x-admin-token']).toBeUndefined();
  });
});

describe('createLazyClient', () => {
  it('loads the route table once, on the first call, and calls like the eager client', async () => {
    let loads = 0;
    const sent: Sent[] = [];
    const client = createLazyClient(
      async () => {
        loads += 1;
        return itemRoutes;
      },
      { baseUrl: 'http://gateway', fetch: fakeFetch(() => json(200, { success: true, data: { name: 'Booth' } }), sent) },
    );
    expect(loads).toBe(0);
    await expect(client.getItem({ params: { id: 'a b' } })).resolves.toEqual({ status: 200, body: { success: true, data: { name: 'Booth' } } });
    await client.getItem({ params: { id: 'c' } });
    expect(loads).toBe(1);
    expect(sent.map(({ url }) => url)).toEqual(['http://gateway/api/items/a%20b', 'http://gateway/api/items/c']);
  });

  it('asks for the table again after a failed load, and says the server could not be reached', async () => {
    let loads = 0;
    const client = createLazyClient(
      async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk failed');
        return itemRoutes;
      },
      { baseUrl: '', fetch: fakeFetch(() => json(404, { success: false, error: 'No such item.' })) },
    );
    await expect(client.getItem({ params: { id: 'x' } })).rejects.toMatchObject({ name: 'ApiError', message: 'Could not reach the server: chunk failed' });
    await expect(client.getItem({ params: { id: 'x' } })).resolves.toMatchObject({ status: 404 });
    expect(loads).toBe(2);
  });

  it('is not a thenable, so awaiting it does not call a route', async () => {
    const client = createLazyClient(async () => itemRoutes, { baseUrl: '' });
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(client)).resolves.toBe(client);
  });
});
