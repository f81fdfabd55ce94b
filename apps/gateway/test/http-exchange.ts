import { request } from 'node:http';

export interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Whether the server answered "100 Continue" before its final answer. */
  continued: boolean;
  /** Whether the body was sent at all. */
  bodySent: boolean;
}

/**
 * One HTTP/1.1 call over a real socket. With `Expect: 100-continue` among the headers the body is
 * held back until the server asks for it, as curl does, and never sent if it answers first.
 */
export function exchange(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Exchange> {
  const awaitContinue = /100-continue/i.test(options.headers?.['expect'] ?? options.headers?.['Expect'] ?? '');
  return new Promise((resolve, reject) => {
    let continued = false;
    let bodySent = false;
    const call = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), continued, bodySent });
        if (!bodySent) call.destroy();
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.on('continue', () => {
      continued = true;
      bodySent = true;
      call.end(options.body);
    });
    if (!awaitContinue) {
      bodySent = options.body !== undefined;
      call.end(options.body);
    } else {
      call.flushHeaders();
    }
  });
}
