import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_CLIENT_LIMIT_MESSAGE, ENQUIRY_VENDOR_LIMIT_MESSAGE } from '../src/routes/enquiries/index.js';
import { adminHeaders, buildNotify, enquiryPayload, outboxSettled } from './helper.js';
import { notifyWithSink } from './notify-with-sink.js';

const ADMIN = 'admin-enquiries@stallplan.test';

describe('POST /api/enquiry/send', () => {
  const notify = notifyWithSink({ ADMIN_EMAIL: ADMIN, MAIL_FROM: 'StallPlan <no-reply@stallplan.test>' });

  it('stores the enquiry and mails the vendor and the admin a copy', async () => {
    const payload = enquiryPayload();
    const res = await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', payload });
    expect(res.json()).toEqual({ success: true });
    expect(res.statusCode).toBe(200);

    const copied = () => notify.sink.to(ADMIN).some((m) => m.parsed.subject?.includes(payload.companyName) ?? false);
    await notify.sink.waitFor(() => notify.sink.to(payload.vendorEmail).length === 1 && copied());
    const [vendorMail] = notify.sink.to(payload.vendorEmail);
    expect(vendorMail?.rcptTo).toEqual([payload.vendorEmail]);
    expect(vendorMail?.mailFrom).toBe('no-reply@stallplan.test');
    expect(vendorMail?.parsed.subject).toBe(`Booth enquiry from ${payload.companyName} for India Tech Expo`);
    expect(vendorMail?.parsed.replyTo?.value[0]?.address).toBe(payload.emailAddress);
    const text = vendorMail?.parsed.text ?? '';
    expect(text).toContain('Dear Bright Booths,');
    expect(text).toContain('Contact person: Asha Rao');
    expect(text).toContain('Mobile: +91 98765 43210');
    expect(text).toContain('Booth area: 36 sq m');
    expect(text).toContain('Walls: Octonorm');
    expect(text).toContain('₹3,06,000');
    expect(text).toContain('Estimated design cost: ₹3,18,600');
    expect(vendorMail?.parsed.html).toContain('<table');

    const copy = notify.sink.to(ADMIN).find((m) => m.parsed.subject?.includes(payload.companyName));
    expect(copy?.rcptTo).toEqual([ADMIN]);
    expect(copy?.parsed.subject).toBe(`Copy: Booth enquiry from ${payload.companyName} for India Tech Expo`);
    expect(copy?.parsed.text).toContain(payload.vendorEmail);

    const list = await notify.app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: await adminHeaders() });
    expect(list.json().data[0]).toMatchObject({ vendorEmail: payload.vendorEmail, companyName: payload.companyName, boothArea: 36 });
  });

  it('fills blank details with their defaults', async () => {
    const payload = enquiryPayload({ companyName: '', yourName: ' ', mobileNumber: '', emailAddress: '', exhibitionName: '', eventType: '' });
    const res = await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', payload });
    expect(res.statusCode).toBe(200);
    await notify.sink.waitFor(() => notify.sink.to(payload.vendorEmail).length === 1);
    const mail = notify.sink.to(payload.vendorEmail)[0];
    expect(mail?.parsed.subject).toBe('Booth enquiry from Exhibition Participant for Exhibition Event');
    expect(mail?.parsed.text).toContain('Contact person: Prospective Client');
    expect(mail?.parsed.text).toContain('Industry: Electronics');
    expect(mail?.parsed.text).toContain('Please contact the client on Not provided.');
    // No client address: no Reply-To pointing anywhere made up.
    expect(mail?.parsed.replyTo).toBeUndefined();
  });

  it('refuses a bad payload with 400 and a sentence, and sends nothing', async () => {
    await outboxSettled(notify.app);
    const before = notify.sink.messages.length;
    const missingVendor = await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', payload: enquiryPayload({ vendorEmail: undefined }) });
    expect(missingVendor.statusCode).toBe(400);
    expect(missingVendor.json()).toMatchObject({ success: false, error: expect.stringMatching(/vendorEmail/) });

    const badEmail = await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', payload: enquiryPayload({ vendorEmail: 'not-an-address' }) });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toContain('Vendor e-mail must be a valid e-mail address.');

    const injectedAddress = await notify.app.inject({
      method: 'POST',
      url: '/api/enquiry/send',
      payload: enquiryPayload({ vendorEmail: 'vendor@vendor.example\r\nBcc: evil@example.com' }),
    });
    expect(injectedAddress.statusCode).toBe(400);

    const notJson = await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ success: false, error: 'The request body is not valid JSON.' });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notify.sink.messages.length).toBe(before);
  });

  it('refuses a line break in a name before anything is stored or mailed, so it can never add a recipient or a header', async () => {
    const evil = '\r\nBcc: evil@example.com';
    for (const field of ['yourName', 'vendorName', 'companyName']) {
      const payload = enquiryPayload({ [field]: `Mallory${evil}` });
      const res = await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/must be a single line without control or text-direction characters/);
    }
    // A valid enquiry sent after them is delivered; nothing of the refused ones went out with it.
    const ok = enquiryPayload();
    await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', payload: ok });
    await notify.sink.waitFor(() => notify.sink.to(ok.vendorEmail).length === 1);
    expect(notify.sink.to('evil@example.com')).toHaveLength(0);
    expect(notify.sink.messages.some((m) => m.parsed.subject?.includes('Mallory') ?? false)).toBe(false);
  });

  it('escapes HTML in what the client typed', async () => {
    const payload = enquiryPayload({ companyName: '<script>alert(1)</script> & Co' });
    await notify.app.inject({ method: 'POST', url: '/api/enquiry/send', payload });
    await notify.sink.waitFor(() => notify.sink.to(payload.vendorEmail).length === 1);
    const html = String(notify.sink.to(payload.vendorEmail)[0]?.parsed.html);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
  });
});

