import { describe, expect, it } from 'vitest';
import { chargeableWeightKg, VOLUMETRIC_DIVISOR, volumetricWeightKg } from './chargeable-weight.js';

describe('chargeableWeightKg', () => {
  it('bills the actual weight of dense cargo', () => {
    // 36 × 36 × 18 cm is 4.7 kg by volume; 180 kg of steel frames weighs more.
    expect(chargeableWeightKg(180, { length: 36, width: 36, height: 18 }, 'surface')).toBe(180);
  });

  it('bills the volume of bulky, light cargo', () => {
    const panels = { length: 120, width: 100, height: 100 };
    expect(volumetricWeightKg(panels, 'air')).toBe(240);
    expect(chargeableWeightKg(40, panels, 'air')).toBe(240);
    // Road freight counts 6 kg per cubic foot: a bit more weight for the same volume than air.
    expect(chargeableWeightKg(40, panels, 'surface')).toBeCloseTo(254.5, 5);
    expect(VOLUMETRIC_DIVISOR.surface).toBeLessThan(VOLUMETRIC_DIVISOR.air);
  });

  it('rounds up to the next half kilogram', () => {
    expect(chargeableWeightKg(10.1, { length: 1, width: 1, height: 1 }, 'air')).toBe(10.5);
    expect(chargeableWeightKg(10.5, { length: 1, width: 1, height: 1 }, 'air')).toBe(10.5);
    expect(chargeableWeightKg(0.2, { length: 1, width: 1, height: 1 }, 'air')).toBe(0.5);
  });
});
