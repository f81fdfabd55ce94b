import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { addDays, INVALID_LINK_MESSAGE, utcToday, type OutboxMessage } from '@stallplan/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, callOk, cleanupQuietly, createActiveVendor, eventually, SmtpSink, type TestVendor } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

const EXHIBITOR_EMAIL = `exhibitor-${randomBytes(3).toString('hex')}@client.example`;
const EXHIBITOR_PHONE = '+91 98450 77777';

/** A brief for a show five weeks out, to every builder given. */
function briefTo(vendors: TestVendor[], tag: string) {
  const start = addDays(utcToday(), 35);
  return {
    vendorIds: vendors.map((vendor) => vendor.id),
    exhibitor: { companyName: `Bids Co ${tag}`, contactPerson: 'Asha Rao', email: EXHIBITOR_EMAIL, phone: EXHIBITOR_PHONE },
    event: { exhibitionName: `India Build Expo ${tag}`, city: 'Mumbai', startDate: start, endDate: addDays(start, 2) },
    design: { area: 18, wallType: 'octonorm', flooring: 'carpeting', lightingType: ['led'] },
    budget: 250_000,
  };
}

function bid(structure: number, timelineDays: number) {
  return {
    lines: { structure, graphics: 40_000, furniture: 25_000, avElectrical: 30_000, labour: 20_000, transport: 10_000 },
    timelineDays,
    inclusions: ['Carpet', 'Fascia'],
    exclusions: ['Power connection charges'],
    validUntil: addDays(utcToday(), 30),
  };
}

