import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildNotify } from './helper.js';
import { SmtpSink } from './smtp-sink.js';

export interface NotifyWithSink {
  readonly app: FastifyInstance;
  readonly sink: SmtpSink;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} starts in beforeAll: read it inside a test.`);
  return value;
}

/**
 * Starts an SMTP sink and a notify app that mails through it before a file's tests and closes both
 * after them. `env` is added to the app's config (SMTP_URL is the sink's).
 */
export function notifyWithSink(env: Record<string, string> = {}): NotifyWithSink {
  let sink: SmtpSink | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await buildNotify({ SMTP_URL: sink.url, ...env });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });
  return {
    get app() {
      return started(app, 'notify app');
    },
    get sink() {
      return started(sink, 'SMTP sink');
    },
  };
}
