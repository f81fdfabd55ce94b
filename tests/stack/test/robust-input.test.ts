import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './stack.js';

interface Answer {
  status: number;
  contentType: string;
  json: Record<string, unknown>;
}

/** Sends a body exactly as written: `1e309` must reach the stack as the client typed it. */
async function postRaw(url: string, body: string): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text: text.slice(0, 200) };
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', json };
}

function expectSentence(answer: Answer, pattern: RegExp, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.json)}`).toBe(400);
  expect(answer.json['success'], what).toBe(false);
  expect(String(answer.json['error']), what).toMatch(pattern);
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A form the quote accepts, with `boothSize` written in as raw JSON text. */
function quoteBody(boothSizeJson: string, extra = ''): string {
  return `{"formData":{"companyName":"Input Co","exhibitionName":"Input Expo","destinationCity":"Mumbai","boothSize":${boothSizeJson}${extra}}}`;
}

describe('numbers and names are refused with a sentence, never dropped', () => {
  let stack: TestStack;
  const run = randomUUID().slice(0, 8);
  const api = (path: string) => `${stack.gatewayUrl}${path}`;

  beforeAll(async () => {
    stack = await startTestStack();
  }, 180_000);

  afterAll(async () => {
    await stack?.cleanup();
  });

  it('makes a quote PDF for a booth size that is a number', async () => {
    const response = await fetch(api('/api/generate-quote-pdf'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: quoteBody('12') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 60_000);

  it('refuses a booth size that is infinite, text, a flag or an object instead of making the PDF without it', async () => {
    for (const [raw, pattern] of [
      ['1e309', /Booth size must be a (finite )?number/],
      ['"abc"', /Booth size must be a number/],
      ['true', /Booth size must be a number/],
      ['{}', /Booth size must be a number/],
      ['-5', /Booth size cannot be negative/],
    ] as const) {
      expectSentence(await postRaw(api('/api/generate-quote-pdf'), quoteBody(raw)), pattern, `boothSize ${raw}`);
    }
  });

  it('refuses a team size that is not a whole number', async () => {
    expectSentence(await postRaw(api('/api/generate-quote-pdf'), quoteBody('12', ',"teamSize":2.5')), /Team size must be a whole number/, 'teamSize 2.5');
    expectSentence(await postRaw(api('/generate-roi-guide'), quoteBody('12', ',"teamSize":"2.5"')), /Team size must be a whole number/, 'ROI guide teamSize');
  });

  it('refuses a brief whose booth area is negative or zero rather than sending builders 0 m²', async () => {
    const brief = (area: unknown) =>
      JSON.stringify({
        vendorIds: ['aaaaaaaaaaaaaaaaaaaaaaaa'],
        exhibitor: { companyName: 'Input Co', contactPerson: 'Asha Rao', email: `input-${run}@example.com` },
        event: { exhibitionName: 'Input Expo', city: 'Mumbai', startDate: isoDay(40), endDate: isoDay(42) },
        design: { area },
      });
    expectSentence(await postRaw(api('/api/briefs'), brief(-500)), /Booth area cannot be negative/, 'area -500');
    expectSentence(await postRaw(api('/api/briefs'), brief(0)), /Booth area must be above 0/, 'area 0');
    expectSentence(await postRaw(api('/api/briefs'), brief(12.5)), /Booth area must be a whole number/, 'area 12.5');
  });

  it('refuses NUL and right-to-left override characters in a vendor name before anything is stored', async () => {
    for (const name of [`Null\u0000 Stalls ${run}`, `Acme \u202eslatS ${run}`, `Two\nLines ${run}`]) {
      const answer = await postRaw(
        api('/api/vendor/register'),
        JSON.stringify({ name, category: 'booth', city: 'Pune', state: 'Maharashtra', contact: { email: `names-${run}@example.com` } }),
      );
      expectSentence(answer, /Vendor name must be a single line without control or text-direction characters/, JSON.stringify(name));
    }
    const listed = (await (await fetch(api(`/api/vendors?search=${run}`))).json()) as { data: unknown };
    expect(JSON.stringify(listed.data)).not.toContain(run);
  });
});
