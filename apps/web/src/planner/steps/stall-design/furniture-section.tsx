import { furnitureItemOptions, furnitureTypeOptions } from '@stallplan/contracts';
import { furniturePriceLabel } from '@stallplan/pricing';
import { Sofa } from 'lucide-react';
import { CheckboxChoices, RadioChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import { toggleChoice } from './list-edits.js';
import type { SectionProps } from './section-props.js';

export function FurnitureSection({ design, update }: SectionProps) {
  return (
    <DesignSection title="Furniture & Fixtures" icon={Sofa}>
      <RadioChoices
        legend="Furniture Type"
        choices={furnitureTypeOptions.options}
        value={design.furnitureType}
        onChange={(furnitureType) => update({ furnitureType })}
        onClear={() => update({ furnitureType: undefined })}
        hint="Items are priced as rentals until you choose custom build."
      />
      <CheckboxChoices
        legend="Furniture Items"
        // The label follows the chosen type, as the calculation does.
        choices={furnitureItemOptions.options.map((option) => ({ ...option, price: furniturePriceLabel(option.value, design.furnitureType) }))}
        values={design.furnitureItems}
        onToggle={(item, checked) => update({ furnitureItems: toggleChoice(design.furnitureItems, item, checked) })}
      />
    </DesignSection>
  );
}
