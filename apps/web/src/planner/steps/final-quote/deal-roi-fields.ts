import { dealRoiInputsSchema, type DealRoiInputs } from '@stallplan/contracts';

/** The ROI tab's inputs as typed. */
export type DealRoiFields = Record<'averageDealValue' | 'grossMarginPct' | 'qualifiedLeads' | 'leadToDealPct', string>;

export function dealRoiFieldsOf(inputs: DealRoiInputs): DealRoiFields {
  return {
    averageDealValue: String(inputs.averageDealValue),
    grossMarginPct: String(inputs.grossMarginPct),
    qualifiedLeads: inputs.qualifiedLeads === null || inputs.qualifiedLeads === undefined ? '' : String(inputs.qualifiedLeads),
    leadToDealPct: String(inputs.leadToDealPct),
  };
}

/** "2,00,000", "₹ 200000" and "30%" read as the numbers people mean; anything else is left for the schema to refuse. */
function numberOf(text: string): number | undefined {
  const cleaned = text.replace(/[₹,%\s]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export type DealRoiParse = { ok: true; inputs: DealRoiInputs } | { ok: false; errors: Partial<Record<keyof DealRoiFields, string>> };

/** The typed fields as the contracts' deal inputs, or a sentence for each field that is wrong. A blank lead count means "from booth size". */
export function parseDealRoiFields(fields: DealRoiFields): DealRoiParse {
  const required = (name: keyof DealRoiFields, label: string) => numberOf(fields[name]) ?? `${label} is required.`;
  const candidate = {
    averageDealValue: required('averageDealValue', 'Average deal value'),
    grossMarginPct: required('grossMarginPct', 'Gross margin'),
    qualifiedLeads: numberOf(fields.qualifiedLeads) ?? null,
    leadToDealPct: required('leadToDealPct', 'Lead-to-deal conversion'),
  };
  const errors: Partial<Record<keyof DealRoiFields, string>> = {};
  for (const [name, value] of Object.entries(candidate)) {
    if (typeof value === 'string') errors[name as keyof DealRoiFields] = value;
  }
  const parsed = dealRoiInputsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as keyof DealRoiFields;
      errors[name] ??= Number.isNaN(candidate[name]) ? 'Please enter a number.' : issue.message;
    }
  }
  return Object.keys(errors).length === 0 && parsed.success ? { ok: true, inputs: parsed.data } : { ok: false, errors };
}
