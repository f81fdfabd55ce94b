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
      {/* Rooms are built: walls and a door inside the stall. Their fit-outs are Premium Extras. */}
      <CheckboxChoices
        legend="Rooms built into your stall"
        hint="Each is an enclosed room with its own walls and door. Flat price per room, whatever the booth size."
        choices={additionalRoomOptions.options.map((option) => ({ ...option, price: roomPriceLabel(option.value) }))}
        values={design.additionalRooms}
        onToggle={(room, checked) => update({ additionalRooms: toggleChoice(design.additionalRooms, room, checked) })}
      />
    </DesignSection>
  );
}
