import type { EventDetails } from '../../../current-plan/plan-state.js';
import { planStore, usePlan } from '../../../current-plan/plan-store.js';
import { CompanySection } from './company-section.js';
import { ExhibitionSection } from './exhibition-section.js';
import { LocationSection } from './location-section.js';
import { ScheduleSection } from './schedule-section.js';
import { TravelScheduleSection } from './travel-schedule-section.js';
import { VenueSection } from './venue-section.js';

// Every change goes straight into the plan, so a reload or a step back loses nothing.
const update = (patch: Partial<EventDetails>) => planStore.setEventDetails(patch);

/** Step 1 (see docs/planner.md#step-1-event-details): who is exhibiting, where, when and with how many people. */
export function EventDetailsStep() {
  const details = usePlan((plan) => plan.eventDetails);
  return (
    <section aria-labelledby="step-title">
      <header className="mb-6">
        <h2 id="step-title" className="text-xl font-semibold text-ink sm:text-2xl">
          Event Details
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Tell us about your company and the exhibition. Fields marked <span className="text-red-600">*</span> are required.
        </p>
      </header>
      <div className="space-y-6">
        <CompanySection details={details} update={update} />
        <ExhibitionSection details={details} update={update} />
        <LocationSection details={details} update={update} />
        <VenueSection details={details} update={update} />
        <ScheduleSection details={details} update={update} />
        <TravelScheduleSection details={details} update={update} />
      </div>
    </section>
  );
}
