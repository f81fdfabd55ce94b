import * as RadixDialog from '@radix-ui/react-dialog';
import { formatInr } from '@stallplan/pricing';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CategoryDetail } from './category-details.js';

/** The detail dialog fades out over 300 ms before it is gone (see docs/ui.md#dialogs). */
export const DETAIL_FADE_MS = 300;

interface CategoryDetailModalProps {
  /** The category shown; null when no modal is open. */
  detail: CategoryDetail | null;
  /** Called once the fade-out has finished. */
  onClosed: () => void;
}

/** A category's detail modal: total, figures, items, breakdown and what is included. Close, Escape or the backdrop close it. */
export function CategoryDetailModal({ detail, onClosed }: CategoryDetailModalProps) {
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    if (closing) return;
    setClosing(true);
    timer.current = window.setTimeout(() => {
      setClosing(false);
      onClosed();
    }, DETAIL_FADE_MS);
  };
  const fade = `transition-opacity duration-300 starting:opacity-0 ${closing ? 'pointer-events-none opacity-0' : 'opacity-100'}`;

  return (
    <RadixDialog.Root open={detail !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-testid="detail-backdrop" className={`fixed inset-0 z-40 bg-slate-900/50 ${fade}`} />
        {detail && (
          <RadixDialog.Content
            data-closing={closing || undefined}
            className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${fade}`}
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <RadixDialog.Title className="text-lg font-semibold text-ink">{detail.title}</RadixDialog.Title>
                <RadixDialog.Description className="text-sm text-slate-600">What this part of the quote is made of, before GST.</RadixDialog.Description>
              </div>
              <RadixDialog.Close className="btn-ghost -mr-2 -mt-1 p-1.5" aria-label="Close details">
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            </div>

            <div className="mt-4 rounded-lg bg-brand-50 p-4">
              <p className="text-sm text-slate-600">Total cost</p>
              <p data-testid="detail-total" className="text-2xl font-bold text-ink">
                {formatInr(detail.total)}
              </p>
            </div>

            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {detail.figures.map((figure) => (
                <div key={figure.label} className="rounded-lg border border-slate-100 p-2">
                  <dt className="text-xs text-slate-600">{figure.label}</dt>
                  <dd className="font-semibold text-ink">{figure.value}</dd>
                </div>
              ))}
            </dl>

            {detail.sections.map((section) => (
              <div key={section.title} className="mt-5">
                <h3 className="text-sm font-semibold text-ink">{section.title}</h3>
                {section.items.length > 0 ? (
                  <ul className="mt-2 divide-y divide-slate-100 text-sm">
                    {section.items.map((item, index) => (
                      <li key={`${item.label}-${index}`} className="flex justify-between gap-3 py-1.5">
                        <span className="text-slate-700">{item.label}</span>
                        <span className="shrink-0 font-medium">{item.value}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-slate-500">{section.empty}</p>
                )}
              </div>
            ))}

            <h3 className="mt-5 text-sm font-semibold text-ink">Cost breakdown</h3>
            <table className="mt-2 w-full text-sm">
              <tbody className="divide-y divide-slate-100">
                {detail.breakdown.map((row, index) => (
                  <tr key={`${index}-${row.label}`}>
                    <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                      {row.label}
                      {row.note && <span className="ml-1 text-xs text-slate-500">({row.note})</span>}
                    </th>
                    <td className="py-1.5 text-right font-medium">{formatInr(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-slate-200">
                  <th scope="row" className="py-1.5 text-left">
                    Total
                  </th>
                  <td className="py-1.5 text-right font-bold">{formatInr(detail.total)}</td>
                </tr>
              </tfoot>
            </table>

            <h3 className="mt-5 text-sm font-semibold text-ink">Included</h3>
            <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
              {detail.included.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>

            <div className="mt-6 flex justify-end">
              <RadixDialog.Close className="btn-secondary">Close</RadixDialog.Close>
            </div>
          </RadixDialog.Content>
        )}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
