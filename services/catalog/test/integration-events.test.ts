import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { bidResponseSchema, briefCreatedResponseSchema, reviewResponseSchema, type IntegrationEventJob, type WebhookEventType } from '@stallplan/contracts';
import { openIntegrationEventsQueue, queuedIntegrationEvents } from '@stallplan/service-kit/queues';
import {
  addBuilder,
  BID,
  briefRequest,
  EXHIBITOR,
  startMailRecorder,
  updateBrief,
  dayFromToday,
  type MailRecorder,
  type TestBuilder,
} from './builder-bids-kit.js';
import { adminHeaders, type CatalogUnderTest, startCatalog, vendorInput } from './vendor-test-kit.js';

describe('integration events from catalog', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let recorder: MailRecorder;
  let events: Queue<IntegrationEventJob>;
  let admin: Record<string, string>;
  let builder: TestBuilder;

  /** The events of one type whose `data[key]` is `value` (the queue is shared: each test finds its own by ids). */
  const published = async (type: WebhookEventType, [key, value]: [string, unknown]) =>
    (await queuedIntegrationEvents(events, type)).filter((event) => event.data[key] === value);

  beforeAll(async () => {
    recorder = await startMailRecorder();
    catalog = await startCatalog({ NOTIFY_URL: recorder.url, REVIEW_INVITE_SWEEP_MS: '0' });
    app = catalog.app;
    admin = await adminHeaders();
    events = openIntegrationEventsQueue({ url: inject('redisUrl') });
    builder = await addBuilder(app);
  });
  afterAll(async () => {
    await events.close();
    await catalog.close();
    await recorder.close();
  });

  /** A brief to the builder and the builder's link from its invitation. */
  const sendBrief = async () => {
    const request = briefRequest([builder.id]);
    const created = briefCreatedResponseSchema.parse((await app.inject({ method: 'POST', url: '/api/briefs', payload: request })).json()).data;
    const invitation = recorder.ofKind('brief-invitation').find((mail) => mail.key === `brief-invitation:${created.briefId}:${builder.id}`);
    return { request, created, bidToken: invitation?.bidUrl.split('/').at(-1) ?? '' };
  };
  const submitBid = (bidToken: string, payload: object = BID) => app.inject({ method: 'PUT', url: `/api/bids/${bidToken}`, payload });

  describe('vendor.approved', () => {
    const patch = (id: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/admin/vendors/${id}`, headers: admin, payload });

    it('is published when the admin adds an active vendor, with the public fields only', async () => {
      const input = vendorInput();
      const created = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers: admin, payload: input });
      const vendor = created.json().data;
      const [event, ...more] = await published('vendor.approved', ['vendorId', vendor.id]);
      expect(more).toEqual([]);
      expect(event?.data).toEqual({
        vendorId: vendor.id,
        name: input.name,
        category: 'booth',
        city: 'Mumbai',
        state: 'Maharashtra',
        services: ['Design', 'Fabrication'],
        specialties: ['Custom booths'],
        serviceCities: ['Mumbai', 'Pune'],
        approvedAt: vendor.updatedAt,
      });
      expect(event).not.toHaveProperty('contact');
      expect(JSON.stringify(event)).not.toContain(vendor.contact.email);
    });

    it('is published once when an inactive vendor is activated, and not for other writes or refused ones', async () => {
      const vendor = (await app.inject({ method: 'POST', url: '/api/admin/vendors', headers: admin, payload: vendorInput({ isActive: false }) })).json().data;
      expect(await published('vendor.approved', ['vendorId', vendor.id])).toEqual([]);

      // A stale write is refused (412) and approves nothing.
      const stale = await app.inject({
        method: 'PATCH',
        url: `/api/admin/vendors/${vendor.id}`,
        headers: { ...admin, 'if-match': '"99"' },
        payload: { isActive: true },
      });
      expect(stale.statusCode).toBe(412);
      expect((await patch(vendor.id, { description: 'Still waiting.' })).statusCode).toBe(200);
      expect(await published('vendor.approved', ['vendorId', vendor.id])).toEqual([]);

      expect((await patch(vendor.id, { isActive: true })).statusCode).toBe(200);
      // Already active: no second approval.
      expect((await patch(vendor.id, { isActive: true, description: 'Approved.' })).statusCode).toBe(200);
      const approved = await published('vendor.approved', ['vendorId', vendor.id]);
      expect(approved).toHaveLength(1);
      expect(approved[0]?.data).toMatchObject({ vendorId: vendor.id, name: vendor.name });
    });
  });

  describe('brief.created', () => {
    it("is published with the show and the invited builders, the exhibitor's details only in contact", async () => {
      const { request, created } = await sendBrief();
      const [event, ...more] = await published('brief.created', ['briefId', created.briefId]);
      expect(more).toEqual([]);
      expect(event?.data).toEqual({
        briefId: created.briefId,
        exhibitionName: 'CPHI India',
        city: 'Mumbai',
        startDate: request.event.startDate,
        endDate: request.event.endDate,
        areaSqm: 18,
        invitedBuilders: [{ vendorId: builder.id, name: builder.name }],
        bidsCloseAt: created.bidsCloseAt,
        createdAt: expect.any(String),
      });
      expect(event?.contact).toEqual({ name: EXHIBITOR.contactPerson, email: request.exhibitor.email, phone: EXHIBITOR.phone, company: EXHIBITOR.companyName });
      const data = JSON.stringify(event?.data);
      for (const secret of [request.exhibitor.email, EXHIBITOR.phone, EXHIBITOR.contactPerson, EXHIBITOR.companyName, created.ownerToken, builder.email]) {
        expect(data).not.toContain(secret);
      }
    });

    it('is not published for a brief refused', async () => {
      const request = briefRequest([builder.id], {
        event: { exhibitionName: 'Refused Expo', city: 'Mumbai', startDate: dayFromToday(-1), endDate: dayFromToday(1) },
      });
      const res = await app.inject({ method: 'POST', url: '/api/briefs', payload: request });
      expect(res.statusCode).toBe(400);
      expect(await published('brief.created', ['exhibitionName', 'Refused Expo'])).toEqual([]);
    });
  });

  describe('bid.submitted and brief.awarded', () => {
    it('publish each bid and revision, then the award once; a refused bid or award publishes nothing', async () => {
      const { created, bidToken } = await sendBrief();
      const first = bidResponseSchema.parse((await submitBid(bidToken)).json()).data;
      const revised = bidResponseSchema.parse((await submitBid(bidToken, { ...BID, lines: { ...BID.lines, transport: 20_000 } })).json()).data;

      const bids = await published('bid.submitted', ['briefId', created.briefId]);
      expect(bids.find((event) => event.data['revision'] === 1)?.data).toEqual({
        briefId: created.briefId,
        bidId: first.id,
        vendorId: builder.id,
        builderName: builder.name,
        total: first.total,
        revision: 1,
        submittedAt: expect.any(String),
      });
      expect(bids.map((event) => event.data['revision']).sort()).toEqual([1, 2]);
      expect(revised.total).not.toBe(first.total);
      expect(bids.find((event) => event.data['revision'] === 2)?.data).toEqual({
        briefId: created.briefId,
        bidId: revised.id,
        vendorId: builder.id,
        builderName: builder.name,
        total: revised.total,
        revision: 2,
        submittedAt: expect.any(String),
      });
      expect(bids.every((event) => event.contact === undefined && !JSON.stringify(event.data).includes(bidToken))).toBe(true);

      const award = () => app.inject({ method: 'POST', url: `/api/briefs/${created.ownerToken}/award`, payload: { bidId: first.id } });
      expect((await award()).statusCode).toBe(200);
      expect((await award()).statusCode).toBe(409);
      // Bids are closed once awarded: refused, not published.
      expect((await submitBid(bidToken)).statusCode).toBe(409);

      expect(await published('bid.submitted', ['briefId', created.briefId])).toHaveLength(2);
      const awards = await published('brief.awarded', ['briefId', created.briefId]);
      expect(awards.map((event) => event.data)).toEqual([
        { briefId: created.briefId, bidId: first.id, vendorId: builder.id, builderName: builder.name, total: revised.total, awardedAt: expect.any(String) },
      ]);
    });
  });

  describe('review.approved', () => {
    it('is published once when the admin approves a review, never on rejection', async () => {
      const { created, bidToken } = await sendBrief();
      const bid = bidResponseSchema.parse((await submitBid(bidToken)).json()).data;
      await app.inject({ method: 'POST', url: `/api/briefs/${created.ownerToken}/award`, payload: { bidId: bid.id } });
      await updateBrief(catalog.dbName, created.briefId, { 'event.startDate': dayFromToday(-3), 'event.endDate': dayFromToday(-1) });
      const ratings = { design: 5, workmanship: 4, timeliness: 5, cost: 3 };
      const posted = await app.inject({
        method: 'POST',
        url: `/api/briefs/${created.ownerToken}/review`,
        payload: { ratings, text: 'Built what we drew, on time and tidy.', photos: [] },
      });
      const review = reviewResponseSchema.parse(posted.json()).data;
      const moderate = (action: 'approve' | 'reject', payload?: object) =>
        app.inject({ method: 'POST', url: `/api/admin/reviews/${review.id}/${action}`, headers: admin, ...(payload ? { payload } : {}) });

      expect((await moderate('reject', { reason: 'Mentions a phone number.' })).statusCode).toBe(200);
      expect(await published('review.approved', ['reviewId', review.id])).toEqual([]);
      // Not an admin: refused, nothing published.
      expect((await app.inject({ method: 'POST', url: `/api/admin/reviews/${review.id}/approve` })).statusCode).toBe(401);
      expect(await published('review.approved', ['reviewId', review.id])).toEqual([]);

      expect((await moderate('approve')).statusCode).toBe(200);
      expect((await moderate('approve')).statusCode).toBe(200);
      const approvals = await published('review.approved', ['reviewId', review.id]);
      expect(approvals.map((event) => event.data)).toEqual([
        {
          reviewId: review.id,
          briefId: created.briefId,
          vendorId: builder.id,
          builderName: builder.name,
          rating: 4.3,
          ratings,
          approvedAt: expect.any(String),
        },
      ]);
      expect(approvals[0]).not.toHaveProperty('contact');
      expect(JSON.stringify(approvals[0]?.data)).not.toContain(EXHIBITOR.companyName);
    });
  });
});
