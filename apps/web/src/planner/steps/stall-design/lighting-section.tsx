import { lightingOptions, powerTypeOptions } from '@stallplan/contracts';
import { lightingPriceLabel, powerPriceLabel, priceLabel, STALL_RATES } from '@stallplan/pricing';
import { Lightbulb } from 'lucide-react';
import { CheckboxChoices, RadioChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import { toggleChoice } from './list-edits.js';
import type { SectionProps } from './section-props.js';
import { WholeNumberField } from './whole-number-field.js';

// The schema's limits for these numbers.
const MAX_POWER_KW = 10_000;
const MAX_LABOUR_DAYS = 60;

const { labourPerSqmPerDay, defaultLabourDays, defaultPowerKw, outstationShare } = STALL_RATES;

export function LightingSection({ design, update }: SectionProps) {
  return (
    <DesignSection title="Lighting & Electricals" icon={Lightbulb}>
      <CheckboxChoices
        legend="Lighting"
        hint="Per sq m of booth."
        choices={lightingOptions.options.map((option) => ({ ...option, price: lightingPriceLabel(option.value) }))}
        values={design.lightingType}
        onToggle={(lighting, checked) => update({ lightingType: toggleChoice(design.lightingType, lighting, checked) })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          label="Power Requirement (kW)"
          value={design.powerRequirement}
          onChange={(powerRequirement) => update({ powerRequirement })}
          max={MAX_POWER_KW}
          placeholder={String(defaultPowerKw)}
          hint={`Left empty, a chosen power type is priced at ${defaultPowerKw} kW.`}
        />
      </div>
      <RadioChoices
        legend="Power Type"
        choices={powerTypeOptions.options.map((option) => ({ ...option, price: powerPriceLabel(option.value) }))}
        value={design.powerType}
        onChange={(powerType) => update({ powerType })}
        onClear={() => update({ powerType: undefined })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          label="Installation Days"
          value={design.installationDays}
          onChange={(installationDays) => update({ installationDays })}
          max={MAX_LABOUR_DAYS}
          placeholder={String(defaultLabourDays.installation)}
          hint={`${priceLabel(labourPerSqmPerDay.installation, 'sqm per day')}; ${defaultLabourDays.installation} days if left empty.`}
        />
        <WholeNumberField
          label="Dismantling Days"
          value={design.dismantlingDays}
          onChange={(dismantlingDays) => update({ dismantlingDays })}
          max={MAX_LABOUR_DAYS}
          placeholder={String(defaultLabourDays.dismantling)}
          hint={`${priceLabel(labourPerSqmPerDay.dismantling, 'sqm per day')}; ${defaultLabourDays.dismantling} day if left empty.`}
        />
      </div>
      <label className="choice-chip">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={design.isOutstation}
          onChange={(event) => update({ isOutstation: event.target.checked })}
        />
        <span className="min-w-0 flex-1">Outstation build (the crew travels to the venue)</span>
        <span className="shrink-0 text-xs font-medium text-brand-700">+{Math.round(outstationShare * 100)}% of labour</span>
      </label>
      <p className="field-hint">Installation and dismantling are part of every booth's estimate, even before any option is chosen.</p>
    </DesignSection>
  );
}
