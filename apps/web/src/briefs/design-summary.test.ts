import { stallDesignDataSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { boothAreaText, designSummaryRows } from './design-summary.js';

describe('designSummaryRows', () => {
  it('names the chosen options by their labels and leaves open ones out', () => {
    const design = stallDesignDataSchema.parse({
      area: 18,
      wallType: 'octonorm',
      flooring: 'carpeting',
      lightingType: ['led', 'premium'],
      furnitureItems: ['chairs_set'],
      brandingElements: ['3d_logos'],
      additionalRooms: ['Storage Room'],
      printArea: 10,
      powerRequirement: 8,
      powerType: '3_phase',
      isOutstation: true,
    });
    const rows = Object.fromEntries(designSummaryRows(design).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      'Booth area': '18 sq m',
      'Booth position': 'Inline (one open side)',
      'Construction quality': 'Standard',
      Walls: 'Octonorm System',
      Flooring: 'Carpeting',
      Lighting: 'LED Lighting, Premium Lighting',
      'Furniture items': 'Chairs Set',
      'Branding elements': '3D Logos',
      'Additional rooms': 'Storage Room',
      'Print area': '10 sq m',
      Power: '8 kW, Three Phase',
      'Outstation build': 'Yes: the builder travels to the show',
    });
    expect(rows).not.toHaveProperty('Ceiling');
    expect(rows).not.toHaveProperty('Booth type');
  });

  it('gives an empty design its area and position only', () => {
    expect(designSummaryRows(stallDesignDataSchema.parse({})).map((row) => row.label)).toEqual(['Booth area', 'Booth position', 'Construction quality']);
  });
});

describe('boothAreaText', () => {
  it('adds square metres to an area given in square feet', () => {
    expect(boothAreaText({ area: 200, areaUnit: 'sqft' }, 18.58)).toBe('200 sq ft (18.6 sq m)');
    expect(boothAreaText({ area: 0, areaUnit: 'sqm' })).toBe('Not given');
    expect(boothAreaText({ area: 0, areaUnit: 'sqm' }, 9)).toBe('9 sq m');
  });
});
