import { z } from 'zod';
import { cityCodeSchema } from './city.js';
import { stateCodeSchema } from './state-code.js';

/** A state or union territory with the cities a select offers for it. */
export const stateSchema = z.object({
  code: stateCodeSchema,
  name: z.string().trim().min(1, 'A state needs a name.'),
  cities: z.array(z.object({ name: z.string().trim().min(1, 'A city needs a name.'), code: cityCodeSchema })),
});
export type State = z.infer<typeof stateSchema>;