describe('enquiry rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // No SMTP server: the messages are held, which is all these tests need.
    app = await buildNotify({ ENQUIRY_LIMIT_PER_IP: '2', ENQUIRY_LIMIT_PER_VENDOR: '3' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 with a sentence once a client sends too many', async () => {
    const send = () => app.inject({ method: 'POST', url: '/api/enquiry/send', remoteAddress: '10.1.1.1', payload: enquiryPayload() });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: ENQUIRY_CLIENT_LIMIT_MESSAGE });
    // Another client is not affected.
    expect((await app.inject({ method: 'POST', url: '/api/enquiry/send', remoteAddress: '10.1.1.2', payload: enquiryPayload() })).statusCode).toBe(200);
  });

  it('answers 429 once one vendor receives too many, from any clients', async () => {
    const vendorEmail = `busy-${Date.now()}@vendor.example`;
    const statuses: number[] = [];
    for (let client = 1; client <= 4; client += 1) {
      const res = await app.inject({ method: 'POST', url: '/api/enquiry/send', remoteAddress: `10.2.0.${client}`, payload: enquiryPayload({ vendorEmail }) });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toBe(ENQUIRY_VENDOR_LIMIT_MESSAGE);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('holds every message in the outbox when no SMTP server is configured', async () => {
    const payload = enquiryPayload();
    await app.inject({ method: 'POST', url: '/api/enquiry/send', remoteAddress: '10.3.0.1', payload });
    const outbox = await app.inject({ method: 'GET', url: '/api/admin/outbox?limit=2', headers: await adminHeaders() });
    const [copy, vendor] = outbox.json().data;
    expect(vendor).toMatchObject({ kind: 'enquiry', status: 'held', attempts: 0, to: [`Bright Booths <${payload.vendorEmail}>`] });
    expect(copy).toMatchObject({ kind: 'enquiry-copy', status: 'held', to: ['StallPlan admin <admin@stallplan.local>'] });
  });
});
