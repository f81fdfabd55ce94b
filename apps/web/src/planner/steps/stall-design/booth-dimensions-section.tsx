import { areaUnitOptions, boothPositionOptions, boothTypeOptions, MAX_BOOTH_AREA, type AreaUnit } from '@stallplan/contracts';
import { positionPriceLabel } from '@stallplan/pricing';
import { Ruler } from 'lucide-react';
import { Field } from '../../../ui/field.js';
import { RadioChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import type { SectionProps } from './section-props.js';
import { WholeNumberField } from './whole-number-field.js';

// The schema accepts square feet up to the largest booth in square metres times 11.
const MAX_AREA_INPUT = MAX_BOOTH_AREA * 11;

export function BoothDimensionsSection({ design, update }: SectionProps) {
  return (
    <DesignSection title="Booth Dimensions & Type" icon={Ruler}>
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] items-start gap-3">
        <WholeNumberField
          label="Booth Area"
          required
          value={design.area}
          onChange={(area) => update({ area })}
          max={MAX_AREA_INPUT}
          placeholder="e.g. 18"
          hint="Whole number. Starts from the booth size given in step 1."
        />
        <Field label="Area unit">
          {({ id }) => (
            <select id={id} className="field-input" value={design.areaUnit} onChange={(event) => update({ areaUnit: event.target.value as AreaUnit })}>
              {areaUnitOptions.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <RadioChoices
        legend="Booth Type"
        choices={boothTypeOptions.options}
        value={design.boothType}
        onChange={(boothType) => update({ boothType })}
        onClear={() => update({ boothType: undefined })}
        hint="Shell scheme comes with the organiser's panels; a custom booth is built on bare floor."
      />
      <RadioChoices
        legend="Booth Position"
        columns={3}
        choices={boothPositionOptions.options.map((option) => ({ ...option, price: positionPriceLabel(option.value) }))}
        value={design.boothPosition}
        onChange={(boothPosition) => update({ boothPosition })}
        hint="More open sides need more finished wall."
      />
    </DesignSection>
  );
}
