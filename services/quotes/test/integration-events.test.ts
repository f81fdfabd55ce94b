import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import mongoose, { type Connection } from 'mongoose';
import type { IntegrationEventJob, SavedPlan, WebhookEventType } from '@stallplan/contracts';
import { openIntegrationEventsQueue, queuedIntegrationEvents } from '@stallplan/service-kit/queues';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { buildQuotes } from './helper.js';
import { imtexContent, startNotifyStandIn, type NotifyStandIn } from './plans/plan-fixture.js';
import { IMTEX_PLAN, imtexPlan } from './quote-request-fixture.js';

describe('integration events from quotes', () => {
  let app: FastifyInstance;
  let notify: NotifyStandIn;
  let connection: Connection;
  let events: Queue<IntegrationEventJob>;
  const dbName = uniqueDbName('quotes');
  const unique = () => randomBytes(4).toString('hex');

  /** The events of one type that match (the queue is shared: each test finds its own by ids). */
  const published = async (type: WebhookEventType, match: (event: IntegrationEventJob) => boolean) =>
    (await queuedIntegrationEvents(events, type)).filter(match);
  const ofPlan = (planId: string) => (job: IntegrationEventJob) => job.data['planId'] === planId;

  beforeAll(async () => {
    notify = await startNotifyStandIn();
    app = await buildQuotes({ MONGO_DB: dbName, NOTIFY_URL: notify.url, PUBLIC_BASE_URL: 'https://stallplan.example/' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
    events = openIntegrationEventsQueue({ url: inject('redisUrl') });
  });
  afterAll(async () => {
    await events.close();
    await app.close();
    await connection.close();
    await notify.close();
  });

  it('publishes quote.generated once the PDF is made: its id and total in data, the exhibitor in contact, never the quote number', async () => {
    const company = `Acme Fasteners ${unique()}`;
    const request = imtexPlan(company, { formData: { ...imtexPlan(company).formData, emailAddress: 'ravi@acme.example', mobileNumber: '+91 90000 12345' } });
    const res = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: request });
    expect(res.statusCode, res.body).toBe(200);
    const quoteNumber = String(res.headers['x-quote-number']);
    const stored = await connection.collection('quotes').findOne({ quoteNumber });
    const quoteId = stored?._id.toHexString();

    const [event, ...more] = await published('quote.generated', (job) => job.data['quoteId'] === quoteId);
    expect(more).toEqual([]);
    expect(event?.data).toEqual({
      quoteId,
      total: IMTEX_PLAN.grandTotal,
      currency: 'INR',
      exhibitionName: 'IMTEX 2027',
      city: 'Bangalore',
      createdAt: new Date(stored?.createdAt as Date).toISOString(),
    });
    expect(event?.contact).toEqual({ name: 'Ravi Kumar', email: 'ravi@acme.example', phone: '+91 90000 12345', company });
    const data = JSON.stringify(event?.data);
    for (const secret of [quoteNumber, company, 'ravi@acme.example', '90000', 'Ravi Kumar']) expect(data).not.toContain(secret);
  });

  it('publishes no quote.generated for a refused request', async () => {
    const company = `Refused Co ${unique()}`;
    const res = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: { ...imtexPlan(company), selectedFlights: 'none' } });
    expect(res.statusCode).toBe(400);
    expect(await published('quote.generated', (job) => job.contact?.['company'] === company)).toEqual([]);
  });

  it('publishes plan.saved for a new plan and for each new version, not for a save that changed no figure or was refused', async () => {
    const email = `owner-${unique()}@example.com`;
    const created = await app.inject({ method: 'POST', url: '/api/plans', payload: { content: imtexContent(`Acme ${unique()}`, email) } });
    expect(created.statusCode, created.body).toBe(201);
    const { plan, editToken } = created.json().data as { plan: SavedPlan; editToken: string };
    const put = (baseRevision: number, content: unknown) => app.inject({ method: 'PUT', url: `/api/plans/${editToken}`, payload: { baseRevision, content } });

    const [first] = await published('plan.saved', ofPlan(plan.id));
    expect(first?.data).toEqual({
      planId: plan.id,
      version: 1,
      total: IMTEX_PLAN.grandTotal,
      exhibitionName: 'IMTEX 2027',
      city: 'Bangalore',
      savedAt: plan.updatedAt,
    });
    expect(first?.contact).toEqual({ name: 'Ravi Kumar', email, phone: '+91 98765 43210', company: plan.content.eventDetails.companyName });
    const data = JSON.stringify(first?.data);
    for (const secret of [editToken, email, '98765', 'Ravi Kumar']) expect(data).not.toContain(secret);

    // Only where the owner is in the planner: the same figures, so no new version.
    expect((await put(1, { ...plan.content, step: 4 })).json().data.newVersion).toBe(false);
    // A stale save is refused.
    expect((await put(1, { ...plan.content, eventDetails: { ...plan.content.eventDetails, teamSize: 3 } })).statusCode).toBe(409);
    const changed = await put(2, { ...plan.content, eventDetails: { ...plan.content.eventDetails, teamSize: 2 } });
    expect(changed.json().data.newVersion).toBe(true);

    const saves = await published('plan.saved', ofPlan(plan.id));
    expect(saves.map((job) => job.data['version']).sort()).toEqual([1, 2]);
    const second = saves.find((job) => job.data['version'] === 2);
    expect(second?.data['total']).toBe(changed.json().data.plan.quote.totals.grandTotal);
  });

  it('publishes plan.approved when a share recipient approves, not for a request for changes or a refused answer', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/plans',
      payload: { content: imtexContent(`Acme ${unique()}`, `owner-${unique()}@example.com`) },
    });
    const { plan, editToken } = created.json().data as { plan: SavedPlan; editToken: string };
    const { shareToken } = (await app.inject({ method: 'POST', url: `/api/plans/${editToken}/shares`, payload: { label: 'Boss' } })).json().data;
    const respond = (payload: object) => app.inject({ method: 'POST', url: `/api/shared-plans/${shareToken}/responses`, payload });

    expect((await respond({ versionNumber: 1, decision: 'changes-requested', name: 'Meera', note: 'Cheaper hotel?' })).statusCode).toBe(201);
    // An answer to a version that is not the newest is refused.
    expect((await respond({ versionNumber: 2, decision: 'approved', name: 'Meera' })).statusCode).toBe(409);
    expect(await published('plan.approved', ofPlan(plan.id))).toEqual([]);

    const approved = await respond({ versionNumber: 1, decision: 'approved', name: 'Meera', note: 'Go ahead.' });
    expect(approved.statusCode).toBe(201);
    const response = approved.json().data;
    const [event, ...more] = await published('plan.approved', ofPlan(plan.id));
    expect(more).toEqual([]);
    expect(event?.data).toEqual({ planId: plan.id, version: 1, responseId: response.id, respondedAt: response.createdAt });
    expect(event).not.toHaveProperty('contact');
    expect(JSON.stringify(event)).not.toContain(shareToken);
    expect(JSON.stringify(event)).not.toContain('Meera');
  });
});
