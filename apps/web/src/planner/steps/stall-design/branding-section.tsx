import { brandingElementOptions, MAX_BOOTH_AREA } from '@stallplan/contracts';
import { brandingPriceLabel, digitalDisplayPriceLabel, printAreaPriceLabel } from '@stallplan/pricing';
import { Palette } from 'lucide-react';
import { CheckboxChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import { MAX_DIGITAL_DISPLAYS, resizeDisplayList, toggleChoice } from './list-edits.js';
import type { SectionProps } from './section-props.js';
import { WholeNumberField } from './whole-number-field.js';

export function BrandingSection({ design, update }: SectionProps) {
  return (
    <DesignSection title="Branding & Graphics" icon={Palette}>
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          label="Print Area (sq m)"
          value={design.printArea}
          onChange={(printArea) => update({ printArea })}
          max={MAX_BOOTH_AREA * 11}
          placeholder="0"
          hint={`${printAreaPriceLabel()} printing, plus each element's rate below.`}
        />
        <WholeNumberField
          label="Digital Displays"
          value={design.digitalDisplays.length}
          onChange={(count) => update({ digitalDisplays: resizeDisplayList(design.digitalDisplays, count) })}
          max={MAX_DIGITAL_DISPLAYS}
          placeholder="0"
          hint={`Number of screens, ${digitalDisplayPriceLabel()}.`}
        />
      </div>
      <CheckboxChoices
        legend="Branding Elements"
        hint="Most are priced per sq m of the print area above; 3D logos are a flat price."
        choices={brandingElementOptions.options.map((option) => ({ ...option, price: brandingPriceLabel(option.value) }))}
        values={design.brandingElements}
        onToggle={(element, checked) => update({ brandingElements: toggleChoice(design.brandingElements, element, checked) })}
      />
    </DesignSection>
  );
}
