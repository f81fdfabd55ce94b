import type { z } from 'zod';
import { defineNamedOptions, defineOptions } from './define-options.js';

export const boothTypeOptions = defineOptions('Booth type', ['shell_scheme', 'raw_space'], {
  shell_scheme: 'Shell Scheme',
  raw_space: 'Custom (Raw Space)',
});
export type BoothType = z.infer<typeof boothTypeOptions.schema>;

/** Booth positions, `peninsula` being three open sides backing onto one neighbour (see docs/planner.md#step-1-event-details). */
export const boothPositionOptions = defineOptions('Booth position', ['inline', 'corner', 'peninsula', 'island'], {
  inline: 'Inline (one open side)',
  corner: 'Corner (two open sides)',
  peninsula: 'Peninsula (three open sides)',
  island: 'Island (four open sides)',
});
export type BoothPosition = z.infer<typeof boothPositionOptions.schema>;

export const areaUnitOptions = defineOptions('Area unit', ['sqm', 'sqft'], { sqm: 'sq m', sqft: 'sq ft' });
export type AreaUnit = z.infer<typeof areaUnitOptions.schema>;

export const wallTypeOptions = defineOptions('Wall type', ['octonorm', 'mdf', 'laminated_plywood', 'modular_aluminum'], {
  octonorm: 'Octonorm System',
  mdf: 'MDF Panels',
  laminated_plywood: 'Laminated Plywood',
  modular_aluminum: 'Modular Aluminium',
});
export type WallType = z.infer<typeof wallTypeOptions.schema>;

export const flooringOptions = defineOptions('Flooring', ['carpeting', 'raised_wooden', 'vinyl_finish', 'laminate', 'marble', 'ceramic'], {
  carpeting: 'Carpeting',
  raised_wooden: 'Raised Wooden Platform',
  vinyl_finish: 'Vinyl Finish',
  laminate: 'Laminate',
  marble: 'Marble',
  ceramic: 'Ceramic Tiles',
});
export type Flooring = z.infer<typeof flooringOptions.schema>;

export const ceilingOptions = defineOptions('Ceiling', ['open', 'truss_lights', 'branding_fascia'], {
  open: 'Open Ceiling',
  truss_lights: 'Truss with Lights',
  branding_fascia: 'Branding Fascia',
});
export type Ceiling = z.infer<typeof ceilingOptions.schema>;

export const additionalRoomOptions = defineNamedOptions('Additional room', ['Storage Room', 'Meeting Room', 'Pantry', 'Reception Area']);
export type AdditionalRoom = z.infer<typeof additionalRoomOptions.schema>;

export const brandingElementOptions = defineOptions(
  'Branding element',
  ['flex_prints', 'vinyl_graphics', 'fabric_prints', '3d_logos', 'backlit_panels', 'led_walls'],
  {
    flex_prints: 'Flex Prints',
    vinyl_graphics: 'Vinyl Graphics',
    fabric_prints: 'Fabric Prints',
    '3d_logos': '3D Logos',
    backlit_panels: 'Backlit Panels',
    led_walls: 'LED Walls',
  },
);
export type BrandingElement = z.infer<typeof brandingElementOptions.schema>;

export const furnitureTypeOptions = defineOptions('Furniture type', ['rental', 'custom_build'], {
  rental: 'Rental',
  custom_build: 'Custom Build',
});
export type FurnitureType = z.infer<typeof furnitureTypeOptions.schema>;

/**
 * The eight furniture items the rate table prices (see docs/quote-model.md#stall-rates).
 */
export const furnitureItemOptions = defineOptions(
  'Furniture item',
  ['reception_counter', 'meeting_table', 'chairs_set', 'display_shelves', 'storage_cabinets', 'product_display', 'brochure_stands', 'demo_counter'],
  {
    reception_counter: 'Reception Counter',
    meeting_table: 'Meeting Table',
    chairs_set: 'Chairs Set',
    display_shelves: 'Display Shelves',
    storage_cabinets: 'Storage Cabinets',
    product_display: 'Product Display',
    brochure_stands: 'Brochure Stands',
    demo_counter: 'Demo Counter',
  },
);
export type FurnitureItem = z.infer<typeof furnitureItemOptions.schema>;

export const lightingOptions = defineOptions('Lighting', ['basic', 'led', 'premium', 'designer', 'smart'], {
  basic: 'Basic Lighting',
  led: 'LED Lighting',
  premium: 'Premium Lighting',
  designer: 'Designer Lighting',
  smart: 'Smart Lighting',
});
export type Lighting = z.infer<typeof lightingOptions.schema>;

export const powerTypeOptions = defineOptions('Power type', ['1_phase', '3_phase'], {
  '1_phase': 'Single Phase',
  '3_phase': 'Three Phase',
});
export type PowerType = z.infer<typeof powerTypeOptions.schema>;

/**
 * Finishing touches at a flat price each. They furnish or dress the stall and its rooms and are
 * not rooms themselves, so each label says what it is: "Meeting room fit-out" (the furniture and
 * finish of a meeting room) must not read like the "Meeting Room" of `additionalRoomOptions`.
 */
export const stallExtraOptions = defineOptions('Premium extra', ['pantry_fitout', 'meeting_room', 'hanging_structures', 'greenery_decor', 'branded_flooring'], {
  pantry_fitout: 'Pantry fit-out',
  meeting_room: 'Meeting room fit-out',
  hanging_structures: 'Hanging structures',
  greenery_decor: 'Greenery & decor',
  branded_flooring: 'Branded flooring',
});
export type StallExtra = z.infer<typeof stallExtraOptions.schema>;
