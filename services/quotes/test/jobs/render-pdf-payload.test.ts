import { describe, expect, it } from 'vitest';
import { QUOTE_JOB_VERSION, renderPdfPayloadSchema } from '../../src/jobs/render-pdf.js';

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe("a PDF job's trace context", () => {
  it('is read when the enqueuing request was traced', () => {
    const payload = renderPdfPayloadSchema.parse({ version: QUOTE_JOB_VERSION, kind: 'quote', quoteNumber: 'SP-2026-0001', traceparent: TRACEPARENT });
    expect(payload).toEqual({ version: QUOTE_JOB_VERSION, kind: 'quote', quoteNumber: 'SP-2026-0001', traceparent: TRACEPARENT });
  });

  it('may be absent: a job queued without tracing, or before the field existed, is still a job', () => {
    expect(renderPdfPayloadSchema.safeParse({ version: 1, kind: 'quote', quoteNumber: 'SP-2026-0002' }).success).toBe(true);
    expect(renderPdfPayloadSchema.safeParse({ version: 3, kind: 'roi-guide', requestId: '0123456789abcdef01234567' }).success).toBe(true);
  });

  it('is dropped when malformed, and the job still renders', () => {
    const payload = renderPdfPayloadSchema.parse({ version: QUOTE_JOB_VERSION, kind: 'quote', quoteNumber: 'SP-2026-0003', traceparent: 'not-a-trace' });
    expect(payload).toEqual({ version: QUOTE_JOB_VERSION, kind: 'quote', quoteNumber: 'SP-2026-0003', traceparent: undefined });
  });
});
