import { MAX_BOOTH_AREA, type StallDesignData } from '@stallplan/contracts';

/**
 * §2: the booth area starts from step 1's booth size when it is still empty (0). The booth size
 * is in square metres, so the unit is set to match.
 */
export function boothAreaPrefill(design: Pick<StallDesignData, 'area'>, boothSize: number | ''): Pick<StallDesignData, 'area' | 'areaUnit'> | null {
  if (design.area > 0 || typeof boothSize !== 'number' || !Number.isFinite(boothSize)) return null;
  const area = Math.min(Math.round(boothSize), MAX_BOOTH_AREA);
  return area > 0 ? { area, areaUnit: 'sqm' } : null;
}
