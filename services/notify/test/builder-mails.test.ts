import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { adminHeaders, notifyInternals, outboxSettled, serviceHeaders } from './helper.js';
import { notifyWithSink } from './notify-with-sink.js';

const ROUTE = '/internal/builder-mails';
const EXHIBITOR_PHONE = '+91 98765 43210';

/** Fresh addresses and keys per test, so tests sharing the sink never see each other's mail. */
function people() {
  const tag = randomBytes(3).toString('hex');
  return {
    tag,
    builder: { name: 'Skyline Exhibit Works', email: `skyline-${tag}@builder.example` },
    exhibitor: { name: 'Asha Rao', email: `asha-${tag}@acme.example` },
  };
}

function invitation(tag: string, to: { name: string; email: string }, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'brief-invitation',
    key: `invite:${tag}`,
    to,
    companyName: 'Acme Pvt Ltd',
    exhibitionName: 'India Tech Expo',
    city: 'New Delhi',
    startDate: '2026-09-10',
    endDate: '2026-09-12',
    areaSqm: 36,
    budget: 450000,
    bidUrl: `https://stallplan.example/bids/${tag}`,
    bidsCloseAt: '2026-08-20T12:30:00Z',
    ...overrides,
  };
}

describe('POST /internal/builder-mails', () => {
  const notify = notifyWithSink();

  it('gives the exhibitor\'s mails a "not me" link, and after it mails the exhibitor nothing more while the builders still get theirs', async () => {
    const { tag, builder, exhibitor } = people();
    const sent = {
      kind: 'brief-sent',
      key: `sent:${tag}`,
      to: exhibitor,
      exhibitionName: 'India Tech Expo',
      builders: ['Skyline'],
      comparisonUrl: `https://stallplan.example/briefs/${tag}`,
    };
    expect((await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: sent })).json()).toEqual({
      success: true,
      duplicate: false,
    });
    await notify.sink.waitFor(() => notify.sink.to(exhibitor.email).length === 1);
    const token = /\/mail\/stop\/([A-Za-z0-9_-]{43})/.exec(notify.sink.only(exhibitor.email).parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await notify.app.inject({ method: 'POST', url: `/api/mail-stops/${token}` })).statusCode).toBe(200);

    const bid = {
      kind: 'bid-received',
      key: `bid:${tag}`,
      to: exhibitor,
      exhibitionName: 'India Tech Expo',
      builderName: 'Skyline',
      total: 412500,
      revision: 1,
      comparisonUrl: `https://stallplan.example/briefs/${tag}`,
    };
    expect((await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: bid })).json()).toEqual({
      success: true,
      withheld: true,
    });
    const invited = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: invitation(tag, builder) });
    expect(invited.json()).toEqual({ success: true, duplicate: false });
    await notify.sink.waitFor(() => notify.sink.to(builder.email).length === 1);
    expect(notify.sink.to(exhibitor.email)).toHaveLength(1);
  });

  it('delivers each of the six mails to its recipient, with its subject and link', async () => {
    const { tag, exhibitor } = people();
    const to = (who: string) => ({ name: who, email: `${who.toLowerCase()}-${tag}@mail.example` });
    const link = (path: string) => `https://stallplan.example/${path}/${tag}`;
    const cases = [
      { body: invitation(tag, to('Invited')), subject: 'Acme Pvt Ltd invites you to bid for their stall at India Tech Expo', link: link('bids') },
      {
        body: {
          kind: 'brief-sent',
          key: `sent:${tag}`,
          to: to('Sent'),
          exhibitionName: 'India Tech Expo',
          builders: ['Skyline', 'Arcline'],
          comparisonUrl: link('compare'),
        },
        subject: 'Your stall brief went to 2 builders',
        link: link('compare'),
      },
      {
        body: {
          kind: 'bid-received',
          key: `bid:${tag}`,
          to: to('Received'),
          exhibitionName: 'India Tech Expo',
          builderName: 'Skyline',
          total: 412500,
          revision: 1,
          comparisonUrl: link('compare-bid'),
        },
        subject: 'A new bid for your stall',
        link: link('compare-bid'),
      },
      {
        body: {
          kind: 'bid-awarded',
          key: `award:${tag}`,
          to: to('Awarded'),
          exhibitionName: 'India Tech Expo',
          total: 398000,
          exhibitor: { companyName: 'Acme Pvt Ltd', contactPerson: exhibitor.name, email: exhibitor.email, phone: EXHIBITOR_PHONE },
        },
        subject: 'Your bid for India Tech Expo was chosen',
        link: undefined,
      },
      {
        body: { kind: 'bid-not-awarded', key: `lost:${tag}`, to: to('Declined'), exhibitionName: 'India Tech Expo' },
        subject: 'About your bid for India Tech Expo',
        link: undefined,
      },
      {
        body: {
          kind: 'review-invitation',
          key: `review:${tag}`,
          to: to('Reviewer'),
          exhibitionName: 'India Tech Expo',
          builderName: 'Skyline',
          reviewUrl: link('review'),
        },
        subject: 'How did your stall builder do?',
        link: link('review'),
      },
    ];

    for (const { body } of cases) {
      const res = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: body });
      expect(res.statusCode, body.kind).toBe(202);
      expect(res.json()).toEqual({ success: true, duplicate: false });
    }
    await notify.sink.waitFor(() => cases.every(({ body }) => notify.sink.to(body.to.email).length === 1));

    for (const { body, subject, link: expectedLink } of cases) {
      const mail = notify.sink.only(body.to.email);
      expect(mail.rcptTo, body.kind).toEqual([body.to.email]);
      expect(mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.value[0]?.name : undefined).toBe(body.to.name);
      expect(mail.parsed.subject, body.kind).toBe(subject);
      if (expectedLink) {
        expect(mail.parsed.text, body.kind).toContain(expectedLink);
        expect(String(mail.parsed.html), body.kind).toContain(`href="${expectedLink}"`);
      }
    }

    // Each message is recorded under its own kind, and the admin list still reads.
    const stored = await notifyInternals(notify.app)
      .models.outbox.find({ 'to.address': { $in: cases.map(({ body }) => body.to.email) } }, { kind: 1 })
      .lean();
    expect(stored.map((message) => message.kind).sort()).toEqual(cases.map(({ body }) => body.kind).sort());
    const list = await notify.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=100', headers: await adminHeaders() });
    expect(list.statusCode).toBe(200);
  });

  it("shares the exhibitor's e-mail and phone in the award only, never in the invitation", async () => {
    const { tag, builder, exhibitor } = people();
    const invited = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: invitation(tag, builder) });
    expect(invited.statusCode).toBe(202);
    const winner = { name: 'Arcline Stall Studio', email: `arcline-${tag}@builder.example` };
    const awarded = await notify.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: await serviceHeaders(),
      payload: {
        kind: 'bid-awarded',
        key: `award:${tag}`,
        to: winner,
        exhibitionName: 'India Tech Expo',
        total: 398000,
        exhibitor: { companyName: 'Acme Pvt Ltd', contactPerson: exhibitor.name, email: exhibitor.email, phone: EXHIBITOR_PHONE },
      },
    });
    expect(awarded.statusCode).toBe(202);
    await notify.sink.waitFor(() => notify.sink.to(builder.email).length === 1 && notify.sink.to(winner.email).length === 1);

    const award = notify.sink.only(winner.email);
    expect(award.parsed.text).toContain(`E-mail: ${exhibitor.email}`);
    expect(award.parsed.text).toContain(`Phone: ${EXHIBITOR_PHONE}`);
    expect(String(award.parsed.html)).toContain(EXHIBITOR_PHONE);
    expect(award.parsed.replyTo?.value[0]?.address).toBe(exhibitor.email);
    expect(award.rcptTo).toEqual([winner.email]);

    const invite = notify.sink.only(builder.email);
    for (const secret of [exhibitor.email, EXHIBITOR_PHONE]) {
      expect(invite.parsed.text).not.toContain(secret);
      expect(String(invite.parsed.html)).not.toContain(secret);
      expect(invite.rawHeaders).not.toContain(secret);
    }
    expect(invite.parsed.text).toContain('This link is yours alone; please do not share it.');
  });

  it('sends once per key: a repeat answers 202 duplicate and mails nothing', async () => {
    const { tag, builder } = people();
    const body = invitation(tag, builder);
    const first = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: body });
    expect(first.json()).toEqual({ success: true, duplicate: false });
    const again = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: { ...body, companyName: 'Someone Else' } });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ success: true, duplicate: true });

    await notify.sink.waitFor(() => notify.sink.to(builder.email).length >= 1);
    await outboxSettled(notify.app);
    expect(notify.sink.to(builder.email)).toHaveLength(1);
    expect(await notifyInternals(notify.app).models.outbox.countDocuments({ 'to.address': builder.email })).toBe(1);
  });

  it('refuses a bad body with 400 and a sentence, and mails nothing', async () => {
    const { tag, builder } = people();
    const badAddress = await notify.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: await serviceHeaders(),
      payload: invitation(tag, { name: 'X', email: 'not-an-address' }),
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toMatchObject({ success: false, error: expect.stringContaining('E-mail must be a valid e-mail address.') });

    const scriptLink = await notify.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: await serviceHeaders(),
      payload: invitation(tag, builder, { bidUrl: 'javascript:alert(1)' }),
    });
    expect(scriptLink.statusCode).toBe(400);
    expect(scriptLink.json().error).toMatch(/^bidUrl: .+/);

    const unknownKind = await notify.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: await serviceHeaders(),
      payload: { kind: 'bid-lost', key: 'k', to: builder },
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().error).toMatch(/^kind: .+/);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notify.sink.to(builder.email)).toHaveLength(0);
    expect(await notifyInternals(notify.app).models.builderMails.countDocuments({ key: `invite:${tag}` })).toBe(0);
  });

  it('keeps CR/LF in the exhibition name out of the headers', async () => {
    const { tag, builder } = people();
    const evil = '\r\nBcc: evil@example.com';
    const res = await notify.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: await serviceHeaders(),
      payload: invitation(tag, { ...builder, name: `Skyline${evil}` }, { exhibitionName: `Expo${evil}\r\nX-Injected: yes`, companyName: `Evil Co${evil}` }),
    });
    expect(res.statusCode).toBe(202);
    await notify.sink.waitFor(() => notify.sink.to(builder.email).length === 1);
    await outboxSettled(notify.app);

    const mail = notify.sink.only(builder.email);
    expect(mail.rcptTo).toEqual([builder.email]);
    expect(mail.rawHeaders).not.toMatch(/^bcc:/im);
    expect(mail.rawHeaders).not.toMatch(/^x-injected:/im);
    expect(mail.parsed.subject).toBe('Evil Co Bcc: evil@example.com invites you to bid for their stall at Expo Bcc: evil@example.com X-Injected: yes');
    expect(notify.sink.to('evil@example.com')).toHaveLength(0);
  });

  it('answers 503 when the store is unavailable, and a retry after a failed recording still sends once', async () => {
    const { tag, builder } = people();
    const body = invitation(tag, builder);

    const claim = vi.spyOn(notifyInternals(notify.app).models.builderMails, 'create').mockRejectedValueOnce(new Error('store down'));
    const down = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: body });
    claim.mockRestore();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ success: false, error: 'The mail could not be saved right now. Please try again in a moment.' });

    const record = vi.spyOn(notifyInternals(notify.app).outbox, 'record').mockRejectedValueOnce(new Error('outbox down'));
    const notRecorded = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: body });
    record.mockRestore();
    expect(notRecorded.statusCode).toBe(503);

    // The failed attempt released its key, so catalog's retry goes through.
    const retry = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await serviceHeaders(), payload: body });
    expect(retry.json()).toEqual({ success: true, duplicate: false });
    await notify.sink.waitFor(() => notify.sink.to(builder.email).length >= 1);
    await outboxSettled(notify.app);
    expect(notify.sink.to(builder.email)).toHaveLength(1);
  });
});
