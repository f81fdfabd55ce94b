import { TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@stallplan/contracts';
import { PlaneLanding } from 'lucide-react';
import { Field } from '../../../ui/form/field.js';
import { EVENT_DETAILS_REQUIRED_LABELS as LABELS } from '../../missing-fields.js';
import { ChoiceSelect } from './choice-select.js';
import { FormSection } from './form-section.js';
import type { SectionProps } from './section-props.js';
import { TextField } from './text-field.js';

const TEAM_SIZE_OPTIONS = Array.from({ length: TEAM_SIZE_MAX - TEAM_SIZE_MIN + 1 }, (_, index) => {
  const size = TEAM_SIZE_MIN + index;
  return { value: String(size), label: size === 1 ? '1 person' : `${size} people` };
});

export function TravelScheduleSection({ details, update }: SectionProps) {
  return (
    <FormSection title="Your Travel Schedule" icon={PlaneLanding}>
      <TextField
        label="Arrival Date"
        type="date"
        hint="Arrive 1-2 days before the exhibition starts"
        value={details.arrivalDate}
        onChange={(arrivalDate) => update({ arrivalDate })}
      />
      <TextField
        label="Departure Date"
        type="date"
        hint="Depart 1 day after the exhibition ends"
        min={details.arrivalDate}
        value={details.departureDate}
        onChange={(departureDate) => update({ departureDate })}
      />
      <Field label={LABELS.teamSize} required hint="Flights and hotel are priced for everyone travelling.">
        {(ids) => (
          <ChoiceSelect
            {...ids}
            required
            options={TEAM_SIZE_OPTIONS}
            value={String(details.teamSize)}
            onChange={(size) => update({ teamSize: Number(size) })}
          />
        )}
      </Field>
    </FormSection>
  );
}
