import { BRIEFS_PER_CLIENT_MESSAGE } from '../src/shared/submission-limits.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_TOKEN_PATTERN,
  bidResponseSchema,
  briefComparisonResponseSchema,
  briefCreatedResponseSchema,
  builderBriefResponseSchema,
  INVALID_LINK_MESSAGE,
} from '@stallplan/contracts';
import { bidTotal, calculateStallCost, stallEstimateBidLines } from '@stallplan/pricing';
import { stallDesignDataSchema } from '@stallplan/contracts';
import { hashAccessToken, issueAccessToken } from '../src/shared/access-token.js';
import { openDatabase, type CatalogUnderTest, startCatalog } from './vendor-test-kit.js';
import {
  addBuilder,
  BID,
  briefRequest,
  dayFromToday,
  EXHIBITOR,
  startMailRecorder,
  updateBrief,
  type MailRecorder,
  type TestBuilder,
} from './builder-bids-kit.js';

const INVALID = { success: false, error: INVALID_LINK_MESSAGE };
const PUBLIC_BASE_URL = 'https://stallplan.example';

describe('briefs to builders and their bids', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let recorder: MailRecorder;
  let skyline: TestBuilder;
  let deccan: TestBuilder;
  let harbour: TestBuilder;

  beforeAll(async () => {
    recorder = await startMailRecorder();
    catalog = await startCatalog({ NOTIFY_URL: recorder.url, PUBLIC_BASE_URL: `${PUBLIC_BASE_URL}/`, REVIEW_INVITE_SWEEP_MS: '0' });
    app = catalog.app;
    skyline = await addBuilder(app, { name: 'Skyline Exhibits' });
    deccan = await addBuilder(app, { name: 'Deccan Booth Craft', city: 'Pune' });
    harbour = await addBuilder(app, { name: 'Harbourline Fabricators' });
  });
  afterAll(async () => {
    await catalog.close();
    await recorder.close();
  });

  // Each brief from a client address of its own unless a test names one: the per-client limit has its own test.
  let clients = 0;
  const nextClient = () => `10.30.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
  const send = (payload: unknown, remoteAddress = nextClient()) =>
    app.inject({ method: 'POST', url: '/api/briefs', payload: payload as object, remoteAddress });
  const sendBrief = async (vendorIds: string[], overrides = {}) => {
    const request = briefRequest(vendorIds, overrides);
    const res = await send(request);
    expect(res.statusCode, res.body).toBe(201);
    return { request, created: briefCreatedResponseSchema.parse(res.json()).data };
  };
  const tokenFrom = (url: string) => url.split('/').at(-1) ?? '';
  const bidLinkOf = (briefId: string, vendorId: string) => {
    const mail = recorder.ofKind('brief-invitation').find((entry) => entry.key === `brief-invitation:${briefId}:${vendorId}`);
    if (!mail) throw new Error('no invitation mailed');
    return tokenFrom(mail.bidUrl);
  };
  const getBrief = (token: string) => app.inject({ method: 'GET', url: `/api/bids/${token}` });
  const putBid = (token: string, payload: unknown = BID) => app.inject({ method: 'PUT', url: `/api/bids/${token}`, payload: payload as object });
  const compare = (token: string) => app.inject({ method: 'GET', url: `/api/briefs/${token}` });

  it('stores a brief, links each builder and the exhibitor, and mails them', async () => {
    const { request, created } = await sendBrief([skyline.id, deccan.id]);
    expect(created.ownerToken).toMatch(ACCESS_TOKEN_PATTERN);
    expect(created.invited).toEqual([
      { vendorId: skyline.id, name: 'Skyline Exhibits' },
      { vendorId: deccan.id, name: 'Deccan Booth Craft' },
    ]);
    // The show starts in three weeks, before the 30 days are up: bids close as its first day begins.
    expect(created.bidsCloseAt).toBe(`${dayFromToday(21)}T00:00:00.000Z`);

    const mails = recorder.forBrief(created.briefId);
    expect(recorder.invalid).toEqual([]);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['brief-invitation', 'brief-invitation', 'brief-sent']);
    const invitation = recorder.ofKind('brief-invitation').find((mail) => mail.to.email === skyline.email);
    expect(invitation).toMatchObject({
      key: `brief-invitation:${created.briefId}:${skyline.id}`,
      to: { name: 'Skyline Exhibits', email: skyline.email },
      companyName: EXHIBITOR.companyName,
      exhibitionName: 'CPHI India',
      areaSqm: 18,
      budget: 400_000,
      bidsCloseAt: created.bidsCloseAt,
      bidUrl: expect.stringMatching(new RegExp(`^${PUBLIC_BASE_URL}/bid/[A-Za-z0-9_-]{43}$`)),
    });
    const sent = recorder.ofKind('brief-sent').find((mail) => mail.key === `brief-sent:${created.briefId}`);
    expect(sent).toMatchObject({ to: { name: EXHIBITOR.contactPerson, email: request.exhibitor.email }, builders: ['Skyline Exhibits', 'Deccan Booth Craft'] });
    expect(sent?.comparisonUrl).toBe(`${PUBLIC_BASE_URL}/briefs/${created.ownerToken}`);

    // Only hashes are stored, never a token.
    const db = await openDatabase(catalog.dbName);
    try {
      const stored = JSON.stringify(await db.collection('briefs').findOne({}));
      expect(stored).not.toContain(created.ownerToken);
      expect(stored).not.toContain(bidLinkOf(created.briefId, skyline.id));
      expect(stored).toContain(hashAccessToken(created.ownerToken));
    } finally {
      await db.close();
    }

    const comparison = briefComparisonResponseSchema.parse((await compare(created.ownerToken)).json()).data;
    const design = stallDesignDataSchema.parse(request.design);
    expect(comparison.estimate).toEqual(stallEstimateBidLines(calculateStallCost(design)));
    expect(comparison.invitations).toEqual([
      { vendorId: skyline.id, vendorName: 'Skyline Exhibits', status: 'invited' },
      { vendorId: deccan.id, vendorName: 'Deccan Booth Craft', status: 'invited' },
    ]);
    expect(comparison).toMatchObject({ bids: [], awardedBidId: null, canReview: false, review: null });
    expect(comparison.brief).toMatchObject({
      companyName: EXHIBITOR.companyName,
      budget: 400_000,
      notes: 'Two meeting tables, please.',
      status: 'open',
      design,
    });
  });

  it('refuses a builder that is pending, switched off or has no e-mail, naming it', async () => {
    const pending = await addBuilder(app, { name: 'Pending Booths', isActive: false });
    const noEmail = await addBuilder(app, { name: 'Mailless Stalls', contact: { phone: '+91 98200 01111' } });
    const res = await send(briefRequest([skyline.id, pending.id, noEmail.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Pending Booths and Mailless Stalls cannot take briefs yet.' });
    expect(res.json().details).toEqual([
      { path: 'vendorIds.1', message: 'Pending Booths cannot take briefs yet.' },
      { path: 'vendorIds.2', message: 'Mailless Stalls cannot take briefs yet.' },
    ]);

    const unknown = await send(briefRequest(['0123456789abcdef01234567']));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('One of the chosen builders is not listed any more; please choose again.');
  });

  it('refuses a show that has started, a bad body, and stores nothing', async () => {
    const started = await send(
      briefRequest([skyline.id], { event: { exhibitionName: 'CPHI India', city: 'Mumbai', startDate: dayFromToday(0), endDate: dayFromToday(2) } }),
    );
    expect(started.statusCode).toBe(400);
    const startedMessage = 'The show has already started; builders need time to bid.';
    expect(started.json()).toEqual({ success: false, error: startedMessage, details: [{ path: 'event.startDate', message: startedMessage }] });

    const cases: Array<[unknown, string]> = [
      [briefRequest([]), 'Choose at least one builder.'],
      [briefRequest([skyline.id, skyline.id]), 'Each builder can be chosen once.'],
      [briefRequest(['a', 'b', 'c', 'd', 'e', 'f']), 'Choose at most 5 builders.'],
      [{ ...briefRequest([skyline.id]), exhibitor: { ...EXHIBITOR, email: 'not-an-address' } }, 'Email Address must be a valid e-mail address.'],
      [
        briefRequest([skyline.id], { event: { exhibitionName: 'X', city: 'Mumbai', startDate: dayFromToday(30), endDate: dayFromToday(29) } }),
        'Exhibition end date must be on or after the start date.',
      ],
      [{ ...briefRequest([skyline.id]), vendorIds: [{ $gt: '' }] }, 'Id'],
      // A day the calendar does not have, which Date.parse would read as 3 March.
      [
        briefRequest([skyline.id], { event: { exhibitionName: 'X', city: 'Mumbai', startDate: '2031-02-31', endDate: '2031-03-05' } }),
        'Exhibition start date must be a real date.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error, message).toContain(message);
    }
    const db = await openDatabase(catalog.dbName);
    try {
      expect(await db.collection('briefs').countDocuments({ 'event.exhibitionName': 'X' })).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('lets one client address send ten briefs a day, however many e-mail addresses it gives, with Retry-After', async () => {
    const client = nextClient();
    for (let sent = 0; sent < 10; sent += 1) expect((await send(briefRequest([harbour.id]), client)).statusCode).toBe(201);
    const refused = await send(briefRequest([harbour.id]), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: BRIEFS_PER_CLIENT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    // Another client is not held back.
    expect((await send(briefRequest([harbour.id]))).statusCode).toBe(201);
  });

  it('lets one e-mail address send five briefs a day, whatever its case', async () => {
    const email = `busy-${Date.now()}@example.com`;
    for (let sent = 0; sent < 5; sent += 1) {
      const request = briefRequest([harbour.id]);
      const res = await send({ ...request, exhibitor: { ...request.exhibitor, email: sent % 2 === 0 ? email : email.toUpperCase() } });
      expect(res.statusCode).toBe(201);
    }
    const request = briefRequest([harbour.id]);
    const refused = await send({ ...request, exhibitor: { ...request.exhibitor, email } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: 'You have sent as many briefs as one e-mail address can in a day. Please try again tomorrow.' });
    // Another address is not held back.
    expect((await send(briefRequest([harbour.id]))).statusCode).toBe(201);
  });

  it("shows a builder the brief and its own bid only, without the exhibitor's contacts, and takes revisions", async () => {
    const { request, created } = await sendBrief([skyline.id, deccan.id]);
    const skylineLink = bidLinkOf(created.briefId, skyline.id);
    const deccanLink = bidLinkOf(created.briefId, deccan.id);

    const before = await getBrief(skylineLink);
    expect(before.statusCode).toBe(200);
    const view = builderBriefResponseSchema.parse(before.json()).data;
    expect(view).toMatchObject({
      vendorName: 'Skyline Exhibits',
      bid: null,
      brief: { briefId: created.briefId, companyName: EXHIBITOR.companyName, status: 'open' },
    });
    for (const secret of [request.exhibitor.email, EXHIBITOR.phone, EXHIBITOR.contactPerson, created.ownerToken]) expect(before.body).not.toContain(secret);

    const first = await putBid(skylineLink);
    expect(first.statusCode, first.body).toBe(200);
    const bid = bidResponseSchema.parse(first.json()).data;
    expect(bid).toMatchObject({
      vendorId: skyline.id,
      vendorName: 'Skyline Exhibits',
      total: bidTotal(BID.lines),
      revision: 1,
      status: 'open',
      note: BID.note,
    });
    expect(bid.total).toBe(290_000);

    const revised = bidResponseSchema.parse((await putBid(skylineLink, { ...BID, lines: { ...BID.lines, transport: 0 }, note: '' })).json()).data;
    expect(revised).toMatchObject({ id: bid.id, revision: 2, total: 280_000, note: null, submittedAt: bid.submittedAt });
    expect(recorder.ofKind('bid-received').filter((mail) => mail.key.startsWith(`bid-received:${created.briefId}:`))).toMatchObject([
      {
        key: `bid-received:${created.briefId}:${skyline.id}:1`,
        builderName: 'Skyline Exhibits',
        total: 290_000,
        revision: 1,
        comparisonUrl: `${PUBLIC_BASE_URL}/briefs/${created.ownerToken}`,
      },
      { key: `bid-received:${created.briefId}:${skyline.id}:2`, total: 280_000, revision: 2, to: { email: request.exhibitor.email } },
    ]);

    // The other builder sees the brief but not Skyline's bid.
    const other = await getBrief(deccanLink);
    expect(builderBriefResponseSchema.parse(other.json()).data).toMatchObject({ vendorName: 'Deccan Booth Craft', bid: null });
    expect(other.body).not.toContain(bid.id);
    expect(other.body).not.toContain('280000');

    const comparison = briefComparisonResponseSchema.parse((await compare(created.ownerToken)).json()).data;
    expect(comparison.bids.map((entry) => [entry.vendorName, entry.total, entry.revision])).toEqual([['Skyline Exhibits', 280_000, 2]]);
    expect(comparison.invitations.map((entry) => entry.status)).toEqual(['bid', 'invited']);
  });

  it('refuses a forged, malformed, expired or other brief’s link with the same 401', async () => {
    const { created } = await sendBrief([skyline.id]);
    const { created: otherBrief } = await sendBrief([deccan.id]);
    const link = bidLinkOf(created.briefId, skyline.id);

    const forged = issueAccessToken().token;
    const probes = [
      getBrief(forged),
      putBid(forged),
      getBrief('short'),
      putBid('not-a-token!', { nonsense: true }),
      getBrief(`${link}x`),
      compare(forged),
      compare('abc'),
      app.inject({ method: 'POST', url: `/api/briefs/${forged}/award`, payload: { bidId: 'x' } }),
      app.inject({ method: 'POST', url: '/api/briefs/%20/award', payload: {} }),
      app.inject({ method: 'POST', url: `/api/briefs/${forged}/review`, payload: {} }),
      // A bid link is no owner link, and an owner link no bid link.
      compare(link),
      getBrief(created.ownerToken),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }

    // Other brief's link reaches only that brief.
    const otherView = builderBriefResponseSchema.parse((await getBrief(bidLinkOf(otherBrief.briefId, deccan.id))).json()).data;
    expect(otherView.brief.briefId).toBe(otherBrief.briefId);

    // Bids close: the builder's link stops working.
    await updateBrief(catalog.dbName, created.briefId, { bidsCloseAt: new Date(Date.now() - 1000) });
    for (const res of [await getBrief(link), await putBid(link)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    // The exhibitor's link works until 180 days after the show.
    expect((await compare(created.ownerToken)).statusCode).toBe(200);
    await updateBrief(catalog.dbName, created.briefId, { 'event.endDate': dayFromToday(-182) });
    expect((await compare(created.ownerToken)).json()).toEqual(INVALID);
  });

  it('refuses a bad bid with 400 and stores nothing', async () => {
    const { created } = await sendBrief([skyline.id]);
    const link = bidLinkOf(created.briefId, skyline.id);
    const cases: Array<[unknown, string]> = [
      [{ ...BID, lines: { structure: 0, graphics: 0, furniture: 0, avElectrical: 0, labour: 0, transport: 0 } }, 'Give a price for at least one line.'],
      [{ ...BID, timelineDays: 0 }, 'Timeline must be at least 1 day.'],
      [{ ...BID, lines: { ...BID.lines, labour: -5 } }, 'Labour cannot be negative.'],
      [{ ...BID, validUntil: 'soon' }, 'Valid until must be a date like 2027-01-20.'],
    ];
    for (const [payload, message] of cases) {
      const res = await putBid(link, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect(builderBriefResponseSchema.parse((await getBrief(link)).json()).data.bid).toBeNull();
  });

  it('lets a link submit twenty bids an hour', async () => {
    const { created } = await sendBrief([harbour.id]);
    const link = bidLinkOf(created.briefId, harbour.id);
    for (let sent = 1; sent <= 20; sent += 1) expect((await putBid(link)).statusCode).toBe(200);
    const refused = await putBid(link);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: 'This bid has been sent too many times in the last hour. Please wait a while and try again.' });
  });

  it('awards one bid: statuses change, the winner gets the contacts, the others a polite mail, bids close', async () => {
    const { request, created } = await sendBrief([skyline.id, deccan.id, harbour.id]);
    const skylineLink = bidLinkOf(created.briefId, skyline.id);
    const deccanLink = bidLinkOf(created.briefId, deccan.id);
    const winner = bidResponseSchema.parse((await putBid(skylineLink)).json()).data;
    const loser = bidResponseSchema.parse((await putBid(deccanLink, { ...BID, timelineDays: 7 })).json()).data;
    const award = (bidId: string, token = created.ownerToken) => app.inject({ method: 'POST', url: `/api/briefs/${token}/award`, payload: { bidId } });

    // A bid of another brief, or none at all, is not found.
    const { created: other } = await sendBrief([skyline.id]);
    const otherBid = bidResponseSchema.parse((await putBid(bidLinkOf(other.briefId, skyline.id))).json()).data;
    for (const bidId of [otherBid.id, '0123456789abcdef01234567', 'nope']) {
      const res = await award(bidId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'There is no such bid on this brief.' });
    }

    const res = await award(winner.id);
    expect(res.statusCode, res.body).toBe(200);
    const comparison = briefComparisonResponseSchema.parse(res.json()).data;
    expect(comparison.awardedBidId).toBe(winner.id);
    expect(comparison.brief.status).toBe('awarded');
    expect(comparison.bids.map((bid) => [bid.id, bid.status])).toEqual([
      [winner.id, 'awarded'],
      [loser.id, 'not-awarded'],
    ]);
    expect(comparison.canReview).toBe(false);

    const mails = recorder.forBrief(created.briefId);
    expect(mails.filter((mail) => mail.kind === 'bid-awarded')).toEqual([
      {
        kind: 'bid-awarded',
        key: `bid-awarded:${created.briefId}:${skyline.id}`,
        to: { name: 'Skyline Exhibits', email: skyline.email },
        exhibitionName: 'CPHI India',
        total: winner.total,
        exhibitor: { companyName: EXHIBITOR.companyName, contactPerson: EXHIBITOR.contactPerson, email: request.exhibitor.email, phone: EXHIBITOR.phone },
      },
    ]);
    expect(mails.filter((mail) => mail.kind === 'bid-not-awarded')).toEqual([
      {
        kind: 'bid-not-awarded',
        key: `bid-not-awarded:${created.briefId}:${deccan.id}`,
        to: { name: 'Deccan Booth Craft', email: deccan.email },
        exhibitionName: 'CPHI India',
      },
    ]);
    // Harbourline never bid, so it gets nothing; nobody but the winner learns the exhibitor's address.
    expect(mails.some((mail) => mail.to.email === harbour.email && mail.kind !== 'brief-invitation')).toBe(false);
    expect(
      mails.filter((mail) => JSON.stringify(mail).includes(request.exhibitor.email) && mail.to.email !== request.exhibitor.email).map((mail) => mail.kind),
    ).toEqual(['bid-awarded']);

    expect((await award(loser.id)).json()).toEqual({ success: false, error: 'You have already chosen a builder for this brief.' });
    expect((await award(loser.id)).statusCode).toBe(409);

    const late = await putBid(deccanLink);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, error: 'The exhibitor has already chosen a builder; bids are closed.' });
    const builderView = builderBriefResponseSchema.parse((await getBrief(deccanLink)).json()).data;
    expect(builderView).toMatchObject({ brief: { status: 'awarded' }, bid: { id: loser.id, status: 'not-awarded' } });
  });

  it('awards once when two awards arrive together', async () => {
    const { created } = await sendBrief([skyline.id, deccan.id]);
    const a = bidResponseSchema.parse((await putBid(bidLinkOf(created.briefId, skyline.id))).json()).data;
    const b = bidResponseSchema.parse((await putBid(bidLinkOf(created.briefId, deccan.id))).json()).data;
    const answers = await Promise.all(
      [a, b].map((bid) => app.inject({ method: 'POST', url: `/api/briefs/${created.ownerToken}/award`, payload: { bidId: bid.id } })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(recorder.forBrief(created.briefId).filter((mail) => mail.kind === 'bid-awarded')).toHaveLength(1);
  });
});
