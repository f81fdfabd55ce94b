import { z } from 'zod';

/** An ISO 3166-2:IN subdivision code such as `IN-MH`. */
export const stateCodeSchema = z
  .string({ error: 'A state code must be text.' })
  .regex(/^IN-[A-Z]{2}$/, 'A state code must look like IN-MH: "IN-" followed by two capital letters.');
export type StateCode = z.infer<typeof stateCodeSchema>;
