import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MongoClient, ObjectId } from 'mongodb';
import { INVALID_LINK_MESSAGE, type OutboxMessage } from '@stallplan/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, callOk, cleanupQuietly, eventually, SmtpSink } from './fault-kit.js';
import { planContent as sharedPlanContent } from './plan-content.js';
import { startTestStack, type TestStack } from './stack.js';

const TAG = randomBytes(3).toString('hex');
const OWNER = `owner-${TAG}@exhibitor.example`;
const OWNER_PHONE = '+91 98450 55555';
const OTHER_OWNER = `other-${TAG}@exhibitor.example`;

/** A plan for a show five weeks out, at step 2 with an 18 m² design. */
function planContent(overrides: { area?: number; email?: string; show?: string } = {}) {
  return sharedPlanContent({
    company: `Plans Co ${TAG}`,
    email: overrides.email ?? OWNER,
    show: overrides.show ?? `Plan Expo ${TAG}`,
    phone: OWNER_PHONE,
    ...(overrides.area !== undefined ? { area: overrides.area } : {}),
  });
}

interface SavedPlanBody {
  id: string;
  revision: number;
  latestVersion: number;
  status: string;
  quote: { totals: { subtotal: number; gst: number; grandTotal: number }; lines: Array<{ key: string; amount: number }> };
  versions: Array<{ number: number; grandTotal: number; quoteNumber: string | null }>;
  shares: Array<{ id: string; revokedAt: string | null }>;
  approval: { versionNumber: number; changedSince: boolean } | null;
}

