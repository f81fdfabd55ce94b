import { z } from 'zod';
import { vendorInputSchema } from '@stallplan/contracts';
import type { BoothRange } from '../../matching/domain/match-score.js';
import { readSeedFile } from '../../shared/read-seed-file.js';

const boothRangeSchema = z
  .strictObject({ min: z.number().positive(), max: z.number().positive() })
  .refine((range) => range.min <= range.max, 'a booth range runs from its min up to its max') satisfies z.ZodType<BoothRange>;

/**
 * One demo vendor in `seed/demo-vendors.json`. `input` is what the admin form would send, checked
 * with the form's own schema; the rest only seeding sets.
 */
export const demoVendorSchema = z.strictObject({
  /** Stable across releases: seeding adds only the keys that are missing. */
  seedKey: z.string().startsWith('demo:'),
  input: vendorInputSchema,
  boothSizeSqm: boothRangeSchema.optional(),
  awards: z.array(z.string().min(1)).optional(),
  /** Came in through self-registration (and is pending unless approved). */
  registered: z.literal(true).optional(),
});
export type DemoVendor = z.output<typeof demoVendorSchema>;

/**
 * The demo catalogue `npm start` loads: invented businesses across the exhibition hubs and all
 * six categories of planner step 3, with placeholder contact details (example.com addresses,
 * +91 98200 0xxxx numbers). A few are self-registrations still awaiting approval.
 */
export const DEMO_VENDORS: readonly DemoVendor[] = readSeedFile('demo-vendors.json', z.array(demoVendorSchema));
