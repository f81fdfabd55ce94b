import { useState } from 'react';
import { api } from '../../../api/api-client.js';
import { planSync } from '../../../plans/plan-sync-instance.js';
import { newestVersionPdf } from '../../../plans/version-pdf.js';
import { costWorkbookBlob } from './cost-workbook-file.js';
import { quotePdfRequest, roiGuideRequest } from './document-requests.js';
import { downloadFile, timestampedFileName } from '../../../ui/download-file.js';
import type { QuoteFigures, QuotePlan } from './quote-figures.js';

export const QUOTE_PDF_FAILED = 'Failed to generate PDF. Please try again.';
export const ROI_GUIDE_FAILED = 'Failed to generate the ROI guide. Please try again.';
export const WORKBOOK_FAILED = 'Failed to create the Excel file. Please try again.';

export type PdfKind = 'quote' | 'roi';

type PdfAnswer = Awaited<ReturnType<typeof api.generateQuotePdf>> | Awaited<ReturnType<typeof api.getPlanVersionPdf>>;

export interface QuoteDocuments {
  /** The PDF being generated, if any: both PDF buttons wait for it (see docs/planner.md#documents). */
  generating: PdfKind | null;
  buildingWorkbook: boolean;
  error: string | null;
  downloadQuotePdf: () => Promise<void>;
  downloadRoiGuide: () => Promise<void>;
  downloadWorkbook: () => Promise<void>;
}

/** The three downloads of the Download tab, with the flag that disables the PDF buttons and the message on failure. */
export function useQuoteDocuments(plan: QuotePlan, figures: QuoteFigures): QuoteDocuments {
  const [generating, setGenerating] = useState<PdfKind | null>(null);
  const [buildingWorkbook, setBuildingWorkbook] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pdf = async (kind: PdfKind, failure: string, request: () => Promise<PdfAnswer>, fallbackName: string) => {
    if (generating) return;
    setGenerating(kind);
    setError(null);
    try {
      const response = await request();
      if (response.status !== 200) throw new Error(`${response.status}: ${response.body.error}`);
      downloadFile(response.body, response.fileName ?? timestampedFileName(fallbackName, 'pdf'));
    } catch (cause) {
      console.error(failure, cause);
      setError(failure);
    } finally {
      setGenerating(null);
    }
  };

  return {
    generating,
    buildingWorkbook,
    error,
    // A saved plan's PDF is of its newest version, kept with it; an unsaved plan's is of what is on screen.
    downloadQuotePdf: () =>
      pdf(
        'quote',
        QUOTE_PDF_FAILED,
        async () => (await newestVersionPdf(planSync)) ?? api.generateQuotePdf({ body: quotePdfRequest(plan, figures) }),
        'stallplan-quote',
      ),
    downloadRoiGuide: () => pdf('roi', ROI_GUIDE_FAILED, () => api.generateRoiGuide({ body: roiGuideRequest(plan, figures) }), 'roi-planning-guide'),
    downloadWorkbook: async () => {
      if (buildingWorkbook) return;
      setBuildingWorkbook(true);
      setError(null);
      try {
        const createdAt = new Date();
        const blob = await costWorkbookBlob({ plan, figures, createdAt });
        downloadFile(blob, timestampedFileName('stallplan-cost-breakdown', 'xlsx', createdAt));
      } catch (cause) {
        console.error(WORKBOOK_FAILED, cause);
        setError(WORKBOOK_FAILED);
      } finally {
        setBuildingWorkbook(false);
      }
    },
  };
}
