import type { DealRoiInputs } from '@stallplan/contracts';
import { formatInr, QUALIFIED_LEADS_PER_SQM } from '@stallplan/pricing';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../../ui/form/field.js';
import { planStore } from '../../../current-plan/plan-store.js';
import { dealRoiFieldsOf, parseDealRoiFields, type DealRoiFields } from './deal-roi-fields.js';
import type { QuoteFigures } from './quote-figures.js';
import { DealRoiResultFigures, formatCount, RoiFigure } from '../../../quote/roi-figure.js';

const FIELDS: ReadonlyArray<{ name: keyof DealRoiFields; label: string; suffix: string; inputMode: 'numeric' | 'decimal' }> = [
  { name: 'averageDealValue', label: 'Average deal value (₹)', suffix: '', inputMode: 'numeric' },
  { name: 'grossMarginPct', label: 'Gross margin (%)', suffix: '%', inputMode: 'decimal' },
  { name: 'qualifiedLeads', label: 'Qualified leads expected', suffix: '', inputMode: 'numeric' },
  { name: 'leadToDealPct', label: 'Leads that become deals (%)', suffix: '%', inputMode: 'decimal' },
];

/**
 * The quote's one ROI: what a lead costs, how many deals pay the show back, and the gross profit the
 * expected deals bring, from assumptions that start as typical figures for step 1's industry and
 * are the user's to change. Own figures are kept in the plan only once every field reads right, so
 * a half-typed figure never reaches a PDF; "Use typical figures" goes back to the defaults.
 */
export function DealRoiSection({ figures }: { figures: QuoteFigures }) {
  const { roi, quote, boothSizeSqm } = figures;
  const [resets, setResets] = useState(0);
  const useTypical = () => {
    planStore.setDealRoi(null);
    setResets((count) => count + 1);
  };
  // Another industry's defaults, or going back to them, starts the fields again; typing does not.
  return (
    <DealRoiForm key={`${roi.defaultsBasis}-${resets}`} roi={roi} subtotal={quote.totals.subtotal} boothSizeSqm={boothSizeSqm} onUseTypical={useTypical} />
  );
}

interface DealRoiFormProps {
  roi: QuoteFigures['roi'];
  subtotal: number;
  boothSizeSqm: number;
  onUseTypical: () => void;
}

function DealRoiForm({ roi, subtotal, boothSizeSqm, onUseTypical }: DealRoiFormProps) {
  const [fields, setFields] = useState<DealRoiFields>(() => dealRoiFieldsOf(roi.inputs));
  const [errors, setErrors] = useState<Partial<Record<keyof DealRoiFields, string>>>({});
  const dealRoi = roi.result;
  const defaultLeads = Math.round(boothSizeSqm * QUALIFIED_LEADS_PER_SQM);

  const change = (name: keyof DealRoiFields, text: string) => {
    const next = { ...fields, [name]: text };
    setFields(next);
    const parsed = parseDealRoiFields(next);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) planStore.setDealRoi(parsed.inputs satisfies DealRoiInputs);
  };

  return (
    <section className="card" aria-labelledby="deal-roi-title">
      <h3 id="deal-roi-title" className="section-title">
        <Handshake className="size-5 text-brand-600" aria-hidden />
        Return on investment
      </h3>
      <p className="mb-2 text-sm text-slate-600">
        Measured on everything the show costs: <span data-testid="roi-investment">{formatInr(subtotal)}</span> before GST (a GST-registered business claims the
        GST back). Estimates for planning, not a promise of results.
      </p>
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm" data-testid="roi-assumptions">
        {roi.ownFigures ? (
          <>
            <span className="font-medium text-ink">Your own figures.</span>
            <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={onUseTypical}>
              Use typical figures for {roi.defaultsBasis.toLowerCase()}
            </button>
          </>
        ) : (
          <span className="text-slate-600">
            Assumptions typical for <span className="font-medium text-ink">{roi.defaultsBasis.toLowerCase()}</span> (from your industry in step 1) and your
            booth size; change them to yours.
          </span>
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map(({ name, label, inputMode }) => (
          <Field
            key={name}
            label={label}
            hint={name === 'qualifiedLeads' ? `Leave blank for ${formatCount(defaultLeads)} (${QUALIFIED_LEADS_PER_SQM} per sq m of booth).` : undefined}
          >
            {({ id, describedBy }) => (
              <>
                <input
                  id={id}
                  name={name}
                  inputMode={inputMode}
                  className="field-input"
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={[describedBy, errors[name] ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined}
                  placeholder={name === 'qualifiedLeads' ? String(defaultLeads) : undefined}
                  value={fields[name]}
                  onChange={(event) => change(name, event.target.value)}
                />
                {errors[name] && (
                  <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                    {errors[name]}
                  </p>
                )}
              </>
            )}
          </Field>
        ))}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3" aria-live="polite">
        <DealRoiResultFigures result={dealRoi} testIdPrefix="deal" />
        <RoiFigure
          label="Qualified leads"
          value={formatCount(dealRoi.leads)}
          testId="deal-leads"
          hint={roi.inputs.qualifiedLeads === null || roi.inputs.qualifiedLeads === undefined ? `${QUALIFIED_LEADS_PER_SQM} per sq m of booth` : 'your figure'}
        />
      </dl>
    </section>
  );
}
