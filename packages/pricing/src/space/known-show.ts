import type { EventSpaceTariff, TradeEvent } from '@stallplan/contracts';

/**
 * A show name as people type it: lower case, letters and digits only, and no edition year, so
 * "IMTEX 2027", "imtex" and "I.M.T.E.X." all name the same show.
 */
export function showKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(19|20)\d{2}\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The catalogue show the plan's exhibition name names, if any. A blank name names none. */
export function findKnownShow(exhibitionName: string, events: readonly TradeEvent[]): TradeEvent | undefined {
  const key = showKey(exhibitionName);
  if (key === '') return undefined;
  return events.find((event) => showKey(event.name) === key);
}

/** The show's published rates, in the shape the quote is priced from. */
export function eventSpaceTariffOf(event: TradeEvent | undefined): EventSpaceTariff | null {
  if (!event) return null;
  return { eventName: event.name, rawPerSqm: event.typicalBoothCostPerSqm, builtUpPerSqm: event.typicalBuiltUpCostPerSqm };
}
