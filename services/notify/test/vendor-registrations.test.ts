import { describe, expect, it } from 'vitest';
import { outboxSettled, serviceHeaders } from './helper.js';
import { notifyWithSink } from './notify-with-sink.js';

describe('POST /internal/vendor-registrations', () => {
  const notify = notifyWithSink();

  it('mails the vendor the link that confirms the address, once per vendor', async () => {
    const confirmUrl = `http://localhost:5000/vendor/confirm/${'a'.repeat(43)}`;
    const body = { vendorId: `v${Date.now()}`, name: 'Bright Booths', email: `reg-${Date.now()}@vendor.example`, confirmUrl };
    const first = await notify.app.inject({ method: 'POST', url: '/internal/vendor-registrations', headers: await serviceHeaders(), payload: body });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ success: true, duplicate: false });
    const again = await notify.app.inject({ method: 'POST', url: '/internal/vendor-registrations', headers: await serviceHeaders(), payload: body });
    expect(again.json()).toEqual({ success: true, duplicate: true });

    await notify.sink.waitFor(() => notify.sink.to(body.email).length === 1);
    await outboxSettled(notify.app);
    const [mail] = notify.sink.to(body.email);
    expect(notify.sink.to(body.email)).toHaveLength(1);
    expect(mail?.parsed.subject).toBe('Confirm your e-mail address for your StallPlan vendor registration');
    expect(mail?.parsed.text).toContain(`Confirm my e-mail address: ${body.confirmUrl}`);
    expect(mail?.parsed.html).toContain(`href="${body.confirmUrl}"`);
    expect(mail?.parsed.text).toContain('your vendor profile is submitted for approval');
  });

  it('refuses a bad address with 400', async () => {
    const res = await notify.app.inject({
      method: 'POST',
      url: '/internal/vendor-registrations',
      headers: await serviceHeaders(),
      payload: { vendorId: 'v1', name: 'X', email: 'x', confirmUrl: 'http://localhost:5000/vendor/confirm/x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('E-mail must be a valid e-mail address.');
  });

  it('refuses a confirmation link that is no web address with 400', async () => {
    const res = await notify.app.inject({
      method: 'POST',
      url: '/internal/vendor-registrations',
      headers: await serviceHeaders(),
      payload: { vendorId: 'v2', name: 'X', email: 'x@vendor.example', confirmUrl: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('The confirmation link must be an http(s) address.');
  });
});
