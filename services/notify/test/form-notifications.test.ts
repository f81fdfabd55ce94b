import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_FALLBACKS, quotePdfRequestSchema } from '@stallplan/contracts';
import { priceQuote } from '@stallplan/pricing';
import { SERVICE_TOKEN_HEADER } from '@stallplan/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, outboxSettled } from './helper.js';
import { notifyWithSink } from './notify-with-sink.js';

const ADMIN = 'admin-forms@stallplan.test';

/** The show rates the stand-in for quotes finds in "catalog", by exhibition name. */
const CATALOGUE = new Map([['IMTEX 2027', { eventName: 'IMTEX 2027', rawPerSqm: 12_000, builtUpPerSqm: 14_000 }]]);

/**
 * quotes' /internal/priced-plans as notify sees it: the plan priced with the pricing package and
 * the catalogue's rates for the show it names, never the rates the browser sent. `down` answers 503.
 */
function quotesStandIn() {
  const state = { url: '', calls: 0, tokens: 0, down: false };
  let server: Server | undefined;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        state.calls += 1;
        if (typeof request.headers[SERVICE_TOKEN_HEADER] === 'string') state.tokens += 1;
        if (state.down || request.url !== '/internal/priced-plans') {
          response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'Down for a test.' }));
          return;
        }
        const plan = quotePdfRequestSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        const tariff = CATALOGUE.get(plan.formData.exhibitionName ?? '') ?? null;
        const { quote, space } = priceQuote({
          ...plan,
          selectedHotel: plan.selectedHotel ?? null,
          selectedLogistics: plan.selectedLogistics ?? null,
          eventSpaceTariff: tariff,
        });
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: true, data: { quote, spaceNote: space.tariff.note, showName: space.eventName ?? null } }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return state;
}

