import type { PlanComparison, SavedPlan } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { useQuery } from '@tanstack/react-query';
import { GitCompare } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api/api-client.js';
import { CHANGE_MARKS, changeCounts } from './overview-text.js';
import { serverMessage } from '../../api/refusal.js';

const amount = (side: { amount: number; gst: number } | null) => (side ? formatInr(side.amount + side.gst) : '—');

/** Every line and total of two versions side by side, each changed line marked in words. */
export function ComparisonTable({ comparison }: { comparison: PlanComparison }) {
  const { from, to, lines, totals } = comparison;
  return (
    <div className="mt-4">
      <p className="mb-2 text-sm text-slate-700" data-testid="comparison-summary">
        Version {from.number} against version {to.number}: {changeCounts(lines)}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="comparison">
          <caption className="sr-only">
            Quote lines of version {from.number} and version {to.number}, with GST, and what changed
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Line
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Version {from.number}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Version {to.number}
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const mark = CHANGE_MARKS[line.change];
              return (
                <tr key={line.key} className={`border-b border-slate-100 ${mark.row}`} data-change={line.change}>
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {line.label}
                    <span className="hidden text-xs text-slate-500 sm:block">{line.to?.basis ?? line.from?.basis}</span>
                    {/* On a phone the change is said under the line's name, so three columns fit 390 px. */}
                    {line.change !== 'same' && (
                      <span className="block text-xs font-semibold sm:hidden">
                        <span aria-hidden>{mark.sign} </span>
                        {mark.label}
                      </span>
                    )}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{amount(line.from)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{amount(line.to)}</td>
                  <td className={`hidden py-2 sm:table-cell ${line.change === 'same' ? 'text-slate-500' : 'font-semibold'}`}>
                    {mark.sign && (
                      <span aria-hidden className="mr-1">
                        {mark.sign}
                      </span>
                    )}
                    {mark.label}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            {(
              [
                ['Total before GST', totals.subtotal],
                ['GST', totals.gst],
                ['Grand total', totals.grandTotal],
              ] as const
            ).map(([label, pair]) => (
              <tr key={label} className={label === 'Grand total' ? 'font-bold' : ''}>
                <th scope="row" className="py-2 pr-3 text-left">
                  {label}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInr(pair.from)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInr(pair.to)}</td>
                <td className="hidden py-2 sm:table-cell">
                  {pair.from === pair.to ? 'Same' : pair.to > pair.from ? `Up ${formatInr(pair.to - pair.from)}` : `Down ${formatInr(pair.from - pair.to)}`}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </div>
  );
}

function VersionSelect({ label, numbers, value, onChange }: { label: string; numbers: number[]; value: number; onChange: (number: number) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {numbers.map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Pick two versions and see them side by side. */
export function CompareSection({ token, plan }: { token: string; plan: SavedPlan }) {
  const numbers = plan.versions.map((version) => version.number).sort((a, b) => a - b);
  const newest = numbers.at(-1) ?? 1;
  const [from, setFrom] = useState(numbers.at(-2) ?? newest);
  const [to, setTo] = useState(newest);
  const [asked, setAsked] = useState<{ from: number; to: number } | null>(null);
  const load = useQuery({
    queryKey: ['saved-plan-compare', token, asked?.from, asked?.to],
    enabled: asked !== null,
    queryFn: async ({ signal }) => {
      const response = await api.comparePlanVersions({ params: { token }, query: { from: String(asked?.from), to: String(asked?.to) }, signal });
      if (response.status !== 200) throw new Error(serverMessage(response.body) ?? 'The versions could not be compared.');
      return response.body.data;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ from, to });
  };
  if (numbers.length < 2) {
    return (
      <section aria-labelledby="compare-title" className="card">
        <h2 id="compare-title" className="section-title">
          Compare versions
        </h2>
        <p className="text-sm text-slate-600">There is one version so far. Once a change moves a price, compare the versions here.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="compare-title" className="card">
      <h2 id="compare-title" className="section-title">
        Compare versions
      </h2>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <VersionSelect label="From version" numbers={numbers} value={from} onChange={setFrom} />
        <VersionSelect label="To version" numbers={numbers} value={to} onChange={setTo} />
        <button type="submit" className="btn-primary">
          <GitCompare className="size-4" aria-hidden />
          Compare
        </button>
      </form>
      <div aria-live="polite">
        {asked === null ? null : load.isPending ? (
          <p role="status" className="mt-4 text-sm text-slate-600">
            Comparing…
          </p>
        ) : load.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-800">
            {load.error.message || 'The versions could not be compared. Please try again.'}
          </p>
        ) : (
          <ComparisonTable comparison={load.data} />
        )}
      </div>
    </section>
  );
}
