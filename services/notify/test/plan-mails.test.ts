import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_MAILS_PER_ADDRESS_PER_DAY } from '@stallplan/contracts';
import { signServiceToken, SERVICE_TOKEN_HEADER } from '@stallplan/service-kit';
import { adminHeaders, buildNotify, notifyInternals, outboxSettled, serviceHeaders } from './helper.js';
import { notifyWithSink } from './notify-with-sink.js';

const ROUTE = '/internal/plan-mails';
/** Quotes is the service that sends these. */
const quotesHeaders = () => serviceHeaders('quotes');

/** A fresh owner address and key per test, so tests sharing the sink never see each other's mail. */
function owner() {
  const tag = randomBytes(3).toString('hex');
  return { tag, to: `owner-${tag}@acme.example` };
}

function planSaved(tag: string, to: string, overrides: Record<string, unknown> = {}) {
  return { kind: 'plan-saved', key: `saved:${tag}`, to, exhibitionName: 'Auto Expo', editUrl: `https://stallplan.example/plans/edit/${tag}`, ...overrides };
}

describe('POST /internal/plan-mails', () => {
  const notify = notifyWithSink();

  it('delivers each of the four mails to the owner, recorded under its kind, with its subject and link', async () => {
    const { tag } = owner();
    const to = (who: string) => `${who}-${tag}@acme.example`;
    const link = (path: string) => `https://stallplan.example/${path}/${tag}`;
    const cases = [
      { body: planSaved(tag, to('saved'), { editUrl: link('edit') }), subject: 'Your StallPlan plan is saved', link: link('edit') },
      {
        body: { kind: 'plan-sign-in', key: `sign-in:${tag}`, to: to('sign-in'), signInUrl: link('sign-in'), validMinutes: 15, planCount: 2 },
        subject: 'Your sign-in link to My plans',
        link: link('sign-in'),
      },
      {
        body: {
          kind: 'plan-response',
          key: `response:${tag}`,
          to: to('response'),
          exhibitionName: 'Auto Expo',
          decision: 'changes-requested',
          reviewerName: 'Ravi Kumar',
          note: 'Please <script>alert(1)</script> move the counter.',
          versionNumber: 2,
          myPlansUrl: link('my-plans'),
        },
        subject: 'Changes were asked for on your StallPlan plan',
        link: link('my-plans'),
      },
      {
        body: {
          kind: 'plan-retention-warning',
          key: `retention:${tag}`,
          to: to('retention'),
          exhibitionName: 'Auto Expo',
          deleteOn: '2026-12-27',
          myPlansUrl: link('keep'),
        },
        subject: 'Your StallPlan plan will be deleted on 27 December 2026',
        link: link('keep'),
      },
    ];

    for (const { body } of cases) {
      const res = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: body });
      expect(res.statusCode, body.kind).toBe(202);
      expect(res.json()).toEqual({ success: true, duplicate: false });
    }
    await notify.sink.waitFor(() => cases.every(({ body }) => notify.sink.to(body.to).length === 1));

    for (const { body, subject, link: expectedLink } of cases) {
      const mail = notify.sink.only(body.to);
      expect(mail.rcptTo, body.kind).toEqual([body.to]);
      expect(mail.parsed.subject, body.kind).toBe(subject);
      expect(mail.parsed.text, body.kind).toContain(expectedLink);
      expect(String(mail.parsed.html), body.kind).toContain(`href="${expectedLink}"`);
    }
    const response = notify.sink.only(to('response'));
    expect(String(response.parsed.html)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(String(response.parsed.html)).not.toContain('<script>');

    const { outbox } = notifyInternals(notify.app).models;
    const stored = await outbox.find({ 'to.address': { $in: cases.map(({ body }) => body.to) } }, { kind: 1, status: 1 }).lean();
    expect(stored.map((message) => message.kind).sort()).toEqual(cases.map(({ body }) => body.kind).sort());
    const keys = await notifyInternals(notify.app)
      .models.planMails.find({ key: { $in: cases.map(({ body }) => body.key) } })
      .lean();
    expect(keys.map((claim) => claim.kind).sort()).toEqual(cases.map(({ body }) => body.kind).sort());
    expect(keys.every((claim) => claim.messageId !== null)).toBe(true);

    // The admin list reads the new kinds.
    const list = await notify.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=100', headers: await adminHeaders() });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { kind: string }) => item.kind)).toEqual(expect.arrayContaining(['plan-saved', 'plan-retention-warning']));
  });

  it('stops all mail to an address whose "not me" link was opened, for good', async () => {
    const { tag, to } = owner();
    const first = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: planSaved(tag, to) });
    expect(first.json()).toEqual({ success: true, duplicate: false });
    await notify.sink.waitFor(() => notify.sink.to(to).length === 1);
    const stopUrl = /Stop all StallPlan mail to this address: (\S+)/.exec(notify.sink.only(to).parsed.text ?? '')?.[1];
    expect(stopUrl).toMatch(/\/mail\/stop\/[A-Za-z0-9_-]{43}$/);
    const token = stopUrl!.split('/').at(-1)!;

    const stopped = await notify.app.inject({ method: 'POST', url: `/api/mail-stops/${token}` });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ success: true, message: 'StallPlan will send no more mail to this address.' });
    // Opened twice, still stopped; a token no mail carried is not found.
    expect((await notify.app.inject({ method: 'POST', url: `/api/mail-stops/${token}` })).statusCode).toBe(200);
    const unknown = await notify.app.inject({ method: 'POST', url: `/api/mail-stops/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);

    for (const body of [
      planSaved(`${tag}-2`, to.toUpperCase()),
      { kind: 'plan-sign-in', key: `sign-in:${tag}`, to, signInUrl: 'https://stallplan.example/my-plans/x', validMinutes: 15, planCount: 2 },
    ]) {
      const res = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: body });
      expect(res.statusCode, body.kind).toBe(202);
      expect(res.json(), body.kind).toEqual({ success: true, withheld: true });
    }
    const { outbox } = notifyInternals(notify.app).models;
    expect(await outbox.countDocuments({ 'to.address': { $in: [to, to.toUpperCase()] } })).toBe(1);
  });

  it(`mails one address at most ${PLAN_MAILS_PER_ADDRESS_PER_DAY} times a day, whoever asks`, async () => {
    const { tag, to } = owner();
    const answers = [];
    for (let index = 0; index < PLAN_MAILS_PER_ADDRESS_PER_DAY + 2; index += 1) {
      const res = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: planSaved(`${tag}-${index}`, to) });
      answers.push(res.json().withheld === true);
    }
    expect(answers).toEqual([...Array<boolean>(PLAN_MAILS_PER_ADDRESS_PER_DAY).fill(false), true, true]);
    expect(await notifyInternals(notify.app).models.outbox.countDocuments({ 'to.address': to })).toBe(PLAN_MAILS_PER_ADDRESS_PER_DAY);
  });

  it('sends once per key: a repeat answers 202 duplicate and records nothing more', async () => {
    const { tag, to } = owner();
    const body = planSaved(tag, to);
    const first = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: body });
    expect(first.json()).toEqual({ success: true, duplicate: false });
    const again = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: { ...body, exhibitionName: 'Another Show' } });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ success: true, duplicate: true });

    await notify.sink.waitFor(() => notify.sink.to(to).length >= 1);
    await outboxSettled(notify.app);
    expect(notify.sink.to(to)).toHaveLength(1);
    expect(await notifyInternals(notify.app).models.outbox.countDocuments({ 'to.address': to })).toBe(1);
    expect(await notifyInternals(notify.app).models.planMails.countDocuments({ key: body.key })).toBe(1);
  });

  it('keeps plan keys apart from builder-mail keys', async () => {
    const { tag, to } = owner();
    const key = `shared:${tag}`;
    const builderMail = {
      kind: 'brief-sent',
      key,
      to: { name: 'Asha Rao', email: `builder-side-${tag}@acme.example` },
      exhibitionName: 'Auto Expo',
      builders: ['Skyline'],
      comparisonUrl: `https://stallplan.example/compare/${tag}`,
    };
    expect(
      (
        await notify.app.inject({
          method: 'POST',
          url: '/internal/builder-mails',
          headers: await serviceHeaders(),
          payload: builderMail,
        })
      ).json(),
    ).toEqual({ success: true, duplicate: false });
    const res = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: planSaved(tag, to, { key }) });
    expect(res.json()).toEqual({ success: true, duplicate: false });
  });

  it('refuses a bad body with 400 and a sentence, and records nothing', async () => {
    const { tag, to } = owner();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [planSaved(tag, 'not-an-address'), /E-mail must be a valid e-mail address\./],
      [planSaved(tag, to, { editUrl: 'javascript:alert(1)' }), /^editUrl: .+/],
      [{ kind: 'plan-deleted', key: `k:${tag}`, to }, /^kind: .+/],
      [{ kind: 'plan-sign-in', key: `k:${tag}`, to, signInUrl: 'https://stallplan.example/s', validMinutes: 0, planCount: 1 }, /^validMinutes: .+/],
      [
        { kind: 'plan-retention-warning', key: `k:${tag}`, to, exhibitionName: 'Auto Expo', deleteOn: '27/11/2026', myPlansUrl: 'https://stallplan.example/m' },
        /^deleteOn: .+/,
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(error) });
    }
    expect(await notifyInternals(notify.app).models.outbox.countDocuments({ 'to.address': to })).toBe(0);
    expect(await notifyInternals(notify.app).models.planMails.countDocuments({ key: { $in: [`saved:${tag}`, `k:${tag}`] } })).toBe(0);
  });

  it('refuses a call without a valid service token with 401 before reading the body', async () => {
    const { tag, to } = owner();
    const { token: wrongSecret } = await signServiceToken({ secret: 'someone-elses-secret-that-is-long-enough', issuer: 'quotes', audience: 'notify' });
    for (const headers of [{}, { [SERVICE_TOKEN_HEADER]: wrongSecret }]) {
      for (const payload of [planSaved(tag, to), { kind: 'nonsense' }]) {
        const res = await notify.app.inject({ method: 'POST', url: ROUTE, headers, payload });
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toMatch(/service/);
      }
    }
    expect(await notifyInternals(notify.app).models.planMails.countDocuments({ key: `saved:${tag}` })).toBe(0);
    expect(await notifyInternals(notify.app).models.outbox.countDocuments({ 'to.address': to })).toBe(0);
  });

  it('answers 503 when the store is unavailable, and a retry after a failed recording still sends once', async () => {
    const { tag, to } = owner();
    const body = planSaved(tag, to);

    const claim = vi.spyOn(notifyInternals(notify.app).models.planMails, 'create').mockRejectedValueOnce(new Error('store down'));
    const down = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: body });
    claim.mockRestore();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ success: false, error: 'The mail could not be saved right now. Please try again in a moment.' });

    const record = vi.spyOn(notifyInternals(notify.app).outbox, 'record').mockRejectedValueOnce(new Error('outbox down'));
    const notRecorded = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: body });
    record.mockRestore();
    expect(notRecorded.statusCode).toBe(503);

    // The failed attempt released its key, so quotes' retry goes through.
    const retry = await notify.app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: body });
    expect(retry.json()).toEqual({ success: true, duplicate: false });
    await notify.sink.waitFor(() => notify.sink.to(to).length >= 1);
    await outboxSettled(notify.app);
    expect(notify.sink.to(to)).toHaveLength(1);
  });
});

describe('POST /internal/plan-mails without an SMTP server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildNotify();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the mail in the outbox as held, under its kind', async () => {
    const { tag, to } = owner();
    const res = await app.inject({ method: 'POST', url: ROUTE, headers: await quotesHeaders(), payload: planSaved(tag, to) });
    expect(res.statusCode).toBe(202);
    const stored = await notifyInternals(app).models.outbox.find({ 'to.address': to }).lean();
    expect(stored.map(({ kind, status, subject }) => ({ kind, status, subject }))).toEqual([
      { kind: 'plan-saved', status: 'held', subject: 'Your StallPlan plan is saved' },
    ]);
  });
});
