import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { IntegrationEventJob } from '@stallplan/contracts';
import { openIntegrationEventsQueue, queuedIntegrationEvents } from '@stallplan/service-kit/queues';
import { adminHeaders, buildNotify, enquiryPayload } from './helper.js';

describe('integration events from notify', () => {
  let app: FastifyInstance;
  let events: Queue<IntegrationEventJob>;
  /** The enquiries published whose data matches (the queue is shared: each test finds its own by ids). */
  const published = async (match: (data: Record<string, unknown>) => boolean) =>
    (await queuedIntegrationEvents(events, 'enquiry.created')).filter((event) => match(event.data));

  beforeAll(async () => {
    app = await buildNotify({ ENQUIRY_LIMIT_PER_VENDOR: '1' });
    events = openIntegrationEventsQueue({ url: inject('redisUrl') });
  });
  afterAll(async () => {
    await events.close();
    await app.close();
  });

  it('publishes enquiry.created once the enquiry is stored, with the exhibitor only in contact', async () => {
    const vendorName = `Bright Booths ${randomBytes(3).toString('hex')}`;
    const payload = enquiryPayload({ vendorName, vendorId: 'a'.repeat(24) });
    const res = await app.inject({ method: 'POST', url: '/api/enquiry/send', payload });
    expect(res.statusCode).toBe(200);

    const list = await app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: await adminHeaders() });
    const stored = (list.json().data as { id: string; vendorEmail: string; createdAt: string }[]).find(
      (enquiry) => enquiry.vendorEmail === payload.vendorEmail,
    );
    expect(stored).toBeDefined();

    const [event, ...more] = await published((data) => data.enquiryId === stored?.id);
    expect(more).toEqual([]);
    expect(event?.data).toEqual({
      enquiryId: stored?.id,
      vendorId: 'a'.repeat(24),
      vendorName,
      exhibitionName: 'India Tech Expo',
      city: 'New Delhi',
      createdAt: stored?.createdAt,
    });
    expect(event?.contact).toEqual({ name: 'Asha Rao', email: payload.emailAddress, phone: '+91 98765 43210', company: payload.companyName });
    // No contact detail of anyone, the vendor's included, in data.
    const data = JSON.stringify(event?.data);
    for (const detail of [payload.emailAddress, payload.vendorEmail, payload.mobileNumber, payload.yourName, payload.companyName])
      expect(data).not.toContain(detail);
  });

  it('leaves placeholders out of contact', async () => {
    const vendorName = `Plain Booths ${randomBytes(3).toString('hex')}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiry/send',
      payload: enquiryPayload({ vendorName, yourName: '', mobileNumber: '', companyName: '' }),
    });
    expect(res.statusCode).toBe(200);
    const [event] = await published((data) => data.vendorName === vendorName);
    expect(event?.data).toMatchObject({ vendorId: null, vendorName });
    expect(Object.keys(event?.contact ?? {})).toEqual(['email']);
  });

  it('publishes nothing for an enquiry it refuses', async () => {
    const vendorName = `Busy Booths ${randomBytes(3).toString('hex')}`;
    const payload = enquiryPayload({ vendorName });
    expect((await app.inject({ method: 'POST', url: '/api/enquiry/send', payload })).statusCode).toBe(200);
    // Over the vendor's limit of one: refused with 429, not stored, not published.
    const refused = await app.inject({ method: 'POST', url: '/api/enquiry/send', payload: { ...payload, companyName: 'Second Co' } });
    expect(refused.statusCode).toBe(429);
    const invalid = await app.inject({ method: 'POST', url: '/api/enquiry/send', payload: enquiryPayload({ vendorName, vendorEmail: 'not-an-address' }) });
    expect(invalid.statusCode).toBe(400);
    expect(await published((data) => data.vendorName === vendorName)).toHaveLength(1);
  });
});
