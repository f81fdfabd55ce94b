import { z } from 'zod';
import { OBJECT_ID_PATTERN } from '@stallplan/service-kit';
import { quoteShowSchema } from '../domain/quote-show.js';

/** Renders one document to PDF in GridFS; the job carries a quote number or the guide's request, never a PDF. */
export const RENDER_PDF_JOB = 'render-pdf';
/** 2: the ROI guide's job carries the catalogue show its space is priced with. */
export const RENDER_PDF_VERSION = 2;
export const PDF_QUEUE_NAME = 'pdf';

export const renderPdfPayloadSchema = z.discriminatedUnion('kind', [
  // A quote's job is its number in both versions: the record holds the rest.
  z.object({ version: z.union([z.literal(1), z.literal(RENDER_PDF_VERSION)]), kind: z.literal('quote'), quoteNumber: z.string().min(1).max(40) }),
  z.object({
    version: z.literal(RENDER_PDF_VERSION),
    kind: z.literal('roi-guide'),
    issuedAt: z.iso.datetime(),
    /** The validated request; the worker parses it again, as it may be from an older API. */
    request: z.record(z.string(), z.unknown()),
    /** The catalogue show the plan names, as the API looked it up; null when it names none. */
    knownShow: quoteShowSchema.nullable(),
  }),
]);
export type RenderPdfPayload = z.infer<typeof renderPdfPayloadSchema>;

/** What a finished job returns: the GridFS id of its PDF. */
export const renderPdfResultSchema = z.object({ fileId: z.string().regex(OBJECT_ID_PATTERN) });
export type RenderPdfResult = z.infer<typeof renderPdfResultSchema>;
