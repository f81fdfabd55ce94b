import { eventSpaceTariffSchema, type TradeEvent } from '@stallplan/contracts';
import { eventSpaceTariffOf, findKnownShow, showKey } from '@stallplan/pricing';
import { z } from 'zod';

/**
 * The catalogue show a quote is priced with, as the quotes service looked it up in catalog's
 * events list: where it is held and its published space rates. Kept with a stored quote and in an
 * ROI guide's job, so the PDF prints what the quote was priced with.
 */
export const quoteShowSchema = z.object({
  name: z.string().min(1).max(200),
  venue: z.string().max(300),
  city: z.string().max(100),
  tariff: eventSpaceTariffSchema,
});
export type QuoteShow = z.infer<typeof quoteShowSchema>;

/** Whether an exhibition name could name a catalogue show at all: a blank one (or only a year) names none. */
export function namesAShow(exhibitionName: string | null | undefined): boolean {
  return showKey(exhibitionName ?? '') !== '';
}

/** The show of the catalogue that the plan's exhibition name names (pricing's `findKnownShow`), or null. */
export function quoteShowNamed(exhibitionName: string | null | undefined, events: readonly TradeEvent[]): QuoteShow | null {
  const event = findKnownShow(exhibitionName ?? '', events);
  const tariff = eventSpaceTariffOf(event);
  if (!event || !tariff) return null;
  return { name: event.name, venue: event.venue, city: event.city, tariff };
}
