import { FileSpreadsheet, FileText, Loader2, PieChart, Quote, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { planStore } from '../../../current-plan/plan-store.js';
import type { QuoteFigures, QuotePlan } from './quote-figures.js';
import { useQuoteDocuments } from './use-quote-documents.js';

interface DocumentCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}

function DocumentCard({ icon, title, text, action }: DocumentCardProps) {
  return (
    <section className="card flex flex-col gap-3" aria-label={title}>
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        {icon}
        {title}
      </h3>
      <p className="text-sm text-slate-600">{text}</p>
      <div className="mt-auto">{action}</div>
    </section>
  );
}

const ICON = 'size-5 text-brand-600';

function startNewQuote() {
  planStore.startNew();
  window.scrollTo({ top: 0 });
}

/** The Download tab: the quote PDF, the Excel workbook, the ROI guide PDF, a word from an exhibitor and Start New Quote. */
export function DownloadTab({ plan, figures }: { plan: QuotePlan; figures: QuoteFigures }) {
  const documents = useQuoteDocuments(plan, figures);
  const busy = documents.generating !== null;
  const pdfLabel = (label: string) =>
    busy ? (
      <>
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Generating...
      </>
    ) : (
      label
    );

  return (
    <div className="space-y-6">
      {documents.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {documents.error}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <DocumentCard
          icon={<FileText className={ICON} aria-hidden />}
          title="Professional Quote PDF"
          text="An itemised quote with GST, your stall specification, the selected travel and vendors, and the ROI estimate."
          action={
            <button
              type="button"
              className="btn-primary w-full"
              disabled={busy}
              aria-busy={documents.generating === 'quote'}
              onClick={() => void documents.downloadQuotePdf()}
            >
              {pdfLabel('Download Quote PDF')}
            </button>
          }
        />
        <DocumentCard
          icon={<FileSpreadsheet className={ICON} aria-hidden />}
          title="Excel Analytics"
          text="Every cost line, GST, the grand total, category shares, stall design items and selections, in a workbook you can work on."
          action={
            <button type="button" className="btn-secondary w-full" disabled={documents.buildingWorkbook} onClick={() => void documents.downloadWorkbook()}>
              {documents.buildingWorkbook ? 'Preparing...' : 'Download Excel'}
            </button>
          }
        />
        <DocumentCard
          icon={<PieChart className={ICON} aria-hidden />}
          title="ROI Planning Guide"
          text="Expected returns, lead targets and break-even, with tips for before, during and after the show."
          action={
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={busy}
              aria-busy={documents.generating === 'roi'}
              onClick={() => void documents.downloadRoiGuide()}
            >
              {pdfLabel('Download ROI Guide')}
            </button>
          }
        />
      </div>

      <figure className="card border-brand-100 bg-brand-50">
        <Quote className="size-6 text-brand-600" aria-hidden />
        <blockquote className="mt-2 text-slate-700">
          “We used to piece a show budget together from a dozen quotes. This time the stall, flights, hotel and freight were priced in one place, and the PDF
          went straight to our finance team.”
        </blockquote>
        <figcaption className="mt-3 text-sm font-medium text-ink">Marketing manager, industrial pumps manufacturer</figcaption>
      </figure>

      <div className="card flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold text-ink">Planning another show?</h3>
          <p className="text-sm text-slate-600">
            Start a new quote from an empty plan. This one is cleared from this browser, so download what you need first.
          </p>
        </div>
        <button type="button" className="btn-primary" onClick={startNewQuote}>
          <RefreshCw className="size-4" aria-hidden />
          Start New Quote
        </button>
      </div>
    </div>
  );
}
