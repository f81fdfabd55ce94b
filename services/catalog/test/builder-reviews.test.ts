import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminBidListResponseSchema,
  adminBriefListResponseSchema,
  adminReviewListResponseSchema,
  bidResponseSchema,
  briefComparisonResponseSchema,
  briefCreatedResponseSchema,
  reviewResponseSchema,
  smartVendorsResponseSchema,
  vendorReviewsResponseSchema,
  type ReviewInput,
} from '@stallplan/contracts';
import { jpegImage, upload } from './upload-fixtures.js';
import { adminHeaders, type CatalogUnderTest, startCatalog } from './vendor-test-kit.js';
import {
  addBuilder,
  BID,
  briefRequest,
  dayFromToday,
  secondInstance,
  startMailRecorder,
  updateBrief,
  waitForMails,
  type MailRecorder,
  type TestBuilder,
} from './builder-bids-kit.js';

const REVIEW: ReviewInput = {
  ratings: { design: 5, workmanship: 4, timeliness: 5, cost: 3 },
  text: 'Built exactly what we drew, a day early, and cleared the hall on time.',
  photos: [],
};

describe('reviews of awarded builders', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let recorder: MailRecorder;
  let admin: Record<string, string>;
  let builder: TestBuilder;

  beforeAll(async () => {
    recorder = await startMailRecorder();
    catalog = await startCatalog({ NOTIFY_URL: recorder.url, REVIEW_INVITE_SWEEP_MS: '0' });
    app = catalog.app;
    admin = await adminHeaders();
    // Its own city and category, so the matching test below can find it among few others.
    builder = await addBuilder(app, {
      name: 'Brahmaputra Stall Works',
      city: 'Kohima',
      state: 'Nagaland',
      location: 'Main Bazaar',
      serviceCities: ['Kohima'],
      category: 'security',
      rating: '3.0',
      completedProjects: 20,
    });
  });
  afterAll(async () => {
    await catalog.close();
    await recorder.close();
  });

  /** A brief to the builder, its bid awarded; the show is three weeks away unless moved. */
  const awardedBrief = async (vendorId = builder.id) => {
    const res = await app.inject({ method: 'POST', url: '/api/briefs', payload: briefRequest([vendorId]) });
    const created = briefCreatedResponseSchema.parse(res.json()).data;
    const invitation = recorder.ofKind('brief-invitation').find((mail) => mail.key === `brief-invitation:${created.briefId}:${vendorId}`);
    const bidToken = invitation?.bidUrl.split('/').at(-1) ?? '';
    const bid = bidResponseSchema.parse((await app.inject({ method: 'PUT', url: `/api/bids/${bidToken}`, payload: BID })).json()).data;
    return { created, bid, award: () => app.inject({ method: 'POST', url: `/api/briefs/${created.ownerToken}/award`, payload: { bidId: bid.id } }) };
  };
  const showEnded = (briefId: string) => updateBrief(catalog.dbName, briefId, { 'event.startDate': dayFromToday(-3), 'event.endDate': dayFromToday(-1) });
  const review = (ownerToken: string, payload: unknown = REVIEW) =>
    app.inject({ method: 'POST', url: `/api/briefs/${ownerToken}/review`, payload: payload as object });
  const publicReviews = async (vendorId = builder.id) =>
    vendorReviewsResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/vendors/${vendorId}/reviews` })).json()).data;
  const comparison = async (ownerToken: string) =>
    briefComparisonResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/briefs/${ownerToken}` })).json()).data;
  const scoreInKohima = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/smart-vendors?destinationCity=Kohima&boothSize=18&category=security' });
    const card = smartVendorsResponseSchema.parse(res.json()).data.find((vendor) => vendor.id === builder.id);
    if (!card) throw new Error('the builder is not listed');
    return card;
  };

  it('takes a review only once awarded and after the show, holds it for moderation, then lists it', async () => {
    const { created, award } = await awardedBrief();
    const notAwarded = await review(created.ownerToken);
    expect(notAwarded.statusCode).toBe(409);
    expect(notAwarded.json()).toEqual({ success: false, error: 'Choose a builder first; you can review the one you chose after the show.' });

    expect((await award()).statusCode).toBe(200);
    const tooEarly = await review(created.ownerToken);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toEqual({ success: false, error: 'You can review the builder from the day after the show ends.' });
    // The show's last day is not yet "after the show".
    await updateBrief(catalog.dbName, created.briefId, { 'event.startDate': dayFromToday(-2), 'event.endDate': dayFromToday(0) });
    expect((await review(created.ownerToken)).statusCode).toBe(409);
    expect((await comparison(created.ownerToken)).canReview).toBe(false);

    await showEnded(created.briefId);
    expect((await comparison(created.ownerToken)).canReview).toBe(true);

    const bad = await review(created.ownerToken, { ...REVIEW, ratings: { ...REVIEW.ratings, cost: 6 }, text: 'Too short.' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Rate cost with 1 to 5 stars.');
    const missingPhoto = await review(created.ownerToken, { ...REVIEW, photos: ['/api/files/0123456789abcdef01234567'] });
    expect(missingPhoto.statusCode).toBe(400);
    expect(missingPhoto.json().error).toBe('A photo could not be found. Please upload it again.');

    const uploaded = await upload(app, '/api/upload/testimonial', [
      { field: 'stallImages', bytes: await jpegImage(), filename: 'stall.jpg', type: 'image/jpeg' },
    ]);
    const photo = uploaded.json().images[0].url as string;
    expect(photo).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
    const res = await review(created.ownerToken, { ...REVIEW, photos: [photo] });
    expect(res.statusCode, res.body).toBe(201);
    const stored = reviewResponseSchema.parse(res.json()).data;
    expect(stored).toMatchObject({
      vendorId: builder.id,
      vendorName: 'Brahmaputra Stall Works',
      briefId: created.briefId,
      companyName: 'Sunrise Pharma Pvt Ltd',
      exhibitionName: 'CPHI India',
      status: 'pending',
      rejectionReason: null,
      photos: [photo],
    });

    const again = await review(created.ownerToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: 'You have already reviewed the builder for this brief.' });
    expect(await comparison(created.ownerToken)).toMatchObject({ canReview: false, review: { id: stored.id, status: 'pending' } });

    // Not public until approved.
    expect(await publicReviews()).toEqual({
      summary: { count: 0, averages: { design: null, workmanship: null, timeliness: null, cost: null }, overall: null },
      reviews: [],
    });
    const pending = adminReviewListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/reviews?status=pending', headers: admin })).json(),
    ).data;
    expect(pending.map((entry) => entry.id)).toContain(stored.id);

    const approved = await app.inject({ method: 'POST', url: `/api/admin/reviews/${stored.id}/approve`, headers: admin });
    expect(approved.statusCode).toBe(200);
    expect(reviewResponseSchema.parse(approved.json()).data.status).toBe('approved');
    const listed = await publicReviews();
    expect(listed.reviews.map((entry) => entry.id)).toEqual([stored.id]);
    expect(listed.summary).toEqual({ count: 1, averages: { design: 5, workmanship: 4, timeliness: 5, cost: 3 }, overall: 4.3 });
    // The exhibitor still sees its own review, now approved.
    expect((await comparison(created.ownerToken)).review?.status).toBe('approved');
  });

  it('keeps one review when two are sent at once', async () => {
    const { created, award } = await awardedBrief();
    await award();
    await showEnded(created.briefId);
    const answers = await Promise.all([review(created.ownerToken), review(created.ownerToken), review(created.ownerToken)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('rejects a review with a reason, keeping it off the profile', async () => {
    const { created, award } = await awardedBrief();
    await award();
    await showEnded(created.briefId);
    const stored = reviewResponseSchema.parse(
      (await review(created.ownerToken, { ...REVIEW, ratings: { design: 1, workmanship: 1, timeliness: 1, cost: 1 } })).json(),
    ).data;

    const noReason = await app.inject({ method: 'POST', url: `/api/admin/reviews/${stored.id}/reject`, headers: admin, payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    const unauthorised = await app.inject({ method: 'POST', url: `/api/admin/reviews/${stored.id}/reject`, payload: { reason: 'Abusive language' } });
    expect(unauthorised.statusCode).toBe(401);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/0123456789abcdef01234567/reject',
      headers: admin,
      payload: { reason: 'Abusive language' },
    });
    expect(unknown.statusCode).toBe(404);

    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${stored.id}/reject`,
      headers: admin,
      payload: { reason: 'Abusive language' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(reviewResponseSchema.parse(rejected.json()).data).toMatchObject({ status: 'rejected', rejectionReason: 'Abusive language' });
    expect((await publicReviews()).reviews.map((entry) => entry.id)).not.toContain(stored.id);
    expect((await comparison(created.ownerToken)).review).toMatchObject({ status: 'rejected', rejectionReason: 'Abusive language' });
    const rejectedList = adminReviewListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/reviews?status=rejected', headers: admin })).json(),
    ).data;
    expect(rejectedList.map((entry) => entry.id)).toEqual([stored.id]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/reviews?status=maybe', headers: admin })).statusCode).toBe(400);
  });

  it('raises the builder’s match score once five-star reviews are approved', async () => {
    const before = await scoreInKohima();
    const summaryBefore = (await publicReviews()).summary;
    let current = before.matchScore;
    for (let count = 0; count < 2; count += 1) {
      const { created, award } = await awardedBrief();
      await award();
      await showEnded(created.briefId);
      const stored = reviewResponseSchema.parse(
        (await review(created.ownerToken, { ...REVIEW, ratings: { design: 5, workmanship: 5, timeliness: 5, cost: 5 } })).json(),
      ).data;
      // A pending review does not count.
      expect((await scoreInKohima()).matchScore).toBe(current);
      await app.inject({ method: 'POST', url: `/api/admin/reviews/${stored.id}/approve`, headers: admin });
      // An approved one counts on the next search.
      const approved = (await scoreInKohima()).matchScore;
      expect(approved).toBeGreaterThan(current);
      current = approved;
    }
    const after = await scoreInKohima();
    expect(after.matchScore).toBeGreaterThan(before.matchScore);
    expect((await publicReviews()).summary.count).toBe(summaryBefore.count + 2);
    expect(after.advantages.some((reason) => /verified clients$/.test(reason))).toBe(true);
  });

  it('answers 404 for the reviews of an unknown or pending builder', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/vendors/0123456789abcdef01234567/reviews' })).statusCode).toBe(404);
    const pending = await addBuilder(app, { isActive: false });
    expect((await app.inject({ method: 'GET', url: `/api/vendors/${pending.id}/reviews` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/vendors/not$an$id/reviews' })).statusCode).toBe(400);
  });

  it('lists briefs, bids and reviews for the admin only, newest first', async () => {
    const { created, bid, award } = await awardedBrief();
    await award();
    for (const url of ['/api/admin/briefs', '/api/admin/bids', '/api/admin/reviews']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const briefs = adminBriefListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/admin/briefs', headers: admin })).json()).data;
    expect(briefs[0]).toMatchObject({
      id: created.briefId,
      exhibitionName: 'CPHI India',
      city: 'Mumbai',
      invited: 1,
      bids: 1,
      awardedVendorName: 'Brahmaputra Stall Works',
    });
    const createdAt = briefs.map((brief) => brief.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const bids = adminBidListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/admin/bids', headers: admin })).json()).data;
    expect(bids[0]).toMatchObject({
      id: bid.id,
      briefId: created.briefId,
      exhibitionName: 'CPHI India',
      companyName: 'Sunrise Pharma Pvt Ltd',
      status: 'awarded',
    });
  });

  it('invites the exhibitor to review once the show is over, once, however many sweeps run', async () => {
    const { created, award } = await awardedBrief();
    const { created: notOver } = await awardedBrief();
    const { created: notAwarded } = await awardedBrief();
    await award();
    await app.inject({
      method: 'POST',
      url: `/api/briefs/${notOver.ownerToken}/award`,
      payload: { bidId: (await comparison(notOver.ownerToken)).bids[0]?.id },
    });
    await showEnded(created.briefId);
    await showEnded(notAwarded.briefId);

    // Two instances sweep at once, then one again; earlier tests' ended and awarded briefs are
    // swept too, and each is invited at most once.
    const [one, two] = await Promise.all([secondInstance(app, catalog.dbName, recorder.url), secondInstance(app, catalog.dbName, recorder.url)]);
    try {
      await Promise.all([one.sweep(), two.sweep()]);
      expect(await one.sweep()).toEqual({ invited: 0, retried: 0 });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    const keys = recorder.ofKind('review-invitation').map((mail) => mail.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key.includes(notOver.briefId) || key.includes(notAwarded.briefId))).toEqual([]);
    expect(recorder.ofKind('review-invitation').filter((mail) => mail.key.includes(created.briefId))).toEqual([
      {
        kind: 'review-invitation',
        key: `review-invitation:${created.briefId}`,
        to: { name: 'Asha Menon', email: expect.stringMatching(/@sunrise-pharma\.example$/) },
        exhibitionName: 'CPHI India',
        builderName: 'Brahmaputra Stall Works',
        reviewUrl: `http://localhost:5000/briefs/${created.ownerToken}`,
      },
    ]);
  });

  it('sweeps by itself every REVIEW_INVITE_SWEEP_MS, and retries when notify is down', async () => {
    const swept = await startCatalog({ NOTIFY_URL: recorder.url, REVIEW_INVITE_SWEEP_MS: '200' });
    try {
      const res = await swept.app.inject({ method: 'POST', url: '/api/briefs', payload: briefRequest([(await addBuilder(swept.app)).id]) });
      const created = briefCreatedResponseSchema.parse(res.json()).data;
      const bidUrl = recorder.ofKind('brief-invitation').find((mail) => mail.key.startsWith(`brief-invitation:${created.briefId}`))?.bidUrl ?? '';
      const bid = bidResponseSchema.parse((await swept.app.inject({ method: 'PUT', url: `/api/bids/${bidUrl.split('/').at(-1)}`, payload: BID })).json()).data;
      await swept.app.inject({ method: 'POST', url: `/api/briefs/${created.ownerToken}/award`, payload: { bidId: bid.id } });
      await updateBrief(swept.dbName, created.briefId, { 'event.startDate': dayFromToday(-3), 'event.endDate': dayFromToday(-1) });
      const found = await waitForMails(recorder, (mail) => mail.key === `review-invitation:${created.briefId}`);
      expect(found).toHaveLength(1);
    } finally {
      await swept.close();
    }

    // notify unreachable: the claim is released so a later sweep sends it.
    const offline = await startCatalog({ NOTIFY_URL: 'http://127.0.0.1:9', REVIEW_INVITE_SWEEP_MS: '0' });
    const other = await secondInstance(offline.app, offline.dbName, 'http://127.0.0.1:9');
    try {
      const target = await addBuilder(offline.app);
      const created = briefCreatedResponseSchema.parse(
        (await offline.app.inject({ method: 'POST', url: '/api/briefs', payload: briefRequest([target.id]) })).json(),
      ).data;
      // The bid link was never mailed (notify is down), so the bid is stored directly.
      const bid = await other.store.bids.create({
        briefId: created.briefId,
        vendorId: target.id,
        vendorName: target.name,
        lines: BID.lines,
        total: 290_000,
        timelineDays: 10,
        inclusions: [],
        exclusions: [],
        validUntil: dayFromToday(30),
        revision: 1,
        submittedAt: new Date(),
        updatedAt: new Date(),
        status: 'open',
      });
      expect(
        (await offline.app.inject({ method: 'POST', url: `/api/briefs/${created.ownerToken}/award`, payload: { bidId: bid._id.toHexString() } })).statusCode,
      ).toBe(200);
      await updateBrief(offline.dbName, created.briefId, { 'event.startDate': dayFromToday(-3), 'event.endDate': dayFromToday(-1) });
      expect(await other.sweep()).toEqual({ invited: 0, retried: 1 });
      expect((await other.store.briefs.findById(created.briefId).lean())?.reviewInvitedAt).toBeNull();
      // Back up: the next sweep sends it.
      const online = await secondInstance(offline.app, offline.dbName, recorder.url);
      try {
        expect(await online.sweep()).toEqual({ invited: 1, retried: 0 });
      } finally {
        await online.close();
      }
      expect(recorder.ofKind('review-invitation').filter((mail) => mail.key === `review-invitation:${created.briefId}`)).toHaveLength(1);
    } finally {
      await other.close();
      await offline.close();
    }
  });
});
