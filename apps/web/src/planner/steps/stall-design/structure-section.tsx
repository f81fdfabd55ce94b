import { ceilingOptions, flooringOptions, wallTypeOptions } from '@stallplan/contracts';
import { ceilingPriceLabel, flooringPriceLabel, wallPriceLabel } from '@stallplan/pricing';
import { Hammer } from 'lucide-react';
import { Field } from '../../../ui/form/field.js';
import { CheckboxChoices, RadioChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import { toggleChoice } from './list-edits.js';
import type { SectionProps } from './section-props.js';

/*
 * Construction quality and materials are descriptive: they travel with the design to builders
 * and the quote, but no rate prices them, so they carry no price label (see docs/quote-model.md#stall-rates).
 */
const CONSTRUCTION_LEVELS = [
  { value: 'standard', label: 'Standard' },
  { value: 'premium', label: 'Premium' },
  { value: 'luxury', label: 'Luxury' },
] as const;

const MATERIALS = ['Wood', 'Glass', 'Acrylic', 'Aluminium', 'Fabric', 'Recycled board'].map((name) => ({ value: name, label: name }));

export function StructureSection({ design, update }: SectionProps) {
  const knownLevel = CONSTRUCTION_LEVELS.some((level) => level.value === design.construction);
  return (
    <DesignSection title="Structure & Build Materials" icon={Hammer}>
      <RadioChoices
        legend="Wall Type"
        choices={wallTypeOptions.options.map((option) => ({ ...option, price: wallPriceLabel(option.value) }))}
        value={design.wallType}
        onChange={(wallType) => update({ wallType })}
        onClear={() => update({ wallType: undefined })}
        hint="Per sq m of booth; a corner or island position adds its premium to the walls."
      />
      <RadioChoices
        legend="Flooring"
        columns={3}
        choices={flooringOptions.options.map((option) => ({ ...option, price: flooringPriceLabel(option.value) }))}
        value={design.flooring}
        onChange={(flooring) => update({ flooring })}
        onClear={() => update({ flooring: undefined })}
      />
      <RadioChoices
        legend="Ceiling"
        columns={3}
        choices={ceilingOptions.options.map((option) => ({ ...option, price: ceilingPriceLabel(option.value) }))}
        value={design.ceiling}
        onChange={(ceiling) => update({ ceiling })}
        onClear={() => update({ ceiling: undefined })}
      />
      <Field label="Construction Quality" hint="Tells builders the finish you expect; not priced in the estimate.">
        {({ id, describedBy }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            className="field-input"
            value={design.construction}
            onChange={(event) => update({ construction: event.target.value })}
          >
            {CONSTRUCTION_LEVELS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
            {/* A value set elsewhere (an older plan, an event) stays visible rather than silently changing. */}
            {!knownLevel && <option value={design.construction}>{design.construction}</option>}
          </select>
        )}
      </Field>
      <CheckboxChoices
        legend="Preferred Materials"
        columns={3}
        hint="Shared with builders; not priced in the estimate."
        choices={MATERIALS}
        values={design.materials}
        onToggle={(material, checked) => update({ materials: toggleChoice(design.materials, material, checked) })}
      />
      <label className="choice-chip">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={design.accessibility}
          onChange={(event) => update({ accessibility: event.target.checked })}
        />
        <span>Step-free access (ramp, wide entrance)</span>
      </label>
    </DesignSection>
  );
}
