import type { AdminBrief } from '@stallplan/contracts';
import { formatAdminDate } from '../dashboard/format-admin-date.js';
import { StatusPill } from '../dashboard/status-pill.js';
import { AdminTable, type AdminColumn } from '../shared/admin-table.js';
import { bidsOfInvited } from './bid-display.js';

const BRIEF_COLUMNS: readonly AdminColumn[] = [
  { label: 'Created' },
  { label: 'Company' },
  { label: 'Contact' },
  { label: 'Show' },
  { label: 'Ends', className: 'whitespace-nowrap' },
  { label: 'Bids' },
  { label: 'Awarded to' },
];

/** The awarded builder's name, or a pill saying bids are still being taken. */
function Outcome({ brief }: { brief: AdminBrief }) {
  return brief.awardedVendorName ? <span className="font-medium text-green-800">{brief.awardedVendorName}</span> : <StatusPill tone="blue">Open</StatusPill>;
}

function Day({ value }: { value: string }) {
  return <time dateTime={value}>{formatAdminDate(value)}</time>;
}

/** Wide screens: one row per brief. */
export function BriefTable({ briefs }: { briefs: readonly AdminBrief[] }) {
  return (
    <AdminTable columns={BRIEF_COLUMNS}>
      {briefs.map((brief) => (
        <tr key={brief.id} data-testid={`brief-row-${brief.id}`} className="align-top">
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            <Day value={brief.createdAt} />
          </td>
          <th scope="row" className="px-4 py-3 font-medium text-ink">
            <span className="break-words">{brief.companyName}</span>
          </th>
          <td className="max-w-60 px-4 py-3 text-slate-700">
            <span className="block truncate">{brief.contactPerson}</span>
            <a href={`mailto:${brief.email}`} className="block truncate text-xs text-brand-700 hover:underline">
              {brief.email}
            </a>
          </td>
          <td className="px-4 py-3 text-slate-700">
            <span className="block">{brief.exhibitionName}</span>
            <span className="block text-xs text-slate-500">{brief.city}</span>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            <Day value={brief.endDate} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700" title={`${brief.bids} bids from ${brief.invited} invited builders`}>
            {bidsOfInvited(brief)}
          </td>
          <td className="px-4 py-3">
            <Outcome brief={brief} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: the same facts as cards. */
export function BriefCards({ briefs }: { briefs: readonly AdminBrief[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Briefs">
      {briefs.map((brief) => (
        <li key={brief.id}>
          <article aria-label={`${brief.companyName}, ${brief.exhibitionName}`} data-testid={`brief-card-${brief.id}`} className="card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-ink">{brief.companyName}</h3>
                <p className="text-sm text-slate-600">
                  {brief.exhibitionName} · {brief.city}
                </p>
              </div>
              <Outcome brief={brief} />
            </div>
            <p className="mt-2 truncate text-sm text-slate-700">
              {brief.contactPerson} ·{' '}
              <a href={`mailto:${brief.email}`} className="text-brand-700 hover:underline">
                {brief.email}
              </a>
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-slate-500">Created</dt>
                <dd className="text-slate-800">
                  <Day value={brief.createdAt} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Show ends</dt>
                <dd className="text-slate-800">
                  <Day value={brief.endDate} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Bids</dt>
                <dd className="text-slate-800">{bidsOfInvited(brief)} invited</dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
