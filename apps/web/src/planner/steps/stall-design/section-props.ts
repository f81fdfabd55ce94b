import type { StallDesignData } from '@stallplan/contracts';

/** What every design section gets: the design as saved, and a way to change part of it. */
export interface SectionProps {
  design: StallDesignData;
  update: (patch: Partial<StallDesignData>) => void;
}
