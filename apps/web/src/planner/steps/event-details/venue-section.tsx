import { venueTypeOptions } from '@stallplan/contracts';
import { Landmark } from 'lucide-react';
import { Field } from '../../../ui/form/field.js';
import { ChoiceSelect } from './choice-select.js';
import { DistanceField } from './distance-field.js';
import { FormSection } from './form-section.js';
import type { SectionProps } from './section-props.js';

export function VenueSection({ details, update }: SectionProps) {
  return (
    <FormSection title="Venue Details" icon={Landmark}>
      <Field label="Venue Type">
        {(ids) => (
          <ChoiceSelect
            {...ids}
            placeholder="Select venue type"
            options={venueTypeOptions.options}
            value={details.venueType}
            onChange={(venueType) => update({ venueType })}
          />
        )}
      </Field>
      <DistanceField details={details} update={update} />
    </FormSection>
  );
}
