import type { Job } from 'bullmq';
import { z } from 'zod';
import { OBJECT_ID_PATTERN, TRACEPARENT_PATTERN } from '@stallplan/service-kit';
import { quoteShowSchema } from '../domain/quote-show.js';

/** Renders one document to PDF in the blob store; the job carries a record's id, never a PDF nor anyone's details. */
export const RENDER_PDF_JOB = 'render-pdf';
export const PDF_QUEUE_NAME = 'pdf';

/**
 * A quote's job is its number in every version (the record holds the rest); queued as 2, which
 * workers of every version read.
 */
export const QUOTE_JOB_VERSION = 2;
/**
 * 2: the ROI guide's job carried the request and the catalogue show its space is priced with.
 * 3: it carries only the id of its stored request (roi-guide-request-model.ts), no one's details.
 */
export const ROI_GUIDE_JOB_VERSION = 3;

/**
 * The enqueuing request's W3C trace context, so the worker's span joins its trace. Optional and
 * outside the version: a job queued without tracing has none, and a worker that predates the field
 * drops it unread. A malformed one is dropped too: a trace is never worth a failed PDF.
 */
const jobTraceShape = { traceparent: z.string().regex(TRACEPARENT_PATTERN).optional().catch(undefined) };

const quoteJobSchema = z.object({
  version: z.union([z.literal(1), z.literal(QUOTE_JOB_VERSION)]),
  kind: z.literal('quote'),
  quoteNumber: z.string().min(1).max(40),
  ...jobTraceShape,
});

const roiGuideJobSchema = z.object({
  version: z.literal(ROI_GUIDE_JOB_VERSION),
  kind: z.literal('roi-guide'),
  requestId: z.string().regex(OBJECT_ID_PATTERN),
  ...jobTraceShape,
});

/**
 * A version 2 guide's job, with the request in it, as an API from before version 3 queues it: read
 * so that a worker updated first still serves such an API; nothing queues it any more.
 */
const legacyRoiGuideJobSchema = z.object({
  version: z.literal(2),
  kind: z.literal('roi-guide'),
  issuedAt: z.iso.datetime(),
  request: z.record(z.string(), z.unknown()),
  knownShow: quoteShowSchema.nullable(),
  ...jobTraceShape,
});

export const renderPdfPayloadSchema = z.union([quoteJobSchema, roiGuideJobSchema, legacyRoiGuideJobSchema]);
export type RenderPdfPayload = z.infer<typeof renderPdfPayloadSchema>;

/** What a finished job returns: the blob id of its PDF. */
export const renderPdfResultSchema = z.object({ fileId: z.string().regex(OBJECT_ID_PATTERN) });
export type RenderPdfResult = z.infer<typeof renderPdfResultSchema>;

/** The PDF queue's jobs: their payload, what they return and their name. */
export type RenderPdfJob = Job<RenderPdfPayload, RenderPdfResult, typeof RENDER_PDF_JOB>;
