import type { FastifyInstance } from 'fastify';
import { createServiceTokenIssuer } from '@stallplan/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuotes, TEST_SERVICE_SECRET } from '../helper.js';

const fromNotify = createServiceTokenIssuer({ secret: TEST_SERVICE_SECRET, issuer: 'notify' });

describe('POST /internal/priced-plans', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildQuotes();
  });
  afterAll(async () => {
    await app?.close();
  });

  const price = async (payload: unknown, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/internal/priced-plans',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  it("prices the plan with the catalogue's rates for the show it names, never the browser's copy", async () => {
    const res = await price(
      {
        formData: { exhibitionName: 'IMTEX', boothSize: 18, teamSize: 2, eventDuration: 3, destinationCity: 'Bangalore' },
        costs: { total: 1 },
        eventSpaceTariff: { eventName: 'IMTEX', rawPerSqm: 1, builtUpPerSqm: 1 },
      },
      await fromNotify.headersFor('quotes'),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // 18 sq m × ₹14,000, IMTEX's published rate for raw space in the catalogue.
    expect(data.quote.lines.find((line: { key: string }) => line.key === 'space')).toMatchObject({ amount: 252_000, gst: 45_360 });
    expect(data.showName).toBe('IMTEX');
    expect(data.spaceNote).toContain('₹14,000');
    const sum = (data.quote.lines as Array<{ amount: number }>).reduce((total, line) => total + line.amount, 0);
    expect(data.quote.totals.subtotal).toBe(sum);
  });

  it('answers only a service token addressed to quotes', async () => {
    const body = { formData: { boothSize: 18 } };
    expect((await price(body, {})).statusCode).toBe(401);
    expect((await price(body, await fromNotify.headersFor('catalog'))).statusCode).toBe(401);
  });

  it('refuses a plan that is not one with 400 and a sentence', async () => {
    const res = await price({ formData: 'nothing' }, await fromNotify.headersFor('quotes'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'formData: Form data must be an object.' });
  });
});
