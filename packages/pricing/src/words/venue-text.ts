import { venueTypeOptions, type PlannerFormData, type TradeEvent } from '@stallplan/contracts';

/**
 * Where the show is, as people name it: the catalogue show's venue and city ("Bangalore
 * International Exhibition Centre (BIEC), Bangalore"), else the kind of venue and the city
 * ("Convention Center, Pune"), else whichever of them is known. Never a state code.
 */
export function venueText(formData: Pick<PlannerFormData, 'venueType' | 'destinationCity'>, event?: Pick<TradeEvent, 'venue' | 'city'> | null): string {
  if (event?.venue) return `${event.venue}, ${event.city}`;
  const kind = formData.venueType ? venueTypeOptions.label(formData.venueType) : undefined;
  return [kind, formData.destinationCity].filter(Boolean).join(', ') || 'Venue to be confirmed';
}
