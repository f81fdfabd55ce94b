import { z } from 'zod';
import { stateCodeSchema } from './state-code.js';

/** Three capital letters: the airport's IATA code where the city has one. */
export const cityCodeSchema = z.string({ error: 'A city code must be text.' }).regex(/^[A-Z]{3}$/, 'A city code must be three capital letters, such as BOM.');

export const citySchema = z.object({
  name: z.string().trim().min(1, 'A city needs a name.'),
  code: cityCodeSchema,
  /** The name of the state the city is listed under. */
  state: z.string().trim().min(1, 'A city needs the name of its state.'),
  stateCode: stateCodeSchema,
  isExhibitionHub: z.boolean(),
  latitude: z.number().min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.'),
  longitude: z.number().min(-180, 'Longitude must be between -180 and 180.').max(180, 'Longitude must be between -180 and 180.'),
});
export type City = z.infer<typeof citySchema>;

/** How a select or a quote shows a city: `Mumbai (BOM)`. */
export function cityLabel(city: Pick<City, 'name' | 'code'>): string {
  return `${city.name} (${city.code})`;
}