describe('POST /api/send-form-notification', () => {
  const quotes = quotesStandIn();
  // Read when the app starts (in beforeAll, after the stand-in's): by then it has its address.
  const env = {
    ADMIN_EMAIL: ADMIN,
    get QUOTES_URL() {
      return quotes.url;
    },
  };
  const notify = notifyWithSink(env);

  const subjectsFor = (company: string) => notify.sink.to(ADMIN).filter((m) => m.parsed.subject?.includes(company));

  it('mails the admin with the "Not Provided" fallbacks and recomputed figures', async () => {
    const exhibitionName = `Fallback Expo ${Date.now()}`;
    const res = await notify.app.inject({
      method: 'POST',
      url: '/api/send-form-notification',
      payload: {
        formData: { exhibitionName, boothSize: 18, teamSize: 2, eventDuration: 3 },
        costs: { total: 1 },
        selectedFlights: [],
        selectedHotel: null,
        // The browser's copy of a show's rates: quotes looks the show up itself.
        eventSpaceTariff: { eventName: 'IMTEX 2027', rawPerSqm: 1, builtUpPerSqm: 1 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, duplicate: false });

    await notify.sink.waitFor(() => notify.sink.to(ADMIN).some((m) => m.parsed.text?.includes(exhibitionName) ?? false));
    const mail = notify.sink.to(ADMIN).find((m) => m.parsed.text?.includes(exhibitionName));
    expect(mail?.rcptTo).toEqual([ADMIN]);
    expect(mail?.parsed.subject).toMatch(/^New plan from Company Name Not Provided: ₹[\d,]+$/);
    const text = mail?.parsed.text ?? '';
    expect(text).toContain(`Company: ${NOTIFICATION_FALLBACKS.companyName}`);
    expect(text).toContain(`Contact person: ${NOTIFICATION_FALLBACKS.contactPerson}`);
    expect(text).toContain(`E-mail: ${NOTIFICATION_FALLBACKS.email}`);
    expect(text).toContain(`Phone: ${NOTIFICATION_FALLBACKS.phone}`);
    // The browser claimed a total of ₹1; the figures are computed again.
    expect(text).not.toMatch(/Total: ₹1\n/);
    expect(text).toMatch(/Grand total: ₹\d{1,3}(,\d{2})*,\d{3}/);
    // The plan names no catalogue show, so quotes priced the floor at StallPlan's typical rate, not the ₹1 the browser sent.
    expect(text).toContain('Space rental (StallPlan typical rate): ₹');
    expect(text).not.toContain('₹18\n');
    expect(quotes.tokens).toBe(quotes.calls);
    // "Email Not Provided" is no address: no Reply-To is set from it.
    expect(mail?.parsed.replyTo).toBeUndefined();
  });

  it('mails once for a repeated plan id', async () => {
    const companyName = `Repeat Id ${Date.now()}`;
    const payload = { formData: { companyName, emailAddress: 'buyer@client.example' }, planId: `plan-${Date.now()}` };
    const first = await notify.app.inject({ method: 'POST', url: '/api/send-form-notification', payload });
    const second = await notify.app.inject({
      method: 'POST',
      url: '/api/send-form-notification',
      payload: { ...payload, formData: { companyName, teamSize: 9 } },
    });
    expect(first.json()).toEqual({ success: true, duplicate: false });
    expect(second.json()).toEqual({ success: true, duplicate: true });
    await notify.sink.waitFor(() => subjectsFor(companyName).length >= 1);
    await outboxSettled(notify.app);
    expect(subjectsFor(companyName)).toHaveLength(1);
    expect(subjectsFor(companyName)[0]?.parsed.replyTo?.value[0]?.address).toBe('buyer@client.example');
  });

  it('mails once for the same plan content without an id, even sent at the same time', async () => {
    const companyName = `Repeat Content ${Date.now()}`;
    const payload = { formData: { companyName, contactPerson: 'Ravi', boothSize: '24' } };
    const answers = await Promise.all([1, 2, 3].map(() => notify.app.inject({ method: 'POST', url: '/api/send-form-notification', payload })));
    // Blank-padded values normalise to the same plan.
    const padded = await notify.app.inject({
      method: 'POST',
      url: '/api/send-form-notification',
      payload: { formData: { companyName: ` ${companyName} `, contactPerson: 'Ravi', boothSize: 24 } },
    });
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(padded.json()).toEqual({ success: true, duplicate: true });
    await notify.sink.waitFor(() => subjectsFor(companyName).length >= 1);
    await outboxSettled(notify.app);
    expect(subjectsFor(companyName)).toHaveLength(1);

    const other = await notify.app.inject({
      method: 'POST',
      url: '/api/send-form-notification',
      payload: { formData: { companyName, contactPerson: 'Ravi', boothSize: 30 } },
    });
    expect(other.json()).toEqual({ success: true, duplicate: false });
  });

  it("prints the show's published rate quotes priced the space with", async () => {
    const companyName = `Show Rates ${Date.now()}`;
    const res = await notify.app.inject({
      method: 'POST',
      url: '/api/send-form-notification',
      payload: { formData: { companyName, exhibitionName: 'IMTEX 2027', boothSize: 18 } },
    });
    expect(res.json()).toEqual({ success: true, duplicate: false });
    await notify.sink.waitFor(() => subjectsFor(companyName).length >= 1);
    const text = subjectsFor(companyName)[0]?.parsed.text ?? '';
    // 18 sq m × ₹12,000, the show's published rate for raw space.
    expect(text).toContain("Space rental (organiser's published rate): ₹2,16,000");
    expect(text).toContain('Show: IMTEX 2027.');
  });

  it('answers 503 and mails nothing when quotes cannot price the plan, and mails on the next try', async () => {
    const companyName = `Unpriced ${Date.now()}`;
    const payload = { formData: { companyName }, planId: `unpriced-${Date.now()}` };
    quotes.down = true;
    try {
      const refused = await notify.app.inject({ method: 'POST', url: '/api/send-form-notification', payload });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ success: false, error: 'The plan could not be priced right now, so nothing was sent. Please try again in a moment.' });
    } finally {
      quotes.down = false;
    }
    const retried = await notify.app.inject({ method: 'POST', url: '/api/send-form-notification', payload });
    expect(retried.json()).toEqual({ success: true, duplicate: false });
    await notify.sink.waitFor(() => subjectsFor(companyName).length >= 1);
  });

  it('refuses a bad payload with 400 and a sentence', async () => {
    const missing = await notify.app.inject({ method: 'POST', url: '/api/send-form-notification', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, error: 'formData: Form data is required.' });
    const badId = await notify.app.inject({ method: 'POST', url: '/api/send-form-notification', payload: { formData: {}, planId: 'x' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toContain('Plan id must be 8 to 64 letters, digits, - or _.');
  });

  it('lists the notification in the outbox as sent', async () => {
    await outboxSettled(notify.app);
    const res = await notify.app.inject({ method: 'GET', url: '/api/admin/outbox?status=sent', headers: await adminHeaders() });
    const kinds = (res.json().data as Array<{ kind: string; attempts: number; sentAt: string | null }>).filter((m) => m.kind === 'form-notification');
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    for (const message of kinds) {
      expect(message.attempts).toBe(1);
      expect(message.sentAt).not.toBeNull();
    }
  });
});
