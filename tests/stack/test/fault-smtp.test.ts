import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressedTo, adminToken, call, cleanupQuietly, createActiveVendor, enquiryTo, eventually, outbox, SmtpSink, type TestVendor } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

const ADMIN_EMAIL = 'admin@stallplan.local';
const ENQUIRIES = 3;

describe('the mail server down, then back', () => {
  let stack: TestStack | undefined;
  let sink: SmtpSink | undefined;
  let token = '';
  let vendor: TestVendor;

  beforeAll(async () => {
    // The sink's port is chosen now; nothing listens on it until the test says so.
    sink = await SmtpSink.onFreePort();
    stack = await startTestStack({
      ownInfra: true,
      env: {
        SMTP_URL: sink.url,
        ADMIN_EMAIL,
        // Retries close together and many of them, so the test waits seconds rather than minutes.
        MAIL_BACKOFF_MS: '200',
        MAIL_ATTEMPTS: '30',
        SMTP_TIMEOUT_MS: '2000',
      },
    });
    token = await adminToken(stack);
    vendor = await createActiveVendor(stack, token);
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
    await sink?.stop();
  });

  it('keeps enquiries in the outbox while it is down and delivers each exactly once when it is back', async () => {
    if (!stack || !sink) throw new Error('no stack');
    const tag = randomBytes(3).toString('hex');
    for (let index = 0; index < ENQUIRIES; index += 1) {
      const answer = await call(stack, 'POST', '/api/enquiry/send', { body: enquiryTo(vendor, `${tag}-${index}`) });
      // Accepted at once: the customer does not wait for, or learn about, the mail server.
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ success: true });
      expect(answer.ms).toBeLessThan(2_500);
    }

    const ours = async () => addressedTo(await outbox(stack!, token), [vendor.email, ADMIN_EMAIL]);
    // Several attempts fail while nobody listens; each message stays queued with the reason.
    const failing = await eventually('every message failed at least twice', async () => {
      const messages = await ours();
      return messages.length === ENQUIRIES * 2 && messages.every((message) => message.attempts >= 2) ? messages : undefined;
    });
    for (const message of failing) {
      expect(message.status).toBe('queued');
      expect(message.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(sink.received).toHaveLength(0);

    await sink.listen();
    const delivered = await eventually(
      'every message sent once the server is back',
      async () => {
        const messages = await ours();
        return messages.every((message) => message.status === 'sent') ? messages : undefined;
      },
      { timeoutMs: 60_000 },
    );
    expect(delivered).toHaveLength(ENQUIRIES * 2);
    for (const message of delivered) expect(message.lastError).toBeNull();

    // Exactly what the outbox says was sent arrived: one per message, none twice.
    expect(sink.to(vendor.email)).toHaveLength(ENQUIRIES);
    expect(sink.to(ADMIN_EMAIL)).toHaveLength(ENQUIRIES);
    for (let index = 0; index < ENQUIRIES; index += 1) {
      expect(sink.received.filter((mail) => mail.raw.includes(`Fault Co ${tag}-${index}`))).toHaveLength(2);
    }
  });

  it('delivers what was sent while it went away between two messages', async () => {
    if (!stack || !sink) throw new Error('no stack');
    const tag = randomBytes(3).toString('hex');
    const before = sink.received.length;
    await sink.stop();
    const answer = await call(stack, 'POST', '/api/enquiry/send', { body: enquiryTo(vendor, tag) });
    expect(answer.status).toBe(200);
    const marker = `Fault Co ${tag}`;
    await eventually('the new message failed once', async () => {
      const messages = (await outbox(stack!, token)).filter(
        (message) => message.subject.includes(marker) || message.to.some((to) => to.includes(vendor.email)),
      );
      return messages.some((message) => message.status === 'queued' && message.attempts >= 1) ? true : undefined;
    });
    await sink.listen();
    await eventually(
      'both mails of the enquiry arrive',
      async () => (sink!.received.filter((mail) => mail.raw.includes(marker)).length === 2 ? true : undefined),
      {
        timeoutMs: 60_000,
      },
    );
    expect(sink.received.length - before).toBe(2);
    await eventually('the outbox says sent', async () => ((await outbox(stack!, token)).every((message) => message.status === 'sent') ? true : undefined));
  });
});
