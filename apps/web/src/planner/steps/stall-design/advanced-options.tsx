import type { StallDesignData } from '@stallplan/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { ExtrasSection } from './extras-section.js';
import { FurnitureSection } from './furniture-section.js';
import { LightingSection } from './lighting-section.js';
import type { SectionProps } from './section-props.js';

const PANEL_ID = 'stall-advanced-options';

/** A design coming back with advanced choices opens with them shown, so nothing priced is hidden. */
function hasAdvancedChoices(design: StallDesignData): boolean {
  return (
    design.furnitureType !== undefined ||
    design.furnitureItems.length > 0 ||
    design.lightingType.length > 0 ||
    design.powerRequirement > 0 ||
    design.powerType !== undefined ||
    design.installationDays > 0 ||
    design.dismantlingDays > 0 ||
    design.isOutstation ||
    design.extras.length > 0
  );
}

export function AdvancedOptions({ design, update }: SectionProps) {
  const [open, setOpen] = useState(() => hasAdvancedChoices(design));
  return (
    <div className="space-y-6">
      <button type="button" className="btn-secondary w-full sm:w-auto" aria-expanded={open} aria-controls={PANEL_ID} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide Advanced Options' : 'Show Advanced Options'}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <div id={PANEL_ID} hidden={!open} className="space-y-6">
        {open && (
          <>
            <FurnitureSection design={design} update={update} />
            <LightingSection design={design} update={update} />
            <ExtrasSection design={design} update={update} />
          </>
        )}
      </div>
    </div>
  );
}
