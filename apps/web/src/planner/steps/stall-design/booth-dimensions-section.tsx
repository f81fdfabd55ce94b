import { areaUnitOptions, boothPositionOptions, boothTypeOptions, MAX_BOOTH_AREA, MAX_SPACE_TARIFF_PER_SQM, type AreaUnit } from '@stallplan/contracts';
import { positionPriceLabel, SPACE_POSITION_PREMIUMS } from '@stallplan/pricing';
import { Ruler } from 'lucide-react';
import { Field } from '../../../ui/form/field.js';
import { RadioChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import type { SectionProps } from './section-props.js';
import { WholeNumberField } from './whole-number-field.js';

// The schema accepts square feet up to the largest booth in square metres times 11.
const MAX_AREA_INPUT = MAX_BOOTH_AREA * 11;

/** `+10% on walls, +10% on space`: the position moves both the stall's walls and the organiser's charge. */
function positionLabel(position: keyof typeof SPACE_POSITION_PREMIUMS): string {
  const walls = positionPriceLabel(position);
  const premium = Math.round(SPACE_POSITION_PREMIUMS[position].premiumRate * 100);
  return premium === 0 ? walls : `${walls}, +${premium}% on space`;
}

export function BoothDimensionsSection({ design, update, usualTariffNote }: SectionProps & { usualTariffNote: string }) {
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
        columns={2}
        choices={boothPositionOptions.options.map((option) => ({ ...option, price: positionLabel(option.value) }))}
        value={design.boothPosition}
        onChange={(boothPosition) => update({ boothPosition })}
        hint="More open sides need more finished wall, and organisers charge more for the floor."
      />
      <WholeNumberField
        label="Organiser's space rate (₹ per sq m)"
        value={design.spaceTariffOverride}
        onChange={(spaceTariffOverride) => update({ spaceTariffOverride })}
        max={MAX_SPACE_TARIFF_PER_SQM}
        placeholder="From the organiser's form"
        hint={design.spaceTariffOverride > 0 ? 'Your rate prices the space. Clear it to go back to the usual rate.' : `Blank uses: ${usualTariffNote}`}
      />
    </DesignSection>
  );
}
