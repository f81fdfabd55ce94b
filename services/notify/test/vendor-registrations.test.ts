import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNotify, outboxSettled, serviceHeaders } from './helper.js';
import { SmtpSink } from './smtp-sink.js';

describe('POST /internal/vendor-registrations', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await buildNotify({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  it('tells the vendor the profile awaits approval, once per vendor', async () => {
    const body = { vendorId: `v${Date.now()}`, name: 'Bright Booths', email: `reg-${Date.now()}@vendor.example` };
    const first = await app.inject({ method: 'POST', url: '/internal/vendor-registrations', headers: await serviceHeaders(), payload: body });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ success: true, duplicate: false });
    const again = await app.inject({ method: 'POST', url: '/internal/vendor-registrations', headers: await serviceHeaders(), payload: body });
    expect(again.json()).toEqual({ success: true, duplicate: true });

    await sink.waitFor(() => sink.to(body.email).length === 1);
    await outboxSettled(app);
    const [mail] = sink.to(body.email);
    expect(sink.to(body.email)).toHaveLength(1);
    expect(mail?.parsed.subject).toBe('Your StallPlan vendor registration was received');
    expect(mail?.parsed.text).toContain('Your vendor profile has been submitted and is awaiting approval.');
  });

  it('refuses a bad address with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/internal/vendor-registrations',
      headers: await serviceHeaders(),
      payload: { vendorId: 'v1', name: 'X', email: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('E-mail must be a valid e-mail address.');
  });
});
