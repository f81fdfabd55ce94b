import { MAX_BOOTH_AREA, boothTypeOptions, eventTypeOptions, plannerIndustryOptions } from '@stallplan/contracts';
import { findKnownShow, formatInr } from '@stallplan/pricing';
import { Presentation } from 'lucide-react';
import { useMemo } from 'react';
import { Field } from '../../../ui/form/field.js';
import { EVENT_DETAILS_REQUIRED_LABELS as LABELS } from '../../missing-fields.js';
import { useTradeEvents } from '../../space/use-trade-events.js';
import { ChoiceSelect } from './choice-select.js';
import { FormSection } from './form-section.js';
import { numberFromInput } from './number-input.js';
import type { SectionProps } from './section-props.js';
import { TextField } from './text-field.js';

const SHOW_LIST_ID = 'known-shows';

export function ExhibitionSection({ details, update }: SectionProps) {
  const { events } = useTradeEvents();
  const show = useMemo(() => findKnownShow(details.exhibitionName, events), [details.exhibitionName, events]);
  const showHint = show
    ? `${show.name}, ${show.city}: space is priced at its published rates, ${formatInr(show.typicalBoothCostPerSqm)} per sq m raw and ${formatInr(show.typicalBuiltUpCostPerSqm)} built-up.`
    : events.length > 0
      ? 'Choose a listed show to price its space at the published rate; any other name gets the typical rate for the city.'
      : undefined;
  return (
    <FormSection title="Exhibition Details" icon={Presentation}>
      <TextField
        label={LABELS.exhibitionName}
        required
        value={details.exhibitionName}
        onChange={(exhibitionName) => update({ exhibitionName })}
        list={SHOW_LIST_ID}
        hint={showHint}
        autoComplete="off"
      />
      <datalist id={SHOW_LIST_ID}>
        {events.map((event) => (
          <option key={event.id} value={event.name}>
            {event.city}
          </option>
        ))}
      </datalist>
      <Field label={LABELS.industry} required>
        {(ids) => (
          <ChoiceSelect
            {...ids}
            required
            placeholder="Select your industry"
            options={plannerIndustryOptions.options}
            value={details.industry}
            onChange={(industry) => update({ industry })}
          />
        )}
      </Field>
      <Field label="Event Type">
        {(ids) => (
          <ChoiceSelect
            {...ids}
            placeholder="Select event type"
            options={eventTypeOptions.options}
            value={details.eventType}
            onChange={(eventType) => update({ eventType })}
          />
        )}
      </Field>
      <Field label="Booth Size (sq m)" hint="Step 2 starts from this area.">
        {({ id, describedBy }) => (
          <input
            id={id}
            aria-describedby={describedBy}
            className="field-input"
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_BOOTH_AREA}
            placeholder="e.g. 18"
            value={details.boothSize}
            onChange={(event) => update({ boothSize: numberFromInput(event.target.value, 0, MAX_BOOTH_AREA) })}
          />
        )}
      </Field>
      <Field label="Booth Type">
        {(ids) => (
          <ChoiceSelect
            {...ids}
            placeholder="Select booth type"
            options={boothTypeOptions.options}
            value={details.boothType}
            onChange={(boothType) => update({ boothType })}
          />
        )}
      </Field>
    </FormSection>
  );
}
