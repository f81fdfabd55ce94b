import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { PDF_QUEUE_NAME, RENDER_PDF_JOB, type RenderPdfJob } from '../../src/jobs/render-pdf.js';
import { ROI_GUIDE_REQUEST_MAX_AGE_MS, sweepStaleRoiGuideRequests } from '../../src/jobs/sweep-stale-roi-guide-requests.js';
import { roiGuideRequestModelFor, type RoiGuideRequestModel } from '../../src/models/roi-guide-request-model.js';
import { createPdfFileStore } from '../../src/rendering/pdf-file-store.js';
import { buildQuotes, pdfText, testBlobSettings, uniqueQueuePrefix } from '../helper.js';
import { DEAL_NUMBERS, quoteRequest } from '../quote-request-fixture.js';

describe('ROI guide jobs', () => {
  const dbName = uniqueDbName('quotes');
  const prefix = uniqueQueuePrefix();
  let app: FastifyInstance;
  let connection: Connection;
  let requests: RoiGuideRequestModel;
  let redis: Redis;
  let queue: Queue<RenderPdfJob>;
  let events: QueueEvents;

  beforeAll(async () => {
    app = await buildQuotes({ MONGO_DB: dbName, PDF_QUEUE_PREFIX: prefix });
    // The service's database and queue, read as an outsider would.
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
    requests = roiGuideRequestModelFor(connection);
    redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    queue = new Queue<RenderPdfJob>(PDF_QUEUE_NAME, { connection: redis, prefix });
    events = new QueueEvents(PDF_QUEUE_NAME, { connection: redis.duplicate(), prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events.close();
    await queue.close();
    redis.disconnect();
    await app.close();
    await connection.dropDatabase();
    await connection.close();
  });

  it("carry only the stored request's id, and the request is gone once the guide is answered", async () => {
    const company = `Private Guide Co ${Date.now()}`;
    const res = await app.inject({ method: 'POST', url: '/generate-roi-guide', payload: { ...quoteRequest(company), dealRoi: DEAL_NUMBERS } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pdfText(res.rawPayload)).text).toContain(company);

    const guides = (await queue.getJobs(['completed'])).filter((job) => job.data.kind === 'roi-guide');
    expect(guides).toHaveLength(1);
    expect(guides[0]?.data).toEqual({ version: 3, kind: 'roi-guide', requestId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(JSON.stringify(guides[0]?.data)).not.toContain(company);
    expect(await requests.countDocuments()).toBe(0);
    // Nor is the guide's PDF kept once it has been sent.
    const fileId = String(guides[0]?.returnvalue.fileId);
    expect(fileId).toMatch(/^[0-9a-f]{24}$/);
    await expect.poll(() => createPdfFileStore(testBlobSettings(dbName)).stat(fileId)).toBeNull();
  });

  it('fail at once, without retries, when their request is gone (nobody waits for the guide)', async () => {
    const job = await queue.add(RENDER_PDF_JOB, { version: 3, kind: 'roi-guide', requestId: new mongoose.Types.ObjectId().toHexString() });
    await expect(job.waitUntilFinished(events, 20_000)).rejects.toThrow(/request of job .* is gone/);
    const failed = await queue.getJob(job.id ?? '');
    expect(failed?.attemptsMade).toBe(1);
  });

  it('still render a guide queued the version 2 way, with the request in the job, by an API not yet updated', async () => {
    const company = `Legacy Guide Co ${Date.now()}`;
    const request = JSON.parse(JSON.stringify({ ...quoteRequest(company), dealRoi: DEAL_NUMBERS })) as Record<string, unknown>;
    const job = await queue.add(RENDER_PDF_JOB, { version: 2, kind: 'roi-guide', issuedAt: new Date().toISOString(), request, knownShow: null });
    const { fileId } = await job.waitUntilFinished(events, 30_000);
    const pdf = await createPdfFileStore(testBlobSettings(dbName)).read(fileId);
    expect((await pdfText(pdf!)).text).toContain(company);
  });

  it('left behind by a stopped process are swept once no route can still be waiting for them', async () => {
    const now = new Date();
    const stale = await requests.create({
      request: { formData: {} },
      knownShow: null,
      issuedAt: new Date(now.getTime() - ROI_GUIDE_REQUEST_MAX_AGE_MS - 1000),
    });
    const fresh = await requests.create({ request: { formData: {} }, knownShow: null, issuedAt: new Date(now.getTime() - 60_000) });
    expect(await sweepStaleRoiGuideRequests(requests, now)).toBe(1);
    expect(await requests.exists({ _id: stale._id })).toBeNull();
    expect(await requests.exists({ _id: fresh._id })).not.toBeNull();
    await requests.deleteOne({ _id: fresh._id });
  });
});
