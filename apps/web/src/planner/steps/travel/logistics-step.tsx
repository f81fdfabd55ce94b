import { Truck } from 'lucide-react';
import { planStore, usePlan } from '../../../current-plan/plan-store.js';
import { LogisticsCard } from './logistics-card.js';
import { MissingCitiesNotice } from './missing-cities-notice.js';
import { logisticsSearchSummary } from './search-summary.js';
import { SEARCH_TEXTS } from './search-texts.js';
import { toggleOne } from './toggle-selection.js';
import { TravelResults } from './travel-results.js';
import { TravelStepHeader } from './travel-step-header.js';
import { useLogisticsSearch } from './use-logistics-search.js';

/** Step 6 (see docs/planner.md#steps-4-to-6-flights-hotel-freight): a freight service to ship the stall, or none; Next is always allowed. */
export function LogisticsStep() {
  const details = usePlan((plan) => plan.eventDetails);
  const design = usePlan((plan) => plan.stallDesign);
  const selected = usePlan((plan) => plan.selections.logistics);
  const { search, missing, query } = useLogisticsSearch(details, design);
  const ready = missing.length === 0;
  return (
    <section aria-labelledby="step-title">
      <TravelStepHeader
        title="Book Logistics"
        icon={Truck}
        description="Pick a service to ship your stall material to the venue, or skip this step."
        summary={ready ? logisticsSearchSummary(search) : undefined}
      />
      {ready ? (
        <TravelResults query={query} texts={SEARCH_TEXTS.logistics}>
          {(options) => (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Logistics services">
              {options.map((option) => (
                <LogisticsCard
                  key={option.id}
                  option={option}
                  selected={selected?.id === option.id}
                  onToggle={() => planStore.setSelections({ logistics: toggleOne(planStore.get().selections.logistics, option) })}
                />
              ))}
            </ul>
          )}
        </TravelResults>
      ) : (
        <MissingCitiesNotice missing={missing} purpose="Freight is quoted to your arrival city." />
      )}
    </section>
  );
}
