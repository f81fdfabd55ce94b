import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '@stallplan/dev-stack';
import type { TestStack } from './stack.js';

/** Polls `check` until it returns something other than undefined, or fails naming `what` and the last value seen. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
      lastProblem = 'condition not met';
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${lastProblem})`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
  }
}

/**
 * Steady load: `workers` loops, each sending one request after another until stopped. `send(round)`
 * makes one request and returns its sample; loop k counts its rounds from `firstRound(k)`.
 */
export function steadyLoad<S>(workers: number, send: (round: number) => Promise<S>, firstRound: (worker: number) => number = (worker) => worker) {
  const samples: S[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_unused, worker) => {
    for (let round = firstRound(worker); running; round += 1) samples.push(await send(round));
  });
  return {
    samples,
    async stop(): Promise<S[]> {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

export interface Answer {
  status: number;
  ms: number;
  body: unknown;
  contentType: string;
}

/**
 * One call through the gateway. A fetch that fails outright (connection refused, our own timeout)
 * is status 0, so a test can count it as a failure rather than crash on it.
 */
export async function call(
  stack: TestStack,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['x-admin-token'] = options.token;
  try {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const contentType = response.headers.get('content-type') ?? '';
    const body: unknown = contentType.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, ms: Date.now() - started, body, contentType };
  } catch (error) {
    return { status: 0, ms: Date.now() - started, body: error instanceof Error ? error.message : String(error), contentType: '' };
  }
}

/** Like `call`, but the answer must be 2xx JSON; returns its body. */
export async function callOk<T = Record<string, unknown>>(
  stack: TestStack,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const answer = await call(stack, method, path, options);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

export async function adminToken(stack: TestStack): Promise<string> {
  const login = await callOk<{ data: { token: string } }>(stack, 'POST', '/api/admin/login', { body: { password: stack.secrets.adminPassword } });
  return login.data.token;
}

export interface TestVendor {
  id: string;
  name: string;
  email: string;
}

/** An approved vendor to address enquiries to. */
export async function createActiveVendor(stack: TestStack, token: string): Promise<TestVendor> {
  const tag = randomBytes(3).toString('hex');
  const name = `Fault Booths ${tag}`;
  const email = `vendor-${tag}@vendor.example`;
  const created = await callOk<{ data: { id?: string; _id?: string } }>(stack, 'POST', '/api/admin/vendors', {
    token,
    body: { name, category: 'booth', city: 'Mumbai', state: 'Maharashtra', isActive: true, contact: { email } },
  });
  const id = created.data.id ?? created.data._id;
  if (!id) throw new Error(`the created vendor has no id: ${JSON.stringify(created)}`);
  return { id, name, email };
}

/** An enquiry to `vendor`, its company tagged so the test can find its own. */
export function enquiryTo(vendor: TestVendor, tag: string) {
  return {
    companyName: `Fault Co ${tag}`,
    yourName: 'Asha Rao',
    mobileNumber: '+91 98765 43210',
    emailAddress: `asha-${tag}@client.example`,
    exhibitionName: 'India Tech Expo',
    arrivalCity: 'New Delhi',
    boothArea: 36,
    boothUnit: 'sqm',
    vendorName: vendor.name,
    vendorEmail: vendor.email,
    vendorId: vendor.id,
  };
}

/** A small but complete final-quote request; the company name tags it. */
export function quoteRequest(company: string) {
  return {
    formData: {
      companyName: company,
      yourName: 'Asha Rao',
      emailAddress: 'asha@example.com',
      exhibitionName: 'India Industrial Expo',
      originCity: 'Mumbai',
      destinationCity: 'New Delhi',
      boothSize: 36,
      teamSize: 3,
      eventDuration: 3,
    },
  };
}

export interface OutboxEntry {
  id: string;
  to: string[];
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

/** The newest outbox messages (enough for one test file's mail). */
export async function outbox(stack: TestStack, token: string): Promise<OutboxEntry[]> {
  const page = await callOk<{ data: OutboxEntry[] }>(stack, 'GET', '/api/admin/outbox?limit=100', { token });
  return page.data;
}

/** Outbox entries addressed to one of `addresses`. */
export function addressedTo(entries: OutboxEntry[], addresses: string[]): OutboxEntry[] {
  return entries.filter((entry) => entry.to.some((to) => addresses.some((address) => to.includes(address))));
}

export interface ReceivedMail {
  rcptTo: string[];
  /** The message as received, with folded header lines joined so a subject can be searched whole. */
  raw: string;
}

/**
 * A real SMTP server in the test process. `hold()` keeps every message at the end of DATA
 * unanswered until `release()`, so mail jobs stay in flight while a test breaks something.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private holding = false;
  private readonly waiting: Array<() => void> = [];

  private constructor(readonly port: number) {}

  /** A sink on a free port, not listening yet. */
  static async onFreePort(): Promise<SmtpSink> {
    return new SmtpSink(await findFreePort());
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get heldCount(): number {
    return this.waiting.length;
  }

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const answer of this.waiting.splice(0)) answer();
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate for the client to reject.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const accept = () => {
            this.received.push({
              rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks)
                .toString('utf8')
                .replace(/\r\n[ \t]+/g, ' '),
            });
            callback();
          };
          if (this.holding) this.waiting.push(accept);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops open connections, as a mail server that goes away would. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // smtp-server waits for its clients to leave; a crash would not.
      for (const connection of (server as unknown as { connections?: Set<{ close(): void }> }).connections ?? []) connection.close();
    });
  }

  /** Messages whose envelope names `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.rcptTo.includes(address));
  }
}

/** A stack on its own infrastructure may leave its processes behind when a start fails; this keeps cleanup safe to call. */
export async function cleanupQuietly(stack: TestStack | undefined): Promise<void> {
  await stack?.cleanup().catch((error: unknown) => console.warn('stack cleanup failed', error));
}
