import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { INVALID_LINK_MESSAGE, PLAN_CHANGED_SINCE_VIEWED_MESSAGE, STALE_PLAN_MESSAGE, type SavedPlan } from '@stallplan/contracts';
import mongoose, { type Connection } from 'mongoose';
import { inject } from 'vitest';
import { formatInr } from '@stallplan/pricing';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { quoteModelFor } from '../../src/models/quote-model.js';
import { planModelsFor } from '../../src/plans/plan-models.js';
import { createPdfFileStore } from '../../src/rendering/pdf-file-store.js';
import { buildQuotes, pdfText, testBlobSettings } from '../helper.js';
import { IMTEX_PLAN } from '../quote-request-fixture.js';
import { imtexContent, startNotifyStandIn, type NotifyStandIn } from './plan-fixture.js';

const INVALID = { success: false, error: INVALID_LINK_MESSAGE };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe('saved plans', () => {
  let app: FastifyInstance;
  let notify: NotifyStandIn;
  let connection: Connection;
  const dbName = uniqueDbName('quotes');
  beforeAll(async () => {
    notify = await startNotifyStandIn();
    app = await buildQuotes({ MONGO_DB: dbName, NOTIFY_URL: notify.url, PUBLIC_BASE_URL: 'https://stallplan.example/' });
    // The service's database, read as it is stored.
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
  });
  afterAll(async () => {
    await app.close();
    await connection.close();
    await notify.close();
  });

  const unique = () => randomBytes(4).toString('hex');
  async function create(email = `owner-${unique()}@example.com`, company = `Acme ${unique()}`, ip = '10.0.0.1') {
    const res = await app.inject({ method: 'POST', url: '/api/plans', payload: { content: imtexContent(company, email) }, remoteAddress: ip });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { plan: SavedPlan; editToken: string; editUrl: string; mailed: boolean };
  }
  const get = (token: string) => app.inject({ method: 'GET', url: `/api/plans/${token}` });
  const put = (token: string, baseRevision: number, content: unknown) =>
    app.inject({ method: 'PUT', url: `/api/plans/${token}`, payload: { baseRevision, content } });

  it('saves a plan with version 1 priced by the service, mails the edit link, and opens it by that link', async () => {
    const email = `Owner-${unique()}@Example.com`;
    const created = await create(` ${email} `);
    expect(created.editToken).toMatch(TOKEN);
    expect(created.editUrl).toBe(`https://stallplan.example/plans/${created.editToken}`);
    expect(created.mailed).toBe(true);
    expect(created.plan.ownerEmail).toBe(email.toLowerCase());
    expect(created.plan).toMatchObject({ revision: 1, latestVersion: 1, status: 'draft', approval: null });
    expect(created.plan.quote.totals).toEqual({ subtotal: IMTEX_PLAN.subtotal, gst: IMTEX_PLAN.gst, grandTotal: IMTEX_PLAN.grandTotal });
    expect(notify.mails).toContainEqual(expect.objectContaining({ kind: 'plan-saved', to: email.toLowerCase(), editUrl: `${created.editUrl}?via=mail` }));

    const opened = await get(created.editToken);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      id: created.plan.id,
      revision: 1,
      versions: [{ number: 1, grandTotal: IMTEX_PLAN.grandTotal, quoteNumber: null }],
    });
  });

  it('refuses a plan without an e-mail address, and answers mailed:false without NOTIFY_URL', async () => {
    const content = imtexContent('No Mail Ltd', 'x@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      payload: { content: { ...content, eventDetails: { ...content.eventDetails, emailAddress: 'not-an-address' } } },
    });
    expect(res.statusCode).toBe(400);
    const missing = 'Add your e-mail address in step 1 before saving, so the edit link can be mailed to you.';
    expect(res.json()).toEqual({ success: false, error: missing, details: [{ path: 'content.eventDetails.emailAddress', message: missing }] });

    const quiet = await buildQuotes();
    try {
      const saved = await quiet.inject({ method: 'POST', url: '/api/plans', payload: { content: imtexContent('Quiet Ltd', `q-${unique()}@example.com`) } });
      expect(saved.statusCode).toBe(201);
      expect(saved.json().data.mailed).toBe(false);
    } finally {
      await quiet.close();
    }
  });

  it('makes a new version only when a priced figure changes, and refuses a stale save without writing', async () => {
    const { plan, editToken } = await create();
    const moved = { ...plan.content, step: 5, furthestStep: 5 };
    const same = await put(editToken, 1, moved);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ newVersion: false, plan: { revision: 2, latestVersion: 1, content: { step: 5 } } });

    const bigger = { ...moved, eventDetails: { ...moved.eventDetails, teamSize: 3 } };
    const priced = await put(editToken, 2, bigger);
    expect(priced.json().data).toMatchObject({ newVersion: true, plan: { revision: 3, latestVersion: 2 } });
    expect(priced.json().data.plan.quote.totals.grandTotal).toBeGreaterThan(IMTEX_PLAN.grandTotal);

    const stale = await put(editToken, 2, { ...bigger, step: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, error: STALE_PLAN_MESSAGE, currentRevision: 3 });
    const after = (await get(editToken)).json().data as SavedPlan;
    expect(after).toMatchObject({ revision: 3, latestVersion: 2, content: { step: 5 } });
    expect(after.versions.map((version) => version.number)).toEqual([1, 2]);
  });

  it('lets one of two processes saving over the same revision win, and refuses the other without writing', async () => {
    const other = await buildQuotes({ MONGO_DB: dbName, NOTIFY_URL: notify.url });
    try {
      const { plan, editToken } = await create();
      for (let round = 0; round < 3; round += 1) {
        const base = plan.revision + round;
        const [first, second] = await Promise.all([
          put(editToken, base, { ...plan.content, eventDetails: { ...plan.content.eventDetails, teamSize: 2 + round } }),
          other.inject({
            method: 'PUT',
            url: `/api/plans/${editToken}`,
            payload: { baseRevision: base, content: { ...plan.content, eventDetails: { ...plan.content.eventDetails, teamSize: 5 + round } } },
          }),
        ]);
        expect([first.statusCode, second.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
        const stored = (await get(editToken)).json().data as SavedPlan;
        const winner = first.statusCode === 200 ? 2 + round : 5 + round;
        expect(stored).toMatchObject({ revision: base + 1, content: { eventDetails: { teamSize: winner } } });
        expect(stored.versions.map((version) => version.number)).toEqual(Array.from({ length: stored.latestVersion }, (_, index) => index + 1));
      }
    } finally {
      await other.close();
    }
  });

  it('answers every invalid link with the same 401', async () => {
    const { plan, editToken } = await create();
    const share = (await app.inject({ method: 'POST', url: `/api/plans/${editToken}/shares`, payload: {} })).json().data;
    await app.inject({ method: 'DELETE', url: `/api/plans/${editToken}/shares/${share.share.id}` });
    const unknown = randomBytes(32).toString('base64url');
    const answers = await Promise.all([
      get('short'),
      get(unknown),
      get(share.shareToken), // a share link is not an edit link
      app.inject({ method: 'GET', url: `/api/shared-plans/${share.shareToken}` }), // revoked
      app.inject({ method: 'GET', url: `/api/shared-plans/${editToken}` }), // an edit link is not a share link
      app.inject({ method: 'PUT', url: `/api/plans/${unknown}`, payload: { nonsense: true } }),
      app.inject({ method: 'GET', url: `/api/plans/${unknown}/versions/x` }),
      app.inject({ method: 'GET', url: `/api/my-plans/${unknown}` }),
      app.inject({ method: 'GET', url: `/api/my-plans/bad` }),
      app.inject({ method: 'POST', url: '/api/my-plans/sessions', payload: { token: unknown } }),
      app.inject({ method: 'POST', url: '/api/my-plans/sessions', payload: { token: 'forged' } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await get(editToken)).json().data.id).toBe(plan.id);
  });

  it('reads, compares and restores versions', async () => {
    const { plan, editToken } = await create();
    const three = { ...plan.content, eventDetails: { ...plan.content.eventDetails, teamSize: 3 } };
    await put(editToken, 1, three);
    const v1 = await app.inject({ method: 'GET', url: `/api/plans/${editToken}/versions/1` });
    expect(v1.json().data).toMatchObject({ number: 1, grandTotal: IMTEX_PLAN.grandTotal, content: { eventDetails: { teamSize: 1 } } });
    expect((await app.inject({ method: 'GET', url: `/api/plans/${editToken}/versions/9` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/plans/${editToken}/versions/0` })).statusCode).toBe(400);

    const compared = (await app.inject({ method: 'GET', url: `/api/plans/${editToken}/compare?from=1&to=2` })).json().data;
    expect(compared.totals.grandTotal.from).toBe(IMTEX_PLAN.grandTotal);
    expect(compared.totals.grandTotal.to).toBeGreaterThan(IMTEX_PLAN.grandTotal);
    expect(compared.lines.find((line: { key: string }) => line.key === 'space')).toMatchObject({ change: 'same' });
    expect(compared.lines.some((line: { change: string }) => line.change !== 'same')).toBe(true);

    const restored = await app.inject({ method: 'POST', url: `/api/plans/${editToken}/versions/1/restore`, payload: { baseRevision: 2 } });
    expect(restored.json().data).toMatchObject({ newVersion: true, plan: { revision: 3, latestVersion: 3, content: { eventDetails: { teamSize: 1 } } } });
    expect(restored.json().data.plan.quote.totals.grandTotal).toBe(IMTEX_PLAN.grandTotal);
    const staleRestore = await app.inject({ method: 'POST', url: `/api/plans/${editToken}/versions/1/restore`, payload: { baseRevision: 2 } });
    expect(staleRestore.statusCode).toBe(409);
  });

  it('shares read-only without any e-mail or phone, takes an approval, and tells the owner when the plan changed since', async () => {
    const email = `share-${unique()}@example.com`;
    const { plan, editToken } = await create(email);
    const created = await app.inject({ method: 'POST', url: `/api/plans/${editToken}/shares`, payload: { label: 'For my manager', expiresInDays: 7 } });
    expect(created.statusCode, created.body).toBe(201);
    const { share, shareToken, shareUrl } = created.json().data;
    expect(shareUrl).toBe(`https://stallplan.example/shared/${shareToken}`);
    expect(share.label).toBe('For my manager');
    expect((await get(editToken)).json().data.status).toBe('shared');

    const viewed = await app.inject({ method: 'GET', url: `/api/shared-plans/${shareToken}` });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().data).toMatchObject({ companyName: plan.content.eventDetails.companyName, versionNumber: 1, city: 'Bangalore' });
    expect(viewed.body).not.toContain(email);
    expect(viewed.body).not.toContain('98765');
    expect(viewed.body).not.toMatch(/@/);

    const approve = await app.inject({
      method: 'POST',
      url: `/api/shared-plans/${shareToken}/responses`,
      payload: { versionNumber: 1, decision: 'approved', name: 'Meera', note: 'Go ahead.' },
    });
    expect(approve.statusCode, approve.body).toBe(201);
    expect(notify.mails).toContainEqual(
      expect.objectContaining({
        kind: 'plan-response',
        to: email,
        decision: 'approved',
        reviewerName: 'Meera',
        versionNumber: 1,
        myPlansUrl: 'https://stallplan.example/my-plans',
      }),
    );
    const approved = (await get(editToken)).json().data as SavedPlan;
    expect(approved.status).toBe('approved');
    expect(approved.approval).toMatchObject({ versionNumber: 1, name: 'Meera', changedSince: false });

    await put(editToken, 1, { ...approved.content, eventDetails: { ...approved.content.eventDetails, teamSize: 2 } });
    const changed = (await get(editToken)).json().data as SavedPlan;
    expect(changed.status).toBe('shared');
    expect(changed.approval).toMatchObject({ versionNumber: 1, changedSince: true });
    const late = await app.inject({
      method: 'POST',
      url: `/api/shared-plans/${shareToken}/responses`,
      payload: { versionNumber: 1, decision: 'approved', name: 'Meera' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(PLAN_CHANGED_SINCE_VIEWED_MESSAGE);

    const revoked = await app.inject({ method: 'DELETE', url: `/api/plans/${editToken}/shares/${share.id}` });
    expect(revoked.json().data.status).toBe('draft');
    expect((await app.inject({ method: 'GET', url: `/api/shared-plans/${shareToken}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/plans/${editToken}/shares/${'0'.repeat(24)}` })).statusCode).toBe(404);
  });

  it('mails the edit link of only the first plan a day for an address nobody has shown is theirs', async () => {
    const email = `typed-${unique()}@example.com`;
    const mailsTo = () => notify.mails.filter((mail) => mail.kind === 'plan-saved' && mail.to === email).length;
    const first = await create(email, 'First Co', '10.3.0.1');
    const second = await create(email, 'Second Co', '10.3.0.2');
    expect([first.mailed, second.mailed]).toEqual([true, false]);
    expect(second.editToken).toMatch(TOKEN);
    expect(mailsTo()).toBe(1);

    // The mailed link opened: the address is its owner's, and its plans are mailed again.
    const mailed = notify.mails.find((mail) => mail.kind === 'plan-saved' && mail.to === email);
    if (mailed?.kind !== 'plan-saved') throw new Error('no saved-plan mail');
    const opened = await app.inject({ method: 'GET', url: new URL(mailed.editUrl).pathname.replace('/plans/', '/api/plans/') + '?via=mail' });
    expect(opened.statusCode).toBe(200);
    expect((await create(email, 'Third Co', '10.3.0.3')).mailed).toBe(true);
    expect(mailsTo()).toBe(2);
    expect((await app.inject({ method: 'GET', url: `/api/plans/${first.editToken}?via=somewhere` })).statusCode).toBe(400);
  });

  async function signIn(email: string) {
    const before = notify.mails.length;
    const asked = await app.inject({
      method: 'POST',
      url: '/api/my-plans/sign-in-links',
      payload: { email },
      remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(asked.statusCode).toBe(202);
    const mail = notify.mails.slice(before).find((sent) => sent.kind === 'plan-sign-in' && sent.to === email);
    if (mail?.kind !== 'plan-sign-in') throw new Error('no sign-in mail');
    const token = mail.signInUrl.split('/').at(-1)!;
    const session = await app.inject({ method: 'POST', url: '/api/my-plans/sessions', payload: { token } });
    expect(session.statusCode, session.body).toBe(200);
    return { token, session: session.json().data.session as string, mail };
  }

  it('signs in by a one-time link: the same answer for an unknown address, the link works once', async () => {
    const email = `signin-${unique()}@example.com`;
    await create(email);
    const before = notify.mails.length;
    const nobody = await app.inject({
      method: 'POST',
      url: '/api/my-plans/sign-in-links',
      payload: { email: `nobody-${unique()}@example.com` },
      remoteAddress: '10.2.0.1',
    });
    const somebody = await app.inject({ method: 'POST', url: '/api/my-plans/sign-in-links', payload: { email }, remoteAddress: '10.2.0.2' });
    expect(nobody.statusCode).toBe(202);
    expect(nobody.body).toBe(somebody.body);
    expect(notify.mails.slice(before).map((mail) => mail.kind)).toEqual(['plan-sign-in']);

    const { token, mail } = await signIn(email);
    expect(mail).toMatchObject({ validMinutes: 15, planCount: 1 });
    expect(mail.signInUrl).toMatch(/^https:\/\/stallplan\.example\/my-plans\/sign-in\/[A-Za-z0-9_-]{43}$/);
    const again = await app.inject({ method: 'POST', url: '/api/my-plans/sessions', payload: { token } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID);
  });

  it('lists My plans with totals per Indian financial year, opens, duplicates and deletes them', async () => {
    const email = `list-${unique()}@example.com`;
    const first = await create(email);
    const second = await create(email);
    const content = second.plan.content;
    // A show in May 2026: Q1 of 2026-27; IMTEX in January 2027: Q4 of 2026-27.
    await put(second.editToken, 1, {
      ...content,
      eventDetails: { ...content.eventDetails, exhibitionStartDate: '2026-05-04', exhibitionEndDate: '2026-05-06' },
    });
    const { session } = await signIn(email);

    const listed = (await app.inject({ method: 'GET', url: `/api/my-plans/${session}` })).json().data;
    expect(listed.email).toBe(email);
    expect(listed.plans).toHaveLength(2);
    expect(listed.plans[0]).toMatchObject({ id: second.plan.id, financialYear: '2026-27', quarter: 1, startDate: '2026-05-04' });
    expect(listed.plans[1]).toMatchObject({ id: first.plan.id, financialYear: '2026-27', quarter: 4, exhibitionName: 'IMTEX 2027', city: 'Bangalore' });
    expect(listed.financialYears).toEqual([
      { financialYear: '2026-27', quarters: [IMTEX_PLAN.grandTotal, 0, 0, IMTEX_PLAN.grandTotal], total: 2 * IMTEX_PLAN.grandTotal, plans: 2 },
    ]);

    const stranger = await create();
    expect((await app.inject({ method: 'POST', url: `/api/my-plans/${session}/plans/${stranger.plan.id}/edit-links` })).statusCode).toBe(404);
    const link = await app.inject({ method: 'POST', url: `/api/my-plans/${session}/plans/${first.plan.id}/edit-links` });
    expect(link.statusCode).toBe(201);
    expect((await get(link.json().data.editToken)).json().data.id).toBe(first.plan.id);
    expect((await get(first.editToken)).statusCode).toBe(200);

    const copy = await app.inject({
      method: 'POST',
      url: `/api/my-plans/${session}/plans/${first.plan.id}/duplicate`,
      payload: { exhibitionName: 'Automation Expo' },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicated = copy.json().data.plan as SavedPlan;
    expect(duplicated.id).not.toBe(first.plan.id);
    expect(duplicated).toMatchObject({
      ownerEmail: email,
      latestVersion: 1,
      content: { step: 1, furthestStep: 1, briefs: [], selections: { flights: [], vendors: [], hotel: null, logistics: null } },
    });
    const form = duplicated.content.eventDetails;
    expect(form).toMatchObject({
      exhibitionName: 'Automation Expo',
      companyName: first.plan.content.eventDetails.companyName,
      teamSize: 1,
      originCity: 'Mumbai',
      boothSize: 24,
    });
    for (const cleared of ['exhibitionStartDate', 'exhibitionEndDate', 'destinationState', 'destinationCity', 'distance'] as const)
      expect(form[cleared]).toBeUndefined();
    expect(duplicated.content.stallDesign).toEqual(first.plan.content.stallDesign);

    const removed = await app.inject({ method: 'DELETE', url: `/api/my-plans/${session}/plans/${second.plan.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await get(second.editToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/my-plans/${session}` })).json().data.plans).toHaveLength(2);
  });

  it("makes a version's quote PDF with the version's figures, keeps it, and deletes it with the plan; exports what is stored", async () => {
    const { plan, editToken } = await create();
    await put(editToken, 1, { ...plan.content, eventDetails: { ...plan.content.eventDetails, teamSize: 2 } });
    const { shareToken } = (await app.inject({ method: 'POST', url: `/api/plans/${editToken}/shares`, payload: { label: 'Boss' } })).json().data;
    await app.inject({
      method: 'POST',
      url: `/api/shared-plans/${shareToken}/responses`,
      payload: { versionNumber: 2, decision: 'changes-requested', name: 'Boss', note: 'Cheaper hotel?' },
    });

    const pdf = await app.inject({ method: 'GET', url: `/api/plans/${editToken}/versions/1/pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const quoteNumber = String(pdf.headers['x-quote-number']);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toMatch(new RegExp(`Grand total \\(INR\\)\\s+${formatInr(IMTEX_PLAN.grandTotal)}`));
    expect(text).toContain(formatInr(IMTEX_PLAN.subtotal));
    const again = await app.inject({ method: 'GET', url: `/api/plans/${editToken}/versions/1/pdf` });
    expect(again.headers['x-quote-number']).toBe(quoteNumber);
    expect((await get(editToken)).json().data.versions[0].quoteNumber).toBe(quoteNumber);

    const exported = await app.inject({ method: 'GET', url: `/api/plans/${editToken}/export` });
    expect(exported.statusCode).toBe(200);
    const body = exported.json();
    expect(body.plan).toMatchObject({ _id: plan.id, revision: 2, latestVersion: 2, content: { eventDetails: { teamSize: 2 } } });
    expect(body.plan.editTokenHashes).toBeUndefined();
    expect(body.versions.map((version: { number: number }) => version.number)).toEqual([1, 2]);
    expect(body.shares).toHaveLength(1);
    expect(body.shares[0].tokenHash).toBeUndefined();
    expect(body.responses[0]).toMatchObject({ decision: 'changes-requested', note: 'Cheaper hotel?' });
    expect(body.quotes).toMatchObject([{ quoteNumber, planId: plan.id }]);
    expect(exported.body).not.toContain(editToken);
    expect(exported.body).not.toContain(shareToken);

    const quotes = quoteModelFor(connection);
    const fileId = (await quotes.findOne({ quoteNumber }).lean())?.pdfFileId;
    expect(fileId).toBeTruthy();
    const pdfFiles = createPdfFileStore(testBlobSettings(dbName));
    expect((await pdfFiles.stat(fileId!))?.contentType).toBe('application/pdf');
    const removed = await app.inject({ method: 'DELETE', url: `/api/plans/${editToken}` });
    expect(removed.statusCode).toBe(200);
    const { plans, contents, links, versions, shares, responses } = planModelsFor(connection);
    const counts = await Promise.all([
      plans.countDocuments({ _id: plan.id }),
      links.countDocuments({ planId: plan.id }),
      contents.countDocuments({ _id: plan.id }),
      versions.countDocuments({ planId: plan.id }),
      shares.countDocuments({ planId: plan.id }),
      responses.countDocuments({ planId: plan.id }),
      quotes.countDocuments({ planId: plan.id }),
    ]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await pdfFiles.stat(fileId!)).toBeNull();
    expect((await get(editToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/shared-plans/${shareToken}` })).statusCode).toBe(401);
  });

  it('makes one PDF for a version asked for twice at once, and sends both askers that one', async () => {
    const { plan, editToken } = await create();
    const ask = () => app.inject({ method: 'GET', url: `/api/plans/${editToken}/versions/1/pdf` });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['x-quote-number']).toBe(first.headers['x-quote-number']);
    expect(await quoteModelFor(connection).countDocuments({ planId: plan.id })).toBe(1);
  });

  it("answers a version's quote with the exhibitor's contact details to its plan's edit link only", async () => {
    const email = `quoted-${unique()}@example.com`;
    const { editToken } = await create(email);
    const other = await create();
    const pdf = await app.inject({ method: 'GET', url: `/api/plans/${editToken}/versions/1/pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const quoteNumber = String(pdf.headers['x-quote-number']);

    const own = await app.inject({ method: 'GET', url: `/api/plans/${editToken}/quotes/${quoteNumber}` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ quoteNumber, inputs: { formData: { emailAddress: email } } });
    // The number alone still opens the figures only.
    const anonymous = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain(email);

    const elsewhere = await app.inject({ method: 'GET', url: `/api/plans/${other.editToken}/quotes/${quoteNumber}` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(email);
    const forged = await app.inject({ method: 'GET', url: `/api/plans/${randomBytes(32).toString('base64url')}/quotes/${quoteNumber}` });
    expect(forged.json()).toEqual(INVALID);
    expect(forged.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/plans/${editToken}/quotes/SP-1` })).statusCode).toBe(400);
  });

  it('limits saves, sign-in links and answers with 429 and Retry-After', async () => {
    const limited = await buildQuotes({ PLAN_CREATES_PER_HOUR: '2' });
    try {
      const post = () =>
        limited.inject({
          method: 'POST',
          url: '/api/plans',
          payload: { content: imtexContent('Limit Ltd', `limit-${unique()}@example.com`) },
          remoteAddress: '10.9.9.9',
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
    const email = `limit-${unique()}@example.com`;
    const ask = (ip: string) => app.inject({ method: 'POST', url: '/api/my-plans/sign-in-links', payload: { email }, remoteAddress: ip });
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) expect((await ask(ip)).statusCode).toBe(202);
    expect((await ask('10.3.0.4')).statusCode).toBe(429);
  });
});
