import { BID_LINE_KEYS, BID_LINE_LABELS, type BriefComparison } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Award, BadgeCheck, Clock, IndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCalendarDay } from '../../dates/format-day.js';
import { BADGE_LABELS, comparisonColumns, versusEstimateText, type BidBadge, type BidColumn, type LineMark } from './comparison-marks.js';

const ROW_HEAD = 'sticky left-0 z-10 w-32 min-w-[8rem] border-r border-slate-200 bg-white px-3 py-2 text-left align-top text-sm font-medium text-slate-700';
/** Every bid or estimate column's cell; amounts (CELL) are right-aligned, headers and lists left. */
const COLUMN = 'min-w-[9.5rem] px-3 py-2 align-top';
const CELL = `${COLUMN} text-right tabular-nums`;
const ESTIMATE = 'bg-slate-50 text-slate-600';
const ESTIMATE_CELL = `${CELL} ${ESTIMATE}`;

const MARK_STYLES: Record<Exclude<LineMark, null>, string> = {
  lowest: 'bg-green-50 font-semibold text-green-900',
  highest: 'bg-amber-50 text-amber-900',
};

const BADGE_STYLES: Record<BidBadge, string> = {
  cheapest: 'bg-green-100 text-green-800',
  fastest: 'bg-sky-100 text-sky-800',
  awarded: 'bg-brand-700 text-white',
};

const BADGE_ICONS: Record<BidBadge, ReactNode> = {
  cheapest: <IndianRupee className="size-3" aria-hidden />,
  fastest: <Clock className="size-3" aria-hidden />,
  awarded: <BadgeCheck className="size-3" aria-hidden />,
};

