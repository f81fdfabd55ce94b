import type { AdminBid } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { formatAdminDate } from '../dashboard/format-admin-date.js';
import { StatusPill } from '../dashboard/status-pill.js';
import { AdminTable, type AdminColumn } from '../shared/admin-table.js';
import { bidStatus, formatTimelineDays, revisionLabel } from './bid-display.js';

const BID_COLUMNS: readonly AdminColumn[] = [
  { label: 'Date' },
  { label: 'Builder' },
  { label: 'Show' },
  { label: 'Company' },
  { label: 'Total', className: 'text-right' },
  { label: 'Timeline' },
  { label: 'Revision' },
  { label: 'Status' },
];

function BidStatusPill({ bid }: { bid: AdminBid }) {
  const status = bidStatus(bid.status);
  return <StatusPill tone={status.tone}>{status.label}</StatusPill>;
}

/** The day of the latest version, which is what the exhibitor compares. */
function BidDay({ bid }: { bid: AdminBid }) {
  return <time dateTime={bid.updatedAt}>{formatAdminDate(bid.updatedAt)}</time>;
}

/** Wide screens: one row per bid. */
export function BidTable({ bids }: { bids: readonly AdminBid[] }) {
  return (
    <AdminTable columns={BID_COLUMNS}>
      {bids.map((bid) => (
        <tr key={bid.id} data-testid={`bid-row-${bid.id}`} className="align-top">
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            <BidDay bid={bid} />
          </td>
          <th scope="row" className="px-4 py-3 font-medium text-ink">
            {bid.vendorName}
          </th>
          <td className="px-4 py-3 text-slate-700">{bid.exhibitionName}</td>
          <td className="px-4 py-3 text-slate-700">{bid.companyName}</td>
          <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums text-ink">{formatInr(bid.total)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatTimelineDays(bid.timelineDays)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{revisionLabel(bid.revision)}</td>
          <td className="px-4 py-3">
            <BidStatusPill bid={bid} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: the same facts as cards. */
export function BidCards({ bids }: { bids: readonly AdminBid[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Bids">
      {bids.map((bid) => (
        <li key={bid.id}>
          <article aria-label={`${bid.vendorName} for ${bid.companyName}`} data-testid={`bid-card-${bid.id}`} className="card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-ink">{bid.vendorName}</h3>
                <p className="break-words text-sm text-slate-600">
                  {bid.companyName} · {bid.exhibitionName}
                </p>
              </div>
              <BidStatusPill bid={bid} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-slate-500">Total</dt>
                <dd className="font-semibold tabular-nums text-ink">{formatInr(bid.total)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Timeline</dt>
                <dd className="text-slate-800">{formatTimelineDays(bid.timelineDays)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Date</dt>
                <dd className="text-slate-800">
                  <BidDay bid={bid} />
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-500">{revisionLabel(bid.revision)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
