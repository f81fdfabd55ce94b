import { additionalRoomOptions } from '@stallplan/contracts';
import { roomPriceLabel } from '@stallplan/pricing';
import { DoorOpen } from 'lucide-react';
import { CheckboxChoices } from './choice-groups.js';
import { DesignSection } from './design-section.js';
import { toggleChoice } from './list-edits.js';
import type { SectionProps } from './section-props.js';

export function RoomsSection({ design, update }: SectionProps) {
  return (
    <DesignSection title="Additional Rooms & Spaces" icon={DoorOpen}>
      <CheckboxChoices
        legend="Additional Rooms"
        hint="Flat price per room, whatever the booth size."
        choices={additionalRoomOptions.options.map((option) => ({ ...option, price: roomPriceLabel(option.value) }))}
        values={design.additionalRooms}
        onToggle={(room, checked) => update({ additionalRooms: toggleChoice(design.additionalRooms, room, checked) })}
      />
    </DesignSection>
  );
}
