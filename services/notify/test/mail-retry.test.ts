import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, buildNotify, enquiryPayload, eventually } from './helper.js';
import { SmtpSink, freePort } from './smtp-sink.js';

describe('mail while the SMTP server is down', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    // The port is chosen now; the server listens on it only later in the test.
    sink = new SmtpSink(await freePort());
    app = await buildNotify({ SMTP_URL: sink.url, MAIL_ATTEMPTS: '20', MAIL_BACKOFF_MS: '100' });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  it('is retried and delivered once the server is back, nothing lost', async () => {
    const payload = enquiryPayload();
    const res = await app.inject({ method: 'POST', url: '/api/enquiry/send', payload });
    expect(res.json()).toEqual({ success: true });

    const headers = await adminHeaders();
    const outbox = async () => (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers })).json().data as Array<Record<string, unknown>>;
    // At least two failed attempts are recorded while nobody listens.
    const failing = await eventually(async () => {
      const messages = await outbox();
      return messages.length === 2 && messages.every((m) => (m.attempts as number) >= 2) ? messages : undefined;
    });
    for (const message of failing) {
      expect(message.status).toBe('queued');
      expect(message.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(message.sentAt).toBeNull();
    }

    await sink.listen();
    await sink.waitFor(() => sink.to(payload.vendorEmail).length === 1 && sink.to('admin@stallplan.local').length === 1, 20_000);

    const delivered = await eventually(async () => {
      const messages = await outbox();
      return messages.every((m) => m.status === 'sent') ? messages : undefined;
    });
    for (const message of delivered) {
      expect(message.lastError).toBeNull();
      expect(message.attempts as number).toBeGreaterThanOrEqual(3);
    }
    // Each message arrived exactly once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(2);

    // Every refused attempt counted as a failure, every message's last one as completed.
    const metrics = await app.metrics.metrics();
    const sample = (pattern: RegExp) => Number(pattern.exec(metrics)?.[1]);
    const failedAttempts = failing.reduce((sum, message) => sum + (message.attempts as number), 0);
    expect(sample(/^stallplan_jobs_failed_total\{queue="[^"]+",service="notify"\} (\d+)$/m)).toBeGreaterThanOrEqual(failedAttempts);
    expect(sample(/^stallplan_job_duration_seconds_count\{[^}]*outcome="completed"[^}]*\} (\d+)$/m)).toBe(2);
    expect(metrics).toMatch(/^stallplan_queue_jobs\{queue="[^"]+",state="waiting",service="notify"\} 0$/m);
  });
});