/** The first `/<kind>/<token>` link of a mail's text. */
function linkToken(text: string, kind: string): string {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no /${kind}/ link in: ${text.slice(0, 300)}`);
  return match[1];
}

describe('saved plans through the gateway, quotes and notify, with a real mail server', () => {
  let stack: TestStack | undefined;
  let sink: SmtpSink | undefined;
  let admin = '';
  let editToken = '';

  async function mailTo(address: string, kind: OutboxMessage['kind'], after = 0): Promise<OutboxMessage> {
    return eventually(`a ${kind} mail to ${address}`, async () => {
      const page = await callOk<{ data: OutboxMessage[] }>(stack!, 'GET', '/api/admin/outbox?limit=100', { token: admin });
      const mails = page.data.filter((message) => message.kind === kind && message.to.some((to) => to.includes(address)));
      return mails.length > after ? mails[0] : undefined;
    });
  }

  async function deliveredTo(address: string, subjectPart: string): Promise<void> {
    await eventually(`delivery to ${address} of "${subjectPart}"`, async () =>
      sink!.received.some((mail) => mail.rcptTo.includes(address) && mail.raw.includes(subjectPart)) ? true : undefined,
    );
  }

  async function plan(token: string): Promise<SavedPlanBody> {
    return (await callOk<{ data: SavedPlanBody }>(stack!, 'GET', `/api/plans/${token}`)).data;
  }

  async function expectInvalidLink(method: string, path: string, body?: unknown): Promise<void> {
    const answer = await call(stack!, method, path, body === undefined ? {} : { body });
    expect(answer.status, `${method} ${path}`).toBe(401);
    expect(answer.body).toEqual({ success: false, error: INVALID_LINK_MESSAGE });
  }

  beforeAll(async () => {
    sink = await SmtpSink.onFreePort();
    await sink.listen();
    stack = await startTestStack({ env: { SMTP_URL: sink.url, MAIL_BACKOFF_MS: '200' } });
    admin = await adminToken(stack);
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
    await sink?.stop();
  });

  it('saves a plan, mails its edit link, and the link opens the same figures', async () => {
    const created = await call(stack!, 'POST', '/api/plans', { body: { content: planContent() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = (created.body as { data: { editToken: string; editUrl: string; mailed: boolean; plan: SavedPlanBody } }).data;
    expect(data.mailed).toBe(true);
    expect(data.plan).toMatchObject({ revision: 1, latestVersion: 1, status: 'draft' });
    expect(data.plan.quote.totals.grandTotal).toBeGreaterThan(0);

    const mail = await mailTo(OWNER, 'plan-saved');
    editToken = linkToken(mail.text, 'plans');
    expect(editToken).toBe(data.editToken);
    await deliveredTo(OWNER, `Plan Expo ${TAG}`);

    // Opened from the mailed link, as a fresh browser would: the same plan, the same figures.
    const opened = await plan(editToken);
    expect(opened.id).toBe(data.plan.id);
    expect(opened.quote).toEqual(data.plan.quote);
  });

  it('refuses the stale one of two edits, and versions only changes to priced figures', async () => {
    const before = await plan(editToken);
    // A change to no priced figure (the step) saves without a version.
    const quiet = await call(stack!, 'PUT', `/api/plans/${editToken}`, {
      body: { baseRevision: before.revision, content: { ...planContent(), step: 3, furthestStep: 3 } },
    });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect((quiet.body as { data: { newVersion: boolean; plan: SavedPlanBody } }).data).toMatchObject({
      newVersion: false,
      plan: { revision: before.revision + 1, latestVersion: 1 },
    });

    // Two tabs start from the same revision: the first wins, the second is refused and writes nothing.
    const base = before.revision + 1;
    const first = await call(stack!, 'PUT', `/api/plans/${editToken}`, { body: { baseRevision: base, content: planContent({ area: 36 }) } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body as { data: { newVersion: boolean } }).data.newVersion).toBe(true);
    const second = await call(stack!, 'PUT', `/api/plans/${editToken}`, { body: { baseRevision: base, content: planContent({ area: 54 }) } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, currentRevision: base + 1 });
    const after = await plan(editToken);
    expect(after.latestVersion).toBe(2);
    expect(after.versions.map((version) => version.number)).toEqual([1, 2]);

    // v1 and v2 side by side: the stall lines changed, the totals with them.
    const compared = await callOk<{ data: { lines: Array<{ key: string; change: string }>; totals: { grandTotal: { from: number; to: number } } } }>(
      stack!,
      'GET',
      `/api/plans/${editToken}/compare?from=1&to=2`,
    );
    const changed = compared.data.lines.filter((line) => line.change !== 'same');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((line) => compared.data.lines.includes(line))).toBe(true);
    expect(compared.data.totals.grandTotal.from).toBe(after.versions[0]!.grandTotal);
    expect(compared.data.totals.grandTotal.to).toBe(after.versions[1]!.grandTotal);
    expect(compared.data.totals.grandTotal.to).toBeGreaterThan(compared.data.totals.grandTotal.from);

    // A version's PDF is a stored quote of that version's figures, and the same file again on the next request.
    const pdf = await call(stack!, 'GET', `/api/plans/${editToken}/versions/1/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toContain('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const quoteNumber = (await plan(editToken)).versions[0]!.quoteNumber;
    expect(quoteNumber).toMatch(/^SP-\d{8}-/);
    const printed = await callOk<{ data: { quote: { totals: { grandTotal: number } } } }>(stack!, 'GET', `/api/quotes/${quoteNumber}`);
    expect(printed.data.quote.totals.grandTotal).toBe(after.versions[0]!.grandTotal);
    const again = await call(stack!, 'GET', `/api/plans/${editToken}/versions/1/pdf`);
    expect(Buffer.compare(again.body as Buffer, pdf.body as Buffer)).toBe(0);
    expect((await plan(editToken)).versions[0]!.quoteNumber).toBe(quoteNumber);
  });

  it('shares read-only without contacts, mails the owner an approval, and a revoked link is an invalid link', async () => {
    const created = await callOk<{ data: { shareToken: string; share: { id: string } } }>(stack!, 'POST', `/api/plans/${editToken}/shares`, {
      body: { label: 'Finance', expiresInDays: 7 },
    });
    const { shareToken, share } = created.data;
    const shared = await callOk<{ data: { versionNumber: number; quote: { totals: { grandTotal: number } } } }>(
      stack!,
      'GET',
      `/api/shared-plans/${shareToken}`,
    );
    const text = JSON.stringify(shared);
    expect(text).not.toContain(OWNER);
    expect(text).not.toContain(OWNER_PHONE);
    expect(text).not.toContain('Meera');
    const current = await plan(editToken);
    expect(shared.data.versionNumber).toBe(current.latestVersion);
    expect(shared.data.quote.totals.grandTotal).toBe(current.quote.totals.grandTotal);
    expect(current.status).toBe('shared');

    const answer = await call(stack!, 'POST', `/api/shared-plans/${shareToken}/responses`, {
      body: { versionNumber: current.latestVersion, decision: 'approved', name: 'Ravi from Finance', note: 'Within the Q4 budget.' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const mail = await mailTo(OWNER, 'plan-response');
    // The subject is ours; who answered, and what they wrote, are in the body.
    expect(mail.subject).toBe('Your StallPlan plan was approved');
    expect(mail.text).toContain('Ravi from Finance');
    expect(mail.text).toContain('Within the Q4 budget.');
    await deliveredTo(OWNER, 'approved version');
    const approved = await plan(editToken);
    expect(approved.status).toBe('approved');
    expect(approved.approval).toMatchObject({ versionNumber: current.latestVersion, changedSince: false });

    // A later priced change shows as changed since approval.
    await callOk(stack!, 'PUT', `/api/plans/${editToken}`, { body: { baseRevision: approved.revision, content: planContent({ area: 24 }) } });
    expect((await plan(editToken)).approval).toMatchObject({ changedSince: true });
    // An answer to the version the viewer saw, now old, is refused.
    const late = await call(stack!, 'POST', `/api/shared-plans/${shareToken}/responses`, {
      body: { versionNumber: current.latestVersion, decision: 'approved', name: 'Ravi' },
    });
    expect(late.status).toBe(409);

    await callOk(stack!, 'DELETE', `/api/plans/${editToken}/shares/${share.id}`);
    await expectInvalidLink('GET', `/api/shared-plans/${shareToken}`);

    // A link past its expiry is an invalid link too.
    const expiring = await callOk<{ data: { shareToken: string; share: { id: string } } }>(stack!, 'POST', `/api/plans/${editToken}/shares`, {
      body: { expiresInDays: 1 },
    });
    expect((await call(stack!, 'GET', `/api/shared-plans/${expiring.data.shareToken}`)).status).toBe(200);
    const mongo = await MongoClient.connect(inject('mongoUrl'));
    try {
      const moved = await mongo
        .db('quotes')
        .collection('plan_shares')
        .updateOne({ _id: new ObjectId(expiring.data.share.id) }, { $set: { expiresAt: new Date(Date.now() - 60_000) } });
      expect(moved.matchedCount).toBe(1);
    } finally {
      await mongo.close();
    }
    await expectInvalidLink('GET', `/api/shared-plans/${expiring.data.shareToken}`);
  });

  it('gives forged, expired, other-plan and used sign-in links the same 401, and lists the plans of the address', async () => {
    // Same answer for an address with no plans: nothing is mailed to it.
    const nobody = await call(stack!, 'POST', '/api/my-plans/sign-in-links', { body: { email: `nobody-${TAG}@exhibitor.example` } });
    const asked = await call(stack!, 'POST', '/api/my-plans/sign-in-links', { body: { email: OWNER } });
    expect(asked.status).toBe(202);
    expect(nobody.status).toBe(202);
    expect(nobody.body).toEqual(asked.body);

    const signInToken = linkToken((await mailTo(OWNER, 'plan-sign-in')).text, 'my-plans/sign-in');
    const session = await callOk<{ data: { session: string; email: string } }>(stack!, 'POST', '/api/my-plans/sessions', { body: { token: signInToken } });
    expect(session.data.email).toBe(OWNER);

    // Used, expired, forged, a plan's edit token and a share token: one answer for every invalid link.
    await expectInvalidLink('POST', '/api/my-plans/sessions', { token: signInToken });
    expect((await call(stack!, 'POST', '/api/my-plans/sign-in-links', { body: { email: OWNER } })).status).toBe(202);
    const laterToken = linkToken((await mailTo(OWNER, 'plan-sign-in', 1)).text, 'my-plans/sign-in');
    expect(laterToken).not.toBe(signInToken);
    const redis = new Redis(stack!.redisUrl);
    try {
      // Fifteen minutes on, Redis has let the link lapse.
      expect(await redis.pexpire(`plans:sign-in:${createHash('sha256').update(laterToken).digest('hex')}`, 1)).toBe(1);
    } finally {
      redis.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expectInvalidLink('POST', '/api/my-plans/sessions', { token: laterToken });
    await expectInvalidLink('POST', '/api/my-plans/sessions', { token: randomBytes(32).toString('base64url') });
    await expectInvalidLink('POST', '/api/my-plans/sessions', { token: editToken });
    await expectInvalidLink('GET', `/api/my-plans/${editToken}`);
    await expectInvalidLink('GET', `/api/plans/${session.data.session}`);
    await expectInvalidLink('GET', `/api/plans/${randomBytes(32).toString('base64url')}`);

    // Another owner's plan is not in this list, and cannot be reached through this session.
    const other = await callOk<{ data: { plan: { id: string } } }>(stack!, 'POST', '/api/plans', { body: { content: planContent({ email: OTHER_OWNER }) } });
    const listed = await callOk<{
      data: { plans: Array<{ id: string; grandTotal: number; financialYear: string }>; financialYears: Array<{ total: number }> };
    }>(stack!, 'GET', `/api/my-plans/${session.data.session}`);
    const mine = await plan(editToken);
    expect(listed.data.plans.map((entry) => entry.id)).toEqual([mine.id]);
    expect(listed.data.plans[0]!.grandTotal).toBe(mine.quote.totals.grandTotal);
    expect(listed.data.financialYears.reduce((sum, year) => sum + year.total, 0)).toBe(mine.quote.totals.grandTotal);
    expect((await call(stack!, 'POST', `/api/my-plans/${session.data.session}/plans/${other.data.plan.id}/edit-links`)).status).toBe(404);
  });

  it('exports what was stored, and a delete removes the plan with its versions, PDFs and links', async () => {
    const share = await callOk<{ data: { shareToken: string } }>(stack!, 'POST', `/api/plans/${editToken}/shares`, { body: {} });
    const stored = await plan(editToken);
    const exported = await call(stack!, 'GET', `/api/plans/${editToken}/export`);
    expect(exported.status).toBe(200);
    const dump = exported.body as {
      plan: { content: { eventDetails: { emailAddress: string } } };
      versions: unknown[];
      shares: unknown[];
      responses: unknown[];
      quotes: Array<{ quoteNumber: string }>;
    };
    expect(dump.plan.content.eventDetails.emailAddress).toBe(OWNER);
    expect(dump.versions).toHaveLength(stored.latestVersion);
    expect(dump.shares.length).toBe(stored.shares.length);
    expect(dump.responses).toHaveLength(1);
    const quoteNumber = stored.versions[0]!.quoteNumber!;
    expect(dump.quotes.map((quote) => quote.quoteNumber)).toContain(quoteNumber);
    expect(JSON.stringify(dump)).not.toContain(editToken);

    expect((await call(stack!, 'DELETE', `/api/plans/${editToken}`)).status).toBe(200);
    await expectInvalidLink('GET', `/api/plans/${editToken}`);
    await expectInvalidLink('GET', `/api/plans/${editToken}/versions/1/pdf`);
    await expectInvalidLink('GET', `/api/shared-plans/${share.data.shareToken}`);
    expect((await call(stack!, 'GET', `/api/quotes/${quoteNumber}`)).status).toBe(404);
    expect((await call(stack!, 'GET', `/api/quotes/${quoteNumber}/pdf`, { token: admin })).status).toBe(404);
  });
});
