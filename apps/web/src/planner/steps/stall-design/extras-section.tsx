import { stallExtraOptions } from '@stallplan/contracts';
import { extraPriceLabel } from '@stallplan/pricing';
import { Sparkles } from 'lucide-react';
import { CheckboxChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import { toggleChoice } from './list-edits.js';
import type { SectionProps } from './section-props.js';

export function ExtrasSection({ design, update }: SectionProps) {
  return (
    <DesignSection title="Premium Extras: Fit-outs & Finishes" icon={Sparkles}>
      <CheckboxChoices
        legend="Fit-outs and finishes"
        hint="Furnishing and finishing touches, not rooms: a meeting room fit-out furnishes a meeting room, which you add under Additional Rooms. Flat price each."
        choices={stallExtraOptions.options.map((option) => ({ ...option, price: extraPriceLabel(option.value) }))}
        values={design.extras}
        onToggle={(extra, checked) => update({ extras: toggleChoice(design.extras, extra, checked) })}
      />
    </DesignSection>
  );
}
