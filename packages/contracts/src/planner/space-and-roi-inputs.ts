import { z } from 'zod';
import { requiredText } from '../shared/input-fields.js';
import { MAX_SPACE_TARIFF_PER_SQM } from './stall-design.js';

function wholeAmount(what: string, max: number) {
  return z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`);
}

function percent(what: string) {
  return z
    .number({ error: `${what} must be a number.` })
    .min(0, `${what} cannot be negative.`)
    .max(100, `${what} must be at most 100%.`);
}

/**
 * The organiser's published space rates of the show the plan names, when it is one in the events
 * catalogue. The browser looks the show up and sends its rates: they only price the sender's own
 * quote, which the exhibitor may override with any figure anyway.
 */
export const eventSpaceTariffSchema = z.object({
  // Not blank, and the API document says so (a pattern), so a generated request knows it.
  eventName: requiredText('Event name', 200),
  rawPerSqm: wholeAmount('Raw space tariff', MAX_SPACE_TARIFF_PER_SQM),
  builtUpPerSqm: wholeAmount('Built-up space tariff', MAX_SPACE_TARIFF_PER_SQM),
});
export type EventSpaceTariff = z.infer<typeof eventSpaceTariffSchema>;

/** Largest deal value we take: ₹10,000 crore, so leads × margin × value stays a safe integer. */
export const MAX_DEAL_VALUE = 100_000_000_000;
export const MAX_QUALIFIED_LEADS = 100_000;

/** The exhibitor's own numbers for the ROI guide's deal view (issue: ROI from deal value and margin). */
export const dealRoiInputsSchema = z.object({
  averageDealValue: wholeAmount('Average deal value', MAX_DEAL_VALUE),
  grossMarginPct: percent('Gross margin'),
  /** Absent or null: two per square metre of booth. */
  qualifiedLeads: wholeAmount('Qualified leads', MAX_QUALIFIED_LEADS).nullable().optional(),
  leadToDealPct: percent('Lead-to-deal conversion'),
});
export type DealRoiInputs = z.infer<typeof dealRoiInputsSchema>;
