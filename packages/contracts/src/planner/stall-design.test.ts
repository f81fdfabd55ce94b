import { describe, expect, it } from 'vitest';
import { stallDesignDataSchema, stallDesignLabels } from './stall-design.js';

describe('stallDesignLabels', () => {
  it('gives each choice its label and each list its labels in order', () => {
    const design = stallDesignDataSchema.parse({
      boothType: 'raw_space',
      boothPosition: 'corner',
      wallType: 'mdf',
      flooring: 'carpeting',
      ceiling: 'truss_lights',
      additionalRooms: ['Meeting Room'],
      furnitureType: 'custom_build',
      lightingType: ['led', 'basic'],
      powerType: '3_phase',
      extras: ['meeting_room', 'pantry_fitout'],
    });
    expect(stallDesignLabels(design)).toEqual({
      boothType: 'Custom (Raw Space)',
      boothPosition: 'Corner (two open sides)',
      wallType: 'MDF Panels',
      flooring: 'Carpeting',
      ceiling: 'Truss with Lights',
      additionalRooms: ['Meeting Room'],
      brandingElements: [],
      furnitureType: 'Custom Build',
      furnitureItems: [],
      lightingType: ['LED Lighting', 'Basic Lighting'],
      powerType: 'Three Phase',
      extras: ['Meeting room fit-out', 'Pantry fit-out'],
    });
  });

  it('leaves blank choices undefined, for each reader to word, and the position at its default', () => {
    const labels = stallDesignLabels(stallDesignDataSchema.parse({}));
    expect(labels).toMatchObject({ boothType: undefined, wallType: undefined, flooring: undefined, ceiling: undefined, furnitureType: undefined });
    expect(labels.boothPosition).toBe('Inline (one open side)');
    expect(labels.powerType).toBeUndefined();
  });

  it('shows a listed value the options do not know as stored', () => {
    const design = { ...stallDesignDataSchema.parse({}), extras: ['gold_plated_roof'] } as unknown as Parameters<typeof stallDesignLabels>[0];
    expect(stallDesignLabels(design).extras).toEqual(['gold_plated_roof']);
  });
});
