import { stallDesignDataSchema, type StallDesignData } from '@stallplan/contracts';

const DESIGN_KEYS = new Set<string>(Object.keys(stallDesignDataSchema.shape));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The part of a `budgetAllocationUpdated` event's detail that is a stall design, either the
 * detail itself or its `stallDesign`, validated against the current design so a bad value from
 * another widget can never reach the saved plan. Null when there is nothing usable.
 */
export function designPatchFromDetail(detail: unknown, current: StallDesignData): Partial<StallDesignData> | null {
  if (!isRecord(detail)) return null;
  const source = isRecord(detail.stallDesign) ? detail.stallDesign : detail;
  const keys = Object.keys(source).filter((key) => DESIGN_KEYS.has(key)) as Array<keyof StallDesignData>;
  if (keys.length === 0) return null;
  const parsed = stallDesignDataSchema.safeParse({ ...current, ...Object.fromEntries(keys.map((key) => [key, source[key]])) });
  if (!parsed.success) return null;
  return Object.fromEntries(keys.map((key) => [key, parsed.data[key]]));
}