/** The first link of this kind in a mail's text: `/bid/<token>` or `/briefs/<token>`. */
function linkToken(text: string, kind: 'bid' | 'briefs'): string {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no /${kind}/ link in: ${text.slice(0, 300)}`);
  return match[1];
}

describe('one brief to several builders, through catalog and notify, with a real mail server', () => {
  let stack: TestStack | undefined;
  let sink: SmtpSink | undefined;
  let mongo: MongoClient | undefined;
  let token = '';
  let builders: TestVendor[] = [];

  async function outboxTo(address: string): Promise<OutboxMessage[]> {
    const page = await callOk<{ data: OutboxMessage[] }>(stack!, 'GET', '/api/admin/outbox?limit=100', { token });
    return page.data.filter((message) => message.to.some((to) => to.includes(address)));
  }

  /** The mail of this kind to this address, once it is recorded. */
  async function mailTo(address: string, kind: OutboxMessage['kind']): Promise<OutboxMessage> {
    return eventually(`a ${kind} mail to ${address}`, async () => (await outboxTo(address)).find((message) => message.kind === kind));
  }

  async function deliveredTo(address: string, subjectPart: string): Promise<void> {
    await eventually(`delivery to ${address} of "${subjectPart}"`, async () =>
      sink!.received.some((mail) => mail.rcptTo.includes(address) && mail.raw.includes(subjectPart)) ? true : undefined,
    );
  }

  beforeAll(async () => {
    sink = await SmtpSink.onFreePort();
    await sink.listen();
    stack = await startTestStack({ env: { SMTP_URL: sink.url, MAIL_BACKOFF_MS: '200', REVIEW_INVITE_SWEEP_MS: '500' } });
    token = await adminToken(stack);
    builders = [await createActiveVendor(stack, token), await createActiveVendor(stack, token), await createActiveVendor(stack, token)];
    mongo = await MongoClient.connect(inject('mongoUrl'));
  });
  afterAll(async () => {
    await mongo?.close();
    await cleanupQuietly(stack);
    await sink?.stop();
  });

  it('sends the brief, takes two bids through their links, awards one, mails the other, and lets a review count once approved', async () => {
    const [winner, loser, silent] = builders as [TestVendor, TestVendor, TestVendor];
    const tag = randomBytes(3).toString('hex');
    const created = await call(stack!, 'POST', '/api/briefs', { body: briefTo(builders, tag) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { briefId, ownerToken } = (created.body as { data: { briefId: string; ownerToken: string } }).data;

    // Each builder is mailed a private link of its own; the exhibitor gets the comparison link.
    const invitations = await Promise.all(builders.map((builder) => mailTo(builder.email, 'brief-invitation')));
    const bidTokens = invitations.map((mail) => linkToken(mail.text, 'bid'));
    expect(new Set(bidTokens).size).toBe(3);
    for (const mail of invitations) {
      expect(mail.text).not.toContain(EXHIBITOR_EMAIL);
      expect(mail.text).not.toContain(EXHIBITOR_PHONE);
    }
    expect(linkToken((await mailTo(EXHIBITOR_EMAIL, 'brief-sent')).text, 'briefs')).toBe(ownerToken);
    for (const builder of builders) await deliveredTo(builder.email, 'invites you to bid');

    // Two builders bid; the winner revises once.
    const [winnerToken, loserToken, silentToken] = bidTokens as [string, string, string];
    expect((await call(stack!, 'PUT', `/api/bids/${winnerToken}`, { body: bid(150_000, 12) })).status).toBe(200);
    const revised = await call(stack!, 'PUT', `/api/bids/${winnerToken}`, { body: bid(140_000, 12) });
    expect(revised.status).toBe(200);
    expect((revised.body as { data: { revision: number; total: number } }).data).toMatchObject({ revision: 2, total: 265_000 });
    expect((await call(stack!, 'PUT', `/api/bids/${loserToken}`, { body: bid(120_000, 9) })).status).toBe(200);

    // A builder sees the brief and its own bid, never another's or the exhibitor's contacts.
    const builderView = await callOk<{ data: { bid: { total: number } | null } }>(stack!, 'GET', `/api/bids/${loserToken}`);
    expect(builderView.data.bid?.total).toBe(245_000);
    const viewText = JSON.stringify(builderView);
    expect(viewText).not.toContain(EXHIBITOR_EMAIL);
    expect(viewText).not.toContain(EXHIBITOR_PHONE);
    expect(viewText).not.toContain('265000');

    // The comparison holds both bids beside StallPlan's estimate.
    const comparison = await callOk<{ data: { bids: Array<{ id: string; vendorId: string; total: number }>; estimate: { total: number } } }>(
      stack!,
      'GET',
      `/api/briefs/${ownerToken}`,
    );
    expect(comparison.data.bids.map((entry) => entry.total).sort()).toEqual([245_000, 265_000]);
    expect(comparison.data.estimate.total).toBeGreaterThan(0);

    // Forged, other-brief and wrong-kind tokens all get the same 401 and learn nothing.
    const refusals = [
      await call(stack!, 'GET', `/api/bids/${randomBytes(32).toString('base64url')}`),
      await call(stack!, 'GET', `/api/briefs/${winnerToken}`),
      await call(stack!, 'GET', `/api/bids/${ownerToken}`),
      await call(stack!, 'GET', '/api/bids/short'),
      await call(stack!, 'PUT', `/api/bids/${randomBytes(32).toString('base64url')}`, { body: bid(1, 1) }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body).toEqual({ success: false, error: INVALID_LINK_MESSAGE });
    }

    // Award the winner: it gets the exhibitor's contacts, the other bidder a polite note.
    const winningBid = comparison.data.bids.find((entry) => entry.vendorId === winner.id)!;
    const awarded = await call(stack!, 'POST', `/api/briefs/${ownerToken}/award`, { body: { bidId: winningBid.id } });
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
    const won = await mailTo(winner.email, 'bid-awarded');
    expect(won.text).toContain(EXHIBITOR_PHONE);
    const lost = await mailTo(loser.email, 'bid-not-awarded');
    expect(lost.text).not.toContain(EXHIBITOR_PHONE);
    expect(lost.text).not.toContain('2,65,000');
    await deliveredTo(loser.email, 'About your bid');
    expect((await outboxTo(silent.email)).some((message) => message.kind === 'bid-not-awarded')).toBe(false);
    // Bids are closed now.
    expect((await call(stack!, 'PUT', `/api/bids/${loserToken}`, { body: bid(100_000, 5) })).status).toBe(409);
    expect((await call(stack!, 'POST', `/api/briefs/${ownerToken}/award`, { body: { bidId: winningBid.id } })).status).toBe(409);

    // An expired link is refused like a forged one.
    const briefs = mongo!.db('catalog').collection('briefs');
    await briefs.updateOne({ _id: new ObjectId(briefId) }, { $set: { bidsCloseAt: new Date(Date.now() - 60_000) } });
    expect((await call(stack!, 'GET', `/api/bids/${silentToken}`)).body).toEqual({ success: false, error: INVALID_LINK_MESSAGE });

    // Before the show is over there is nothing to review.
    const review = { ratings: { design: 5, workmanship: 5, timeliness: 5, cost: 4 }, text: 'Built on time, to the drawing, and the fascia looked superb.' };
    expect((await call(stack!, 'POST', `/api/briefs/${ownerToken}/review`, { body: review })).status).toBe(409);

    // The show ends (time passing stands in as a change to the record): the sweep invites a review, once.
    const before = await matchScoreOf(winner.id);
    const yesterday = addDays(utcToday(), -1);
    const updated = await briefs.updateOne({ _id: new ObjectId(briefId) }, { $set: { 'event.startDate': addDays(yesterday, -2), 'event.endDate': yesterday } });
    expect(updated.matchedCount).toBe(1);
    const invitation = await mailTo(EXHIBITOR_EMAIL, 'review-invitation');
    expect(linkToken(invitation.text, 'briefs')).toBe(ownerToken);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await outboxTo(EXHIBITOR_EMAIL)).filter((message) => message.kind === 'review-invitation')).toHaveLength(1);

    const written = await call(stack!, 'POST', `/api/briefs/${ownerToken}/review`, { body: review });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const reviewId = (written.body as { data: { id: string; status: string } }).data.id;
    expect((written.body as { data: { status: string } }).data.status).toBe('pending');
    expect((await call(stack!, 'POST', `/api/briefs/${ownerToken}/review`, { body: review })).status).toBe(409);

    // Not on the profile, nor in the score, until the admin approves it.
    const publicReviews = () => callOk<{ data: { summary: { count: number; overall: number | null } } }>(stack!, 'GET', `/api/vendors/${winner.id}/reviews`);
    expect((await publicReviews()).data.summary.count).toBe(0);
    expect(await matchScoreOf(winner.id)).toBe(before);
    expect((await call(stack!, 'POST', `/api/admin/reviews/${reviewId}/approve`)).status).toBe(401);
    expect((await call(stack!, 'POST', `/api/admin/reviews/${reviewId}/approve`, { token })).status).toBe(200);
    // (5 + 5 + 5 + 4) / 4 = 4.75 → 4.8 to one decimal.
    expect((await publicReviews()).data.summary).toMatchObject({ count: 1, overall: 4.8 });
    expect(await matchScoreOf(winner.id)).toBeGreaterThan(before);
  });

  /** The builder's match score for an 18 sq m booth in Mumbai. */
  async function matchScoreOf(vendorId: string): Promise<number> {
    const answer = await callOk<{ data: Array<{ id: string; matchScore: number }> }>(stack!, 'GET', '/api/smart-vendors?destinationCity=Mumbai&boothSize=18');
    const found = answer.data.find((vendor) => vendor.id === vendorId);
    if (!found) throw new Error(`vendor ${vendorId} is not among the matches`);
    return found.matchScore;
  }
});
