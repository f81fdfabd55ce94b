import { Plane } from 'lucide-react';
import { planStore, usePlan } from '../../../current-plan/plan-store.js';
import { FlightCard } from './flight-card.js';
import { MissingCitiesNotice } from './missing-cities-notice.js';
import { flightSearchSummary } from './search-summary.js';
import { SEARCH_TEXTS } from './search-texts.js';
import { toggleFlight } from './toggle-selection.js';
import { TravelResults } from './travel-results.js';
import { TravelStepHeader } from './travel-step-header.js';
import { useFlightSearch } from './use-flight-search.js';

/** Step 4 (see docs/planner.md#steps-4-to-6-flights-hotel-freight): one outbound flight for the team, or none; Next is always allowed. */
export function FlightStep() {
  const details = usePlan((plan) => plan.eventDetails);
  const selected = usePlan((plan) => plan.selections.flights);
  const { request, missing, query } = useFlightSearch(details);
  const ready = missing.length === 0;
  return (
    <section aria-labelledby="step-title">
      <TravelStepHeader
        title="Book Flight"
        icon={Plane}
        description="Pick a flight for your team to the exhibition city, or skip this step."
        summary={ready ? flightSearchSummary(request, details.teamSize) : undefined}
      />
      {ready ? (
        <TravelResults query={query} texts={SEARCH_TEXTS.flights}>
          {(flights) => (
            <ul className="grid gap-4" aria-label="Flights">
              {flights.map((flight) => (
                <FlightCard
                  key={flight.id}
                  flight={flight}
                  teamSize={details.teamSize}
                  selected={selected.some((item) => item.id === flight.id)}
                  onToggle={() => planStore.setSelections({ flights: toggleFlight(planStore.get().selections.flights, flight) })}
                />
              ))}
            </ul>
          )}
        </TravelResults>
      ) : (
        <MissingCitiesNotice missing={missing} purpose="Flights are searched between your departure and arrival cities." />
      )}
    </section>
  );
}
