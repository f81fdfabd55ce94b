import type { QuoteCategory, QuoteLine, QuoteLineSource, QuoteTaxClass } from '@stallplan/contracts';
import { wholeRupees } from '../money/whole-rupees.js';
import { GST_RATES, lineGst } from './gst-rates.js';

export interface QuoteLineDraft {
  key: string;
  category: QuoteCategory;
  label: string;
  basis: string;
  source: QuoteLineSource;
  allowance?: boolean;
  taxClass: QuoteTaxClass;
  amount: number;
}

/** A line with its amount in whole rupees and the GST its tax class carries, rounded once on the line. */
export function quoteLine(draft: QuoteLineDraft): QuoteLine {
  const amount = wholeRupees(draft.amount);
  return {
    key: draft.key,
    category: draft.category,
    label: draft.label,
    basis: draft.basis,
    source: draft.source,
    allowance: draft.allowance ?? false,
    taxClass: draft.taxClass,
    gstRate: GST_RATES[draft.taxClass],
    amount,
    gst: lineGst(amount, draft.taxClass),
  };
}

/** A booth area as people read it: at most two decimals (a booth in square feet converts to fractions). */
export function showSqm(sqm: number): string {
  return String(Math.round(sqm * 100) / 100);
}
