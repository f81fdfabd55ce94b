import { MapPin } from 'lucide-react';
import { EVENT_DETAILS_REQUIRED_LABELS as LABELS } from '../../missing-fields.js';
import { FormSection } from './form-section.js';
import type { SectionProps } from './section-props.js';
import { StateCityFields } from './state-city-fields.js';

/** Where the team travels from (origin) and where the exhibition is (destination). */
export function LocationSection({ details, update }: SectionProps) {
  return (
    <FormSection title="Exhibition Location" icon={MapPin}>
      <StateCityFields
        stateLabel={LABELS.originState}
        cityLabel={LABELS.originCity}
        stateCode={details.originState}
        city={details.originCity}
        onStateChange={(originState) => update({ originState, originCity: '' })}
        onCityChange={(originCity) => update({ originCity })}
      />
      <StateCityFields
        stateLabel={LABELS.destinationState}
        cityLabel={LABELS.destinationCity}
        stateCode={details.destinationState}
        city={details.destinationCity}
        onStateChange={(destinationState) => update({ destinationState, destinationCity: '' })}
        onCityChange={(destinationCity) => update({ destinationCity })}
      />
    </FormSection>
  );
}