function Badge({ badge }: { badge: BidBadge }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_STYLES[badge]}`} data-testid={`badge-${badge}`}>
      {BADGE_ICONS[badge]}
      {BADGE_LABELS[badge]}
    </span>
  );
}

function LineCell({ amount, mark }: { amount: number; mark: LineMark }) {
  return (
    <td className={`${CELL} ${mark ? MARK_STYLES[mark] : ''}`}>
      {formatInr(amount)}
      {mark && <span className="block text-[11px] font-medium uppercase tracking-wide">{mark}</span>}
    </td>
  );
}

function ListCell({ items }: { items: string[] }) {
  return (
    <td className={`${COLUMN} text-left`}>
      {items.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-4 text-xs text-slate-700">
          {items.map((item) => (
            <li key={item} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-slate-400">
          <span aria-hidden>–</span>
          <span className="sr-only">None listed</span>
        </span>
      )}
    </td>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className={ROW_HEAD}>
        {label}
      </th>
      {children}
    </tr>
  );
}

function BidHeader({ column, canAward, onAward }: { column: BidColumn; canAward: boolean; onAward: (column: BidColumn) => void }) {
  const { bid, badges } = column;
  const awarded = badges.includes('awarded');
  return (
    <th scope="col" className={`${COLUMN} text-left font-normal ${awarded ? 'bg-brand-50' : ''}`} data-testid={`bid-column-${bid.id}`}>
      <span className="block break-words text-sm font-semibold text-ink">{bid.vendorName}</span>
      <span className="block text-xs text-slate-600">{bid.revision > 1 ? `Revision ${bid.revision}` : 'First bid'}</span>
      {badges.length > 0 && (
        <span className="mt-1 flex flex-wrap gap-1">
          {badges.map((badge) => (
            <Badge key={badge} badge={badge} />
          ))}
        </span>
      )}
      {canAward && (
        <button type="button" className="btn-secondary mt-2 w-full px-2 py-1.5" onClick={() => onAward(column)} data-testid={`award-${bid.id}`}>
          <Award className="size-4" aria-hidden />
          Award<span className="sr-only"> to {bid.vendorName}</span>
        </button>
      )}
    </th>
  );
}

/**
 * The bids side by side: one row per priced line, then the total, timeline, validity and what is
 * in and out; StallPlan's estimate stands beside them for reference. On a phone the table scrolls
 * sideways inside its own frame, the line names staying in view.
 */
export function ComparisonTable({ comparison, onAward }: { comparison: BriefComparison; onAward: (column: BidColumn) => void }) {
  const columns = comparisonColumns(comparison);
  const canAward = comparison.awardedBidId === null && comparison.brief.status === 'open';
  const { estimate } = comparison;
  const hasNotes = columns.some((column) => column.bid.note);
  return (
    <div>
      <p className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-green-300 bg-green-50" aria-hidden />
          Lowest price on the line
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-amber-300 bg-amber-50" aria-hidden />
          Highest price on the line
        </span>
      </p>
      {/* Focusable so a keyboard can scroll it. Relative, so the hidden screen-reader texts inside it are clipped with it and cannot widen the page. */}
      <div
        role="region"
        aria-labelledby="comparison-title"
        tabIndex={0}
        className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white"
        data-testid="comparison-scroll"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Bids compared line by line with StallPlan’s estimate</caption>
          <thead>
            <tr>
              <th scope="col" className={`${ROW_HEAD} font-semibold`}>
                Line
              </th>
              <th scope="col" className={`${COLUMN} ${ESTIMATE} text-left font-normal`} data-testid="estimate-column">
                <span className="block text-sm font-semibold text-ink">StallPlan estimate</span>
                <span className="block text-xs">For reference</span>
              </th>
              {columns.map((column) => (
                <BidHeader key={column.bid.id} column={column} canAward={canAward} onAward={onAward} />
              ))}
            </tr>
          </thead>
          <tbody>
            {BID_LINE_KEYS.map((key) => (
              <Row key={key} label={BID_LINE_LABELS[key]}>
                <td className={ESTIMATE_CELL}>{formatInr(estimate.lines[key])}</td>
                {columns.map((column) => (
                  <LineCell key={column.bid.id} amount={column.bid.lines[key]} mark={column.lineMarks[key]} />
                ))}
              </Row>
            ))}
            <tr className="border-t-2 border-slate-300">
              <th scope="row" className={`${ROW_HEAD} font-semibold text-ink`}>
                Total
              </th>
              <td className={`${ESTIMATE_CELL} font-semibold`} data-testid="estimate-total">
                {formatInr(estimate.total)}
              </td>
              {columns.map((column) => (
                <td key={column.bid.id} className={`${CELL} font-bold text-ink`} data-testid={`bid-total-${column.bid.id}`}>
                  {formatInr(column.bid.total)}
                  {versusEstimateText(column.versusEstimatePct) && (
                    <span
                      className={`block text-xs font-medium ${(column.versusEstimatePct ?? 0) > 0 ? 'text-amber-800' : 'text-green-800'}`}
                      data-testid={`bid-vs-estimate-${column.bid.id}`}
                    >
                      {versusEstimateText(column.versusEstimatePct)}
                    </span>
                  )}
                </td>
              ))}
            </tr>
            <Row label="Timeline">
              <td className={ESTIMATE_CELL}>
                <span aria-hidden>–</span>
                <span className="sr-only">Not estimated</span>
              </td>
              {columns.map((column) => (
                <td key={column.bid.id} className={CELL}>
                  {column.bid.timelineDays} {column.bid.timelineDays === 1 ? 'day' : 'days'}
                </td>
              ))}
            </Row>
            <Row label="Valid until">
              <td className={ESTIMATE_CELL}>
                <span aria-hidden>–</span>
                <span className="sr-only">Not applicable</span>
              </td>
              {columns.map((column) => (
                <td key={column.bid.id} className={CELL}>
                  {formatCalendarDay(column.bid.validUntil)}
                </td>
              ))}
            </Row>
            <Row label="Inclusions">
              <td className={ESTIMATE_CELL} />
              {columns.map((column) => (
                <ListCell key={column.bid.id} items={column.bid.inclusions} />
              ))}
            </Row>
            <Row label="Exclusions">
              <td className={ESTIMATE_CELL} />
              {columns.map((column) => (
                <ListCell key={column.bid.id} items={column.bid.exclusions} />
              ))}
            </Row>
            {hasNotes && (
              <Row label="Note">
                <td className={ESTIMATE_CELL} />
                {columns.map((column) => (
                  <td key={column.bid.id} className={`${COLUMN} whitespace-pre-line break-words text-left text-xs text-slate-700`}>
                    {column.bid.note ?? ''}
                  </td>
                ))}
              </Row>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
