import { CalendarDays } from 'lucide-react';
import { EVENT_DETAILS_REQUIRED_LABELS as LABELS } from '../../missing-fields.js';
import { FormSection } from './form-section.js';
import type { SectionProps } from './section-props.js';
import { TextField } from './text-field.js';
import { withExhibitionDates } from './travel-date-defaults.js';

/** The exhibition's own days; changing them moves the travel dates that still follow them. */
export function ScheduleSection({ details, update }: SectionProps) {
  return (
    <FormSection title="Exhibition Schedule" icon={CalendarDays}>
      <TextField
        label={LABELS.exhibitionStartDate}
        type="date"
        required
        value={details.exhibitionStartDate}
        onChange={(exhibitionStartDate) => update(withExhibitionDates(details, { exhibitionStartDate }))}
      />
      <TextField
        label={LABELS.exhibitionEndDate}
        type="date"
        required
        min={details.exhibitionStartDate}
        value={details.exhibitionEndDate}
        onChange={(exhibitionEndDate) => update(withExhibitionDates(details, { exhibitionEndDate }))}
      />
    </FormSection>
  );
}
