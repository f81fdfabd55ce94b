import { BedDouble } from 'lucide-react';
import { planStore, usePlan } from '../../../current-plan/plan-store.js';
import { HotelCard } from './hotel-card.js';
import { MissingCitiesNotice } from './missing-cities-notice.js';
import { hotelSearchSummary } from './search-summary.js';
import { SEARCH_TEXTS } from './search-texts.js';
import { toggleOne } from './toggle-selection.js';
import { TravelResults } from './travel-results.js';
import { TravelStepHeader } from './travel-step-header.js';
import { useHotelSearch } from './use-hotel-search.js';

/** Step 5 (see docs/planner.md#steps-4-to-6-flights-hotel-freight): one hotel for the stay, or none; Next is always allowed. */
export function HotelStep() {
  const details = usePlan((plan) => plan.eventDetails);
  const selected = usePlan((plan) => plan.selections.hotel);
  const { stay, missing, query } = useHotelSearch(details);
  const ready = missing.length === 0;
  const summary = ready && stay ? hotelSearchSummary(stay) : undefined;
  return (
    <section aria-labelledby="step-title">
      <TravelStepHeader title="Book Hotel" icon={BedDouble} description="Pick a hotel near the venue for your stay, or skip this step." summary={summary} />
      {ready ? (
        <TravelResults query={query} texts={SEARCH_TEXTS.hotels}>
          {(hotels) => (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Hotels">
              {hotels.map((hotel) => (
                <HotelCard
                  key={hotel.id}
                  hotel={hotel}
                  selected={selected?.id === hotel.id}
                  onToggle={() => planStore.setSelections({ hotel: toggleOne(planStore.get().selections.hotel, hotel) })}
                />
              ))}
            </ul>
          )}
        </TravelResults>
      ) : (
        <MissingCitiesNotice missing={missing} purpose="Hotels are searched in your arrival city." />
      )}
    </section>
  );
}
